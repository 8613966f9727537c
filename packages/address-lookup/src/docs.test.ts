import { renderOperationTypes } from '@org/tools/operation-types';
import { renderOperationsReference } from '@org/tools/operations-reference';
import { expect, it } from 'vitest';
import { addressLookupService } from './service.js';

it('OPERATIONS.md is the reference rendered from the operation table', async () => {
  await expect(renderOperationsReference(addressLookupService)).toMatchFileSnapshot('../OPERATIONS.md');
});

it('src/operation-types.ts names the input and output of every operation in the table', async () => {
  await expect(renderOperationTypes(addressLookupService)).toMatchFileSnapshot('./operation-types.ts');
});
