import { expectFullSpecCoverage } from '@org/tools/spec-coverage';
import { expect, it } from 'vitest';
import { operations } from './service.js';

it('declares every operation of the webhooks spec, and nothing else', () => {
  const report = expectFullSpecCoverage('webhooks', operations);
  expect(report.covered).toBe(9);
  expect(report.total).toBe(9);
});
