import { expectFullSpecCoverage } from '@org/tools/spec-coverage';
import { expect, test } from 'vitest';
import { operations } from './index.js';

test('the operation table covers every operation of the spec, and nothing else', () => {
  const report = expectFullSpecCoverage('docs-platform', operations);
  expect(report.covered).toBe(31);
  expect(report.total).toBe(31);
});

test('exactly the three legacy specification operations are deprecated', () => {
  expect(operations.filter((op) => op.deprecated).map((op) => op.id)).toEqual(['legacySpecs.upload', 'legacySpecs.update', 'legacySpecs.delete']);
});
