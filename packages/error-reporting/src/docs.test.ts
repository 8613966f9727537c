import { renderOperationTypes } from '@org/tools/operation-types';
import { renderOperationsReference } from '@org/tools/operations-reference';
import { expect, it } from 'vitest';
import { errorReportingService } from './service.js';

it('keeps OPERATIONS.md in step with the operation table', async () => {
  await expect(renderOperationsReference(errorReportingService)).toMatchFileSnapshot('../OPERATIONS.md');
});

it('src/operation-types.ts names the input and output of every operation in the table', async () => {
  await expect(renderOperationTypes(errorReportingService)).toMatchFileSnapshot('./operation-types.ts');
});
