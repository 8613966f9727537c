import { describe, expect, it } from 'vitest';
import { useSetup } from '../../test-support/setup.js';
import { ingestLogs, logsBlocked, type LogRecord } from '../index.js';

describe('fake log blocking', () => {
  const s = useSetup();
  const log = () => s.fake.state.extrasOf(s.seeded.appId).log;
  const sent = (installId: string, ago = 1_000): LogRecord => {
    const ms = s.fake.now() - ago;
    return { ...log().at(-1)!, install_id: installId, ms, timestamp: new Date(ms).toISOString(), message_id: `sent:${installId}:${ms}` };
  };
  /** Installations of the logs sent by the test that the log flow shows. */
  const flowInstalls = async () =>
    (await s.client.analytics.genericLogFlow({ ...s.app, start: new Date(s.fake.now() - 5_000) }).toArray()).filter((l) => l.message_id?.startsWith('sent:')).map((l) => l.install_id);

  it('takes logs into the analytics log until the installation is blocked, then drops what it sends; what came before stays', async () => {
    const installId = log().at(-1)!.install_id;
    expect(ingestLogs(s.fake.state, s.seeded.appId, [sent(installId, 3_000)])).toHaveLength(1);
    expect(await s.client.logBlocking.blockDevice({ ...s.app, installId })).toBe(`Logs of installation ${installId} of ${s.fake.ids.appName} are blocked`);
    expect(ingestLogs(s.fake.state, s.seeded.appId, [sent(installId), sent('another-install')]).map((l) => l.install_id)).toEqual(['another-install']);
    expect(await flowInstalls()).toEqual([installId, 'another-install']);
    expect(logsBlocked(s.fake.state, s.seeded.appId, installId)).toBe(true);
  });

  it('blocks every installation of the app, and only of that app', async () => {
    await s.client.logBlocking.blockApp(s.app);
    await s.client.logBlocking.blockApp(s.app);
    expect(ingestLogs(s.fake.state, s.seeded.appId, [sent('a'), sent('b')])).toEqual([]);
    expect(await flowInstalls()).toEqual([]);
    const orgApp = s.fake.state.findApp(s.fake.ids.org, s.fake.ids.orgAppName)!;
    expect(logsBlocked(s.fake.state, orgApp.id, 'a')).toBe(false);
  });

  it('refuses a read-only token, in the analytics error shape', async () => {
    const viewer = s.clientWith({ apiKey: s.fake.ids.viewerKey });
    await expect(viewer.logBlocking.blockDevice({ ...s.app, installId: 'x' })).rejects.toMatchObject({ status: 403, body: { error: { code: 403 } } });
    expect(s.fake.state.logBlocks.size).toBe(0);
  });
});
