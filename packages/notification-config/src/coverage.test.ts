import { expectFullSpecCoverage } from '@org/tools/spec-coverage';
import { expect, test } from 'vitest';
import { operations } from './index.js';

test('the operation table covers every operation of the spec, and nothing else', () => {
  const report = expectFullSpecCoverage('notification-config', operations);
  expect(report.covered).toBe(6);
  expect(report.total).toBe(6);
});
