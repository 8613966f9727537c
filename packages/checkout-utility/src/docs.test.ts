import { renderOperationTypes } from '@org/tools/operation-types';
import { renderOperationsReference } from '@org/tools/operations-reference';
import { expect, it, test } from 'vitest';
import { checkoutUtilityService } from './service.js';

test('OPERATIONS.md is the reference rendered from the operation table', async () => {
  await expect(renderOperationsReference(checkoutUtilityService)).toMatchFileSnapshot('../OPERATIONS.md');
});

it('src/operation-types.ts names the input and output of every operation in the table', async () => {
  await expect(renderOperationTypes(checkoutUtilityService)).toMatchFileSnapshot('./operation-types.ts');
});
