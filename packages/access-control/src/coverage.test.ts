import { expectFullSpecCoverage } from '@org/tools/spec-coverage';
import { expect, it } from 'vitest';
import { operations } from './service.js';

it('has one method for each of the 29 operations of the spec', () => {
  expect(operations).toHaveLength(29);
  expectFullSpecCoverage('access-control', operations);
});
