import { describe, expect, it } from 'vitest';
import { checkSpecCoverage, expectFullSpecCoverage, formatCoverage } from './spec-coverage.js';
import { specOperations, unlistedOperations } from './spec-inventory.js';

interface Descriptor {
  method: string;
  path: string;
  deprecated?: boolean;
}

function tableFor(service: string): Descriptor[] {
  return specOperations(service).map(({ method, path, deprecated }) => ({ method, path, deprecated }));
}

function asObject(table: Descriptor[]): Record<string, Descriptor> {
  return Object.fromEntries(table.map((op, index) => [`op${index}`, op]));
}

describe('checkSpecCoverage', () => {
  it('reports full coverage for a table built from the inventory', () => {
    const report = checkSpecCoverage('access-control', tableFor('access-control'));
    expect(report).toEqual({
      service: 'access-control',
      total: 29,
      covered: 29,
      missing: [],
      deprecatedMismatch: [],
      unknown: [],
      tags: [],
      ok: true,
    });
  });

  it('accepts an object whose values are operations', () => {
    const report = checkSpecCoverage('docs-platform', asObject(tableFor('docs-platform')));
    expect(report.ok).toBe(true);
    expect(report.covered).toBe(31);
  });

  it('reports a dropped row as missing', () => {
    const table = tableFor('webhooks');
    const [dropped] = table.splice(3, 1);
    const report = checkSpecCoverage('webhooks', table);
    expect(report.ok).toBe(false);
    expect(report.covered).toBe(8);
    expect(report.total).toBe(9);
    expect(report.missing.map((op) => [op.method, op.path])).toEqual([[dropped?.method, dropped?.path]]);
    expect(report.missing[0]?.service).toBe('webhooks');
  });

  it('reports a flipped deprecated flag', () => {
    const table = tableFor('app-lifecycle');
    const index = table.findIndex((op) => op.deprecated);
    table[index] = { ...table[index], deprecated: false };
    const report = checkSpecCoverage('app-lifecycle', asObject(table));
    expect(report.ok).toBe(false);
    expect(report.covered).toBe(100);
    expect(report.deprecatedMismatch).toEqual([{ spec: specOperations('app-lifecycle')[index], declared: false }]);
  });

  it('treats an absent deprecated flag as false', () => {
    const table = tableFor('docs-platform').map(({ method, path }) => ({ method, path }));
    const report = checkSpecCoverage('docs-platform', table);
    expect(report.deprecatedMismatch).toHaveLength(3);
    expect(report.deprecatedMismatch.every((m) => m.spec.deprecated && !m.declared)).toBe(true);
  });

  it('reports a row the spec does not list as unknown', () => {
    const table = [...tableFor('error-reporting'), { method: 'get', path: '/v1beta1/{projectName}/extra' }];
    const report = checkSpecCoverage('error-reporting', table);
    expect(report.ok).toBe(false);
    expect(report.covered).toBe(6);
    expect(report.unknown).toEqual([{ method: 'GET', path: '/v1beta1/{projectName}/extra' }]);
  });

  it('matches on upper-case method and path, tolerating only a missing leading slash', () => {
    const table = tableFor('notification-config').map((op) => ({ ...op, method: op.method.toLowerCase(), path: op.path.slice(1) }));
    expect(checkSpecCoverage('notification-config', table).ok).toBe(true);

    const recased = tableFor('checkout-utility').map((op) => ({ ...op, path: op.path.toLowerCase() }));
    const report = checkSpecCoverage('checkout-utility', recased);
    expect(report.missing).toHaveLength(1);
    expect(report.unknown).toEqual([{ method: 'POST', path: '/originkeys' }]);
  });

  it('keeps operations whose templates differ only in parameter names apart', () => {
    const table = tableFor('access-control').filter((op) => !(op.method === 'GET' && op.path === '/{roleId}'));
    const report = checkSpecCoverage('access-control', table);
    expect(report.missing.map((op) => `${op.method} ${op.path}`)).toEqual(['GET /{roleId}']);
  });

  it('counts a repeated table entry once', () => {
    const table = tableFor('webhooks');
    const report = checkSpecCoverage('webhooks', [...table, table[0]]);
    expect(report.ok).toBe(true);
    expect(report.covered).toBe(9);
  });

  it('rejects an unknown service', () => {
    expect(() => checkSpecCoverage('no-such-service', [])).toThrow(/unknown service "no-such-service"/);
  });

  it('rejects malformed tables', () => {
    expect(() => checkSpecCoverage('webhooks', undefined)).toThrow(TypeError);
    expect(() => checkSpecCoverage('webhooks', [{ method: 'GET' }])).toThrow(/operation \[0\] needs a string method and path/);
    expect(() => checkSpecCoverage('webhooks', { list: { method: 'GET', path: '/webhooks', deprecated: 'no' } })).toThrow(
      /operation list has a non-boolean deprecated flag/,
    );
  });
});

describe('unlisted rows', () => {
  const unlisted = (tag: string): Descriptor[] =>
    unlistedOperations('app-lifecycle')
      .filter((op) => op.tag === tag)
      .map(({ method, path, deprecated }) => ({ method, path, deprecated }));

  it('knows the unlisted rows of tags not taken on, counts them by tag and does not require them', () => {
    const report = checkSpecCoverage('app-lifecycle', [...tableFor('app-lifecycle'), ...unlisted('gdpr')], []);
    expect(report).toMatchObject({ ok: true, total: 100, covered: 100, unknown: [], missing: [] });
    expect(report.tags.find((tag) => tag.tag === 'gdpr')).toEqual({ tag: 'gdpr', covered: 6, total: 6, required: false });
    expect(report.tags.find((tag) => tag.tag === 'account')).toEqual({ tag: 'account', covered: 0, total: 79, required: false });
  });

  it('requires every unlisted row of a tag taken on', () => {
    const [dropped, ...rest] = unlisted('errors');
    const report = checkSpecCoverage('app-lifecycle', [...tableFor('app-lifecycle'), ...rest], ['errors']);
    expect(report).toMatchObject({ ok: false, total: 126, covered: 125 });
    expect(report.missing.map((op) => `${op.method} ${op.path}`)).toEqual([`${dropped?.method} ${dropped?.path}`]);
    expect(formatCoverage(report)).toContain(`  missing: ${dropped?.method} ${dropped?.path} (unlisted, errors)`);
    expect(formatCoverage(report)).toContain('  unlisted rows tagged errors: 25/26\n');
  });

  it('checks the deprecated flag of unlisted rows', () => {
    const flipped = unlisted('build').map((op) => ({ ...op, deprecated: false }));
    const report = checkSpecCoverage('app-lifecycle', [...tableFor('app-lifecycle'), ...flipped], ['build']);
    expect(report.deprecatedMismatch.map(({ spec }) => spec.referenceId)).toEqual(['builds_listXamarinSDKBundles', 'builds_listXcodeVersions']);
  });
});

describe('formatCoverage', () => {
  it('writes a summary line and one line per problem', () => {
    const table = tableFor('docs-platform');
    table.shift();
    const flipped = table.findIndex((op) => op.deprecated);
    table[flipped] = { ...table[flipped], deprecated: false };
    table.push({ method: 'GET', path: '/nowhere' });

    const text = formatCoverage(checkSpecCoverage('docs-platform', table));
    expect(text.split('\n')).toEqual([
      'docs-platform: 30/31',
      '  missing: GET /',
      '  deprecated mismatch: POST /legacy-spec (spec: deprecated, declared: not deprecated)',
      '  unknown: GET /nowhere (not in the spec)',
    ]);
  });
});

describe('expectFullSpecCoverage', () => {
  it('returns the report when coverage is complete', () => {
    expect(expectFullSpecCoverage('marketplace', tableFor('marketplace')).covered).toBe(27);
  });

  it('throws naming the missing path', () => {
    const table = tableFor('access-control').filter(
      (op) => op.path !== '/{scope}/providers/Vendor.Authorization/roleAssignments',
    );
    expect(() => expectFullSpecCoverage('access-control', table)).toThrow(
      'missing: GET /{scope}/providers/Vendor.Authorization/roleAssignments',
    );
  });

  it('throws on an unknown row even when nothing is missing', () => {
    const table = [...tableFor('webhooks'), { method: 'PUT', path: '/webhooks/{id}/extra' }];
    expect(() => expectFullSpecCoverage('webhooks', table)).toThrow('unknown: PUT /webhooks/{id}/extra');
  });
});
