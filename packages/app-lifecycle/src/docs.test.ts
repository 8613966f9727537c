import { renderOperationTypes } from '@org/tools/operation-types';
import { renderOperationsReference } from '@org/tools/operations-reference';
import { expect, it } from 'vitest';
import { appLifecycleService } from './service.js';

it('OPERATIONS.md is the table rendered', async () => {
  await expect(renderOperationsReference(appLifecycleService)).toMatchFileSnapshot('../OPERATIONS.md');
});

it('src/operation-types.ts names the input and output of every operation in the table', async () => {
  await expect(renderOperationTypes(appLifecycleService)).toMatchFileSnapshot('./operation-types.ts');
});
