import { fileURLToPath } from 'node:url';
import { renderOperationTypes } from '@org/tools/operation-types';
import { renderOperationsReference } from '@org/tools/operations-reference';
import { expect, it, test } from 'vitest';
import { notificationConfigService } from './service.js';

test('OPERATIONS.md is the reference rendered from the operation table', async () => {
  await expect(renderOperationsReference(notificationConfigService)).toMatchFileSnapshot('../OPERATIONS.md');
});

// The compiler reads which input fields are optional: seconds, not milliseconds (a minute on a loaded two-core
// machine). The bound is against hanging, not a speed check.
it('src/operation-types.ts is the documented client surface rendered from the operation table and its TSDoc', async () => {
  await expect(renderOperationTypes(notificationConfigService, fileURLToPath(new URL('.', import.meta.url)))).toMatchFileSnapshot('./operation-types.ts');
}, 180_000);
