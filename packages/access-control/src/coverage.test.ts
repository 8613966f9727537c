import { expectFullSpecCoverage } from '@org/tools/spec-coverage';
import { expect, it } from 'vitest';
import { operations } from './service.js';

it('has a method for each of the 29 operations of the spec, and for role definitions by full id at GET /{roleId}', () => {
  expect(operations).toHaveLength(30);
  expectFullSpecCoverage('access-control', operations);
});
