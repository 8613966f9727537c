import { renderOperationTypes } from '@org/tools/operation-types';
import { renderOperationsReference } from '@org/tools/operations-reference';
import { describe, expect, it } from 'vitest';
import { marketplaceService } from './service.js';

describe('OPERATIONS.md', () => {
  it('is the reference rendered from the operation table', async () => {
    await expect(renderOperationsReference(marketplaceService)).toMatchFileSnapshot('../OPERATIONS.md');
  });
});

it('src/operation-types.ts names the input and output of every operation in the table', async () => {
  await expect(renderOperationTypes(marketplaceService)).toMatchFileSnapshot('./operation-types.ts');
});
