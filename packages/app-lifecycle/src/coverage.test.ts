import { expectFullSpecCoverage } from '@org/tools/spec-coverage';
import { expect, it } from 'vitest';
import { operations } from './service.js';

it('covers every app-lifecycle operation of the spec, deprecations included', () => {
  const report = expectFullSpecCoverage('app-lifecycle', operations);
  expect(report).toMatchObject({ total: 100, covered: 100 });
});
