import { fileURLToPath } from 'node:url';
import { renderOperationTypes } from '@org/tools/operation-types';
import { renderOperationsReference } from '@org/tools/operations-reference';
import { expect, it } from 'vitest';
import { accessControlService } from './service.js';

it('keeps OPERATIONS.md in step with the operation table', async () => {
  await expect(renderOperationsReference(accessControlService)).toMatchFileSnapshot('../OPERATIONS.md');
});

// The compiler reads which input fields are optional: seconds, not milliseconds (a minute on a loaded two-core
// machine). The bound is against hanging, not a speed check.
it('src/operation-types.ts is the documented client surface rendered from the operation table and its TSDoc', async () => {
  await expect(renderOperationTypes(accessControlService, fileURLToPath(new URL('.', import.meta.url)))).toMatchFileSnapshot('./operation-types.ts');
}, 180_000);
