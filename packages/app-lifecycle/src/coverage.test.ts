import { expectFullSpecCoverage } from '@org/tools/spec-coverage';
import { expect, it } from 'vitest';
import { operations } from './service.js';

it('covers every app-lifecycle operation of the spec and of the unlisted tags taken on, deprecations included', () => {
  const report = expectFullSpecCoverage('app-lifecycle', operations);
  expect(report).toMatchObject({ total: 352, covered: 352 });
  expect(report.tags.filter((tag) => tag.required).map(({ tag, covered, total }) => `${tag} ${covered}/${total}`).sort()).toEqual([
    'account 79/79',
    'alerting 3/3',
    'analytics 3/3',
    'billing 2/2',
    'build 9/9',
    'codepush 15/15',
    'crash 15/15',
    'distribute 51/51',
    'errors 26/26',
    'export 7/7',
    'gdpr 6/6',
    'test 36/36',
  ]);
});
