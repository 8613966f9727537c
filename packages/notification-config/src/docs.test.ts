import { renderOperationTypes } from '@org/tools/operation-types';
import { renderOperationsReference } from '@org/tools/operations-reference';
import { expect, it, test } from 'vitest';
import { notificationConfigService } from './service.js';

test('OPERATIONS.md is the reference rendered from the operation table', async () => {
  await expect(renderOperationsReference(notificationConfigService)).toMatchFileSnapshot('../OPERATIONS.md');
});

it('src/operation-types.ts names the input and output of every operation in the table', async () => {
  await expect(renderOperationTypes(notificationConfigService)).toMatchFileSnapshot('./operation-types.ts');
});
