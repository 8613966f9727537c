import { expectFullSpecCoverage } from '@org/tools/spec-coverage';
import { expect, it } from 'vitest';
import { operations } from './service.js';

it('declares every operation of the error reporting spec, and nothing else', () => {
  const report = expectFullSpecCoverage('error-reporting', operations);
  expect(report.covered).toBe(6);
  expect(report.total).toBe(6);
});
