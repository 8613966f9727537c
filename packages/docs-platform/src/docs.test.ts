import { renderOperationsReference } from '@org/tools/operations-reference';
import { expect, test } from 'vitest';
import { docsPlatformService } from './service.js';

test('OPERATIONS.md is the reference rendered from the operation table', async () => {
  await expect(renderOperationsReference(docsPlatformService)).toMatchFileSnapshot('../OPERATIONS.md');
});
