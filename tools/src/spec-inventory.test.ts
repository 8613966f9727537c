import { describe, expect, it } from 'vitest';
import { operationKey } from './operation-key.js';
import { requiredOperations, specOperations, specServices, unlistedOperations } from './spec-inventory.js';

const expectedCounts: Record<string, number> = {
  'access-control': 29,
  marketplace: 27,
  'event-trigger': 11,
  'error-reporting': 6,
  webhooks: 9,
  'address-lookup': 26,
  'docs-platform': 31,
  'checkout-utility': 1,
  'notification-config': 6,
  'app-lifecycle': 100,
};

describe('spec inventory', () => {
  it('holds 246 operations', () => {
    expect(specOperations()).toHaveLength(246);
  });

  it('lists the ten services in table order', () => {
    expect(specServices()).toEqual(Object.keys(expectedCounts));
  });

  it.each(Object.entries(expectedCounts))('has %s operations for %s', (service, count) => {
    expect(specOperations(service)).toHaveLength(count);
    expect(specOperations(service).every((op) => op.service === service)).toBe(true);
  });

  it('marks 25 operations deprecated: 22 in app-lifecycle and 3 in docs-platform', () => {
    const deprecated = specOperations().filter((op) => op.deprecated);
    expect(deprecated).toHaveLength(25);
    expect(deprecated.filter((op) => op.service === 'app-lifecycle')).toHaveLength(22);
    expect(deprecated.filter((op) => op.service === 'docs-platform')).toHaveLength(3);
  });

  it('returns nothing for an unknown service', () => {
    expect(specOperations('no-such-service')).toEqual([]);
  });

  it('parses rows into typed fields', () => {
    expect(specOperations('checkout-utility')).toEqual([
      { service: 'checkout-utility', method: 'POST', path: '/originKeys', deprecated: false, purpose: expect.any(String) },
    ]);
    const legacy = specOperations('docs-platform').find((op) => op.method === 'POST' && op.path === '/legacy-spec');
    expect(legacy?.deprecated).toBe(true);
  });

  it('uses only upper-case methods and non-empty purposes', () => {
    for (const op of specOperations()) {
      expect(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']).toContain(op.method);
      expect(op.purpose.trim()).not.toBe('');
    }
  });

  it('has no two rows with the same method and path within a service', () => {
    const keys = specOperations().map((op) => `${op.service} ${operationKey(op.method, op.path)}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('returns copies that callers cannot use to change the inventory', () => {
    const list = specOperations('webhooks');
    list.pop();
    expect(specOperations('webhooks')).toHaveLength(9);
    expect(() => {
      (list[0] as { path: string }).path = '/changed';
    }).toThrow(TypeError);
  });
});

describe('unlisted rows', () => {
  const tagCounts = { distribute: 51, codepush: 15, build: 9, crash: 15, errors: 26, account: 79, test: 36, export: 7, gdpr: 6, analytics: 3, alerting: 3, billing: 2 };

  it('holds the 252 app-lifecycle operations the third document leaves out, by reference tag', () => {
    const rows = unlistedOperations('app-lifecycle');
    expect(rows).toHaveLength(252);
    const counts: Record<string, number> = {};
    for (const row of rows) counts[row.tag ?? ''] = (counts[row.tag ?? ''] ?? 0) + 1;
    expect(counts).toEqual(tagCounts);
    expect(rows.every((row) => row.service === 'app-lifecycle' && row.referenceId !== '' && row.purpose === '')).toBe(true);
  });

  it('repeats no listed row and no other unlisted one', () => {
    const keys = [...specOperations('app-lifecycle'), ...unlistedOperations('app-lifecycle')].map((op) => operationKey(op.method, op.path));
    expect(new Set(keys).size).toBe(352);
  });

  it('parses the reference id, the tag and the deprecated flag of a row', () => {
    const bundles = unlistedOperations('app-lifecycle').find((op) => op.path === '/v0.1/apps/{owner_name}/{app_name}/xamarin_sdk_bundles');
    expect(bundles).toMatchObject({ method: 'GET', deprecated: true, tag: 'build', referenceId: 'builds_listXamarinSDKBundles' });
    expect(unlistedOperations('app-lifecycle').find((op) => op.method === 'HEAD')?.tag).toBe('analytics');
  });

  it('is empty for a service whose document lists every operation', () => {
    expect(unlistedOperations('webhooks')).toEqual([]);
  });

  it('requires the unlisted rows of the tags taken on after the spec rows', () => {
    const required = requiredOperations('app-lifecycle', ['errors', 'billing']);
    expect(required).toHaveLength(100 + 26 + 2);
    expect(required.slice(0, 100)).toEqual(specOperations('app-lifecycle'));
    expect(new Set(required.slice(100).map((op) => op.tag))).toEqual(new Set(['errors', 'billing']));
    expect(requiredOperations('webhooks', ['errors'])).toEqual(specOperations('webhooks'));
  });
});
