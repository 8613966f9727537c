import { renderOperationTypes } from '@org/tools/operation-types';
import { renderOperationsReference } from '@org/tools/operations-reference';
import { expect, it } from 'vitest';
import { webhooksService } from './service.js';

it('OPERATIONS.md is the reference rendered from the operation table', async () => {
  await expect(renderOperationsReference(webhooksService)).toMatchFileSnapshot('../OPERATIONS.md');
});

it('src/operation-types.ts names the input and output of every operation in the table', async () => {
  await expect(renderOperationTypes(webhooksService)).toMatchFileSnapshot('./operation-types.ts');
});
