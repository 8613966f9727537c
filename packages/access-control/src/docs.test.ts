import { renderOperationsReference } from '@org/tools/operations-reference';
import { expect, it } from 'vitest';
import { accessControlService } from './service.js';

it('keeps OPERATIONS.md in step with the operation table', async () => {
  await expect(renderOperationsReference(accessControlService)).toMatchFileSnapshot('../OPERATIONS.md');
});
