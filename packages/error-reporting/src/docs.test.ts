import { renderOperationsReference } from '@org/tools/operations-reference';
import { expect, it } from 'vitest';
import { errorReportingService } from './service.js';

it('keeps OPERATIONS.md in step with the operation table', async () => {
  await expect(renderOperationsReference(errorReportingService)).toMatchFileSnapshot('../OPERATIONS.md');
});
