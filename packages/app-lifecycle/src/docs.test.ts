import { renderOperationsReference } from '@org/tools/operations-reference';
import { expect, it } from 'vitest';
import { appLifecycleService } from './service.js';

it('OPERATIONS.md is the table rendered', async () => {
  await expect(renderOperationsReference(appLifecycleService)).toMatchFileSnapshot('../OPERATIONS.md');
});
