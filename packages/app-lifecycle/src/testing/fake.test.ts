import { describe, expect, it } from 'vitest';
import { operations } from '../service.js';
import { useSetup } from '../test-support/setup.js';
import { errorFamilyOf, startAppLifecycleFake, type ErrorFamily } from './index.js';

const DAY = 86_400_000;

/** The body a 401 has in each family. */
const shapes: Record<ErrorFamily, (requestId: string) => unknown> = {
  error: () => ({ error: { code: 'Unauthorized', message: expect.any(String) } }),
  numericError: () => ({ error: { code: 401, message: expect.any(String) } }),
  codeMessage: () => ({ code: 'Unauthorized', message: expect.any(String) }),
  build: (id) => ({ code: 'Unauthorized', id, message: expect.any(String) }),
  alerting: (id) => ({ request_id: id, code: 401, message: expect.any(String) }),
  message: () => ({ message: expect.any(String) }),
  testCloud: () => ({ status: 'Unauthorized', message: expect.any(String) }),
};

describe('the fake', () => {
  const s = useSetup();

  describe('401 without the key, in the shape of each operation', () => {
    for (const op of operations.filter((o) => o.auth.length > 0)) {
      it(`${op.id}: ${errorFamilyOf(op.id)}`, async () => {
        const path = op.path.replace(/\{(\w+)\}/g, (_, name: string) => (name === 'build_id' ? '1' : 'x'));
        const response = await fetch(s.fake.url + path, { method: op.method });
        const requestId = response.headers.get('x-request-id')!;
        expect(response.status).toBe(401);
        // A HEAD answer has no body: its status says it all.
        if (op.method === 'HEAD') expect(await response.text()).toBe('');
        else expect(await response.json()).toEqual(shapes[errorFamilyOf(op.id)](requestId));
        expect(s.fake.requests.at(-1)!.operationId).toBe(op.id);
      });
    }

    it('uses the shapes the service documents per operation', () => {
      expect(
        Object.fromEntries(
          ['apps.get', 'analytics.models', 'analytics.logFlow', 'analytics.sessionCounts', 'vendorStore.getMapping', 'builds.get', 'bugTracker.getSettings', 'crashes.get', 'crashes.listSessionLogs', 'deployments.get', 'billing.getAggregated'].map(
            (id) => [id, errorFamilyOf(id)],
          ),
        ),
      ).toEqual({
        'apps.get': 'error',
        'analytics.models': 'numericError',
        'analytics.logFlow': 'error',
        'analytics.sessionCounts': 'error',
        'vendorStore.getMapping': 'codeMessage',
        'builds.get': 'build',
        'bugTracker.getSettings': 'alerting',
        'crashes.get': 'message',
        'crashes.listSessionLogs': 'error',
        'deployments.get': 'message',
        'billing.getAggregated': 'numericError',
      });
    });
  });

  it('refuses a key it does not know', async () => {
    const response = await fetch(`${s.fake.url}/v0.1/apps`, { headers: { 'x-api-key': 'guess' } });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: { code: 'Unauthorized', message: `Unauthorized. Correlation ID: ${response.headers.get('x-request-id')}` } });
  });

  it('returns to the seed on reset(), ids included', async () => {
    const first = await s.client.apps.create({ body: { display_name: 'Temp', os: 'Android', platform: 'Java' } });
    await s.client.deployments.delete({ ...s.app, deploymentName: 'Staging' });
    s.fake.state.buildOutcome = 'failed';
    s.fake.reset();
    expect(s.fake.state.findApp(s.fake.ids.owner, 'Temp')).toBeUndefined();
    expect(s.fake.state.childrenOf(s.fake.state.deployments, s.seeded.appId)).toHaveLength(2);
    expect(s.fake.state.buildOutcome).toBe('succeeded');
    expect(s.fake.requestCount()).toBe(0);
    const again = await s.client.apps.create({ body: { display_name: 'Temp', os: 'Android', platform: 'Java' } });
    expect(again.id).toBe(first.id);
  });

  it('seeds the same data for the same time, ending before it', async () => {
    const now = new Date('2024-03-15T12:00:00Z');
    await using a = await startAppLifecycleFake({ now });
    await using b = await startAppLifecycleFake({ now });
    const appId = a.state.findApp(a.ids.owner, a.ids.appName)!.id;
    expect(b.state.findApp(b.ids.owner, b.ids.appName)!.id).toBe(appId);
    const logA = a.state.extrasOf(appId).log;
    expect(b.state.extrasOf(appId).log).toEqual(logA);
    expect(logA.at(-1)!.ms).toBeLessThan(now.getTime());
    expect(logA[0]!.ms).toBeGreaterThanOrEqual(now.getTime() - 28 * DAY);
    expect(new Set(logA.map((r) => r.ms)).size).toBe(logA.length);
    expect(a.state.childrenOf(a.state.crashGroups, appId).map((g) => g.group.crash_group_id)).toEqual(
      b.state.childrenOf(b.state.crashGroups, appId).map((g) => g.group.crash_group_id),
    );
  });

  it('takes another API key', async () => {
    await using other = await startAppLifecycleFake({ apiKey: 'k-123' });
    const ok = await fetch(`${other.url}/v0.1/apps`, { headers: { 'x-api-key': 'k-123' } });
    expect(ok.status).toBe(200);
  });

  it('seeds crashes on real sessions of the log', () => {
    const log = s.fake.state.extrasOf(s.seeded.appId).log;
    for (const crash of s.seeded.crashes) {
      const session = log.filter((r) => r.session_id === crash.sessionId);
      expect(session.length).toBeGreaterThan(0);
      expect(session.every((r) => r.install_id === crash.installId && r.device.app_version === crash.crash.version)).toBe(true);
      expect(Date.parse(crash.crash.timestamp)).toBeGreaterThan(session.at(-1)!.ms);
    }
  });
});
