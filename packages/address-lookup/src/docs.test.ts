import { renderOperationsReference } from '@org/tools/operations-reference';
import { expect, it } from 'vitest';
import { addressLookupService } from './service.js';

it('OPERATIONS.md is the reference rendered from the operation table', async () => {
  await expect(renderOperationsReference(addressLookupService)).toMatchFileSnapshot('../OPERATIONS.md');
});
