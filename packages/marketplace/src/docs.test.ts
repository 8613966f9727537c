import { fileURLToPath } from 'node:url';
import { renderOperationTypes } from '@org/tools/operation-types';
import { renderOperationsReference } from '@org/tools/operations-reference';
import { describe, expect, it } from 'vitest';
import { marketplaceService } from './service.js';

describe('OPERATIONS.md', () => {
  it('is the reference rendered from the operation table', async () => {
    await expect(renderOperationsReference(marketplaceService)).toMatchFileSnapshot('../OPERATIONS.md');
  });
});

// The compiler reads which input fields are optional: seconds, not milliseconds (a minute on a loaded two-core
// machine). The bound is against hanging, not a speed check.
it('src/operation-types.ts is the documented client surface rendered from the operation table and its TSDoc', async () => {
  await expect(renderOperationTypes(marketplaceService, fileURLToPath(new URL('.', import.meta.url)))).toMatchFileSnapshot('./operation-types.ts');
}, 180_000);
