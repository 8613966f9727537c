import { expectFullSpecCoverage } from '@org/tools/spec-coverage';
import { expect, it } from 'vitest';
import { operations } from './service.js';

it('declares every operation of the event trigger spec, and nothing else', () => {
  const report = expectFullSpecCoverage('event-trigger', operations);
  expect(report.covered).toBe(11);
  expect(report.total).toBe(11);
});
