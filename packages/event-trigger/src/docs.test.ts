import { renderOperationsReference } from '@org/tools/operations-reference';
import { expect, it } from 'vitest';
import { eventTriggerService } from './service.js';

it('keeps OPERATIONS.md in step with the operation table', async () => {
  await expect(renderOperationsReference(eventTriggerService)).toMatchFileSnapshot('../OPERATIONS.md');
});
