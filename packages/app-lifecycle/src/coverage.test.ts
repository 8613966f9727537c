import { expectFullSpecCoverage } from '@org/tools/spec-coverage';
import { expect, it } from 'vitest';
import { operations } from './service.js';

it('covers every app-lifecycle operation of the spec and of the unlisted tags taken on, deprecations included', () => {
  const report = expectFullSpecCoverage('app-lifecycle', operations);
  expect(report).toMatchObject({ total: 216, covered: 216 });
  expect(report.tags.filter((tag) => tag.required).map(({ tag, covered, total }) => `${tag} ${covered}/${total}`).sort()).toEqual([
    'build 9/9',
    'codepush 15/15',
    'crash 15/15',
    'distribute 51/51',
    'errors 26/26',
  ]);
});
