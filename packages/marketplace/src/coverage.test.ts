import { expectFullSpecCoverage } from '@org/tools/spec-coverage';
import { describe, expect, it } from 'vitest';
import { operations } from './service.js';

describe('spec coverage', () => {
  it('declares every operation of the spec, and none it does not list', () => {
    const report = expectFullSpecCoverage('marketplace', operations);
    expect(report.covered).toBe(27);
    expect(report.total).toBe(27);
  });
});
