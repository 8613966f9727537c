import { expectFullSpecCoverage } from '@org/tools/spec-coverage';
import { expect, it } from 'vitest';
import { operations } from './service.js';

it('declares every operation of the address lookup spec, and nothing else', () => {
  const report = expectFullSpecCoverage('address-lookup', operations);
  expect(report.covered).toBe(26);
  expect(report.total).toBe(26);
});
