import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { inspect } from 'node:util';
import { unknownEnumValue } from '@org/http-core';
import { isSignatureError, isValidationError } from '@org/http-core/errors';
import { afterEach, describe, expect, it } from 'vitest';
import type { Alert } from '../models/alert.js';
import type { AlertEventType } from '../models/alerting.js';
import { useSetup } from '../test-support/setup.js';
import { childKey, distributionIds } from '../testing/index.js';
import { readAlert, type ReadAlertOptions } from './read-alert.js';

const token = 'alert-url-token-0123456789abcdef';

/** A receiver on 127.0.0.1 that reads every request with `readAlert`. */
async function receiver(options: ReadAlertOptions = {}) {
  const outcomes: Array<{ alert?: Alert; error?: unknown; bytesSeen: number }> = [];
  const server: Server = createServer((req, res) => {
    let bytesSeen = 0;
    req.on('data', (chunk: Buffer) => (bytesSeen += chunk.length));
    readAlert(req, options).then(
      (alert) => {
        outcomes.push({ alert, bytesSeen });
        res.writeHead(204).end();
      },
      (error: unknown) => {
        outcomes.push({ error, bytesSeen });
        res.writeHead(isSignatureError(error) ? 401 : 400, { connection: 'close' }).end();
      },
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/alerts`;
  const post = (url: string, body: string | Uint8Array<ArrayBuffer>, headers: Record<string, string> = { 'content-type': 'application/json' }) =>
    fetch(url, { method: 'POST', body, headers }).then(
      (answer) => answer.status,
      () => undefined,
    );
  return { outcomes, base, post, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

const crashGroup = {
  id: '3698593379u',
  name: 'android.app.Activity.performResume (Activity.java:5084)',
  reason: 'android.app.SuperNotCalledException',
  url: 'https://portal.example/crashes/3698593379u',
  app_display_name: 'Demo',
  app_platform: 'Java',
  app_version: '2.0.1(42)',
  stack_trace: ['at Activity.performResume'],
  affected_users: 0,
  crash_count: 0,
  sent_at: '2026-11-27T04:00:00.000Z',
  app_id: '48573473-f069-4715-8bab-9ae42cec48b2',
  new_field: { kept: true },
};

describe('readAlert', () => {
  const s = useSetup();
  const open: Array<() => Promise<void>> = [];
  afterEach(async () => {
    await Promise.all(open.splice(0).map((close) => close()));
  });
  async function start(options?: ReadAlertOptions) {
    const r = await receiver(options);
    open.push(r.close);
    return r;
  }
  /** Points a webhook of the seeded app at `url` for `events`. */
  function hook(url: string, events: AlertEventType[]) {
    const webhook = { id: `w-${events.join('-')}`, name: 'Receiver', url, enabled: true, event_types: events };
    s.fake.state.alertWebhooks.set(childKey(s.seeded.appId, webhook.id), { appId: s.seeded.appId, webhook });
  }

  it('reads a release alert the fake posts when a release reaches a group, typed, with its token checked', async () => {
    const r = await start({ urlToken: token });
    hook(`${r.base}?token=${token}`, ['newAppReleased']);
    // Release 1 went to the beta testers; now it reaches the collaborators too, and only they are news.
    await s.client.releases.update({ ...s.app, releaseId: 1, body: { destinations: [{ name: distributionIds.betaGroup }, { name: distributionIds.collaboratorsGroup }], mandatory_update: true } });
    const [attempt, more] = await s.fake.outbox.flush();
    expect(attempt).toMatchObject({ status: 204, accepted: true });
    expect(more).toBeUndefined();
    const { alert } = r.outcomes[0]!;
    expect(alert?.kind).toBe('newAppReleased');
    if (alert?.kind !== 'newAppReleased') return;
    expect(alert.payload).toMatchObject({ release_id: '1', mandatory_update: true, app_id: s.seeded.appId, sent_at: new Date(attempt!.at).toISOString() });
    expect(typeof alert.payload.install_link).toBe('string');
  });

  it('reads a build alert the fake posts when a build finishes', async () => {
    const r = await start();
    hook(r.base, [unknownEnumValue('buildCompleted')]);
    const build = await s.client.builds.create({ ...s.app, branch: s.fake.ids.configuredBranch });
    for (let i = 0; i < 3; i++) await s.client.builds.get({ ...s.app, buildId: build.id });
    await s.fake.outbox.flush();
    expect(r.outcomes.map((o) => o.alert)).toEqual([
      { kind: 'buildCompleted', payload: expect.objectContaining({ build_id: String(build.id), build_status: 'Succeeded', branch: s.fake.ids.configuredBranch }) },
    ]);
  });

  it('types a crash group alert and keeps unknown fields; returns an undocumented body whole as unknown', async () => {
    const r = await start();
    hook(r.base, ['newCrashGroupCreated']);
    s.fake.outbox.send(s.seeded.appId, 'newCrashGroupCreated', crashGroup);
    s.fake.outbox.send(s.seeded.appId, 'newCrashGroupCreated', { text: 'A test alert', extra: [1, 2] });
    await s.fake.outbox.flush();
    const [crash, other] = r.outcomes.map((o) => o.alert);
    expect(crash).toEqual({ kind: 'newCrashGroupCreated', payload: { ...crashGroup, sent_at: expect.any(String) } });
    expect(other).toEqual({ kind: 'unknown', payload: { text: 'A test alert', extra: [1, 2], sent_at: expect.any(String) } });
  });

  it('refuses a wrong or missing URL token, without showing either token', async () => {
    const r = await start({ urlToken: token });
    const wrong = 'wrong-token-value-0000000000000000';
    expect(await r.post(`${r.base}?token=${wrong}`, JSON.stringify(crashGroup))).toBe(401);
    expect(await r.post(r.base, JSON.stringify(crashGroup))).toBe(401);
    const [mismatch, missing] = r.outcomes.map((o) => o.error);
    expect(isSignatureError(mismatch) && [mismatch.reason, mismatch.header]).toEqual(['mismatch', 'url']);
    expect(isSignatureError(missing) && missing.reason).toBe('missing');
    for (const shown of [String(mismatch), JSON.stringify(mismatch), inspect(mismatch)]) {
      expect(shown).not.toContain(token);
      expect(shown).not.toContain(wrong);
    }
  });

  it('reads the token from the path when told how', async () => {
    const r = await start({ urlToken: token, urlTokenOf: (url) => url.pathname.split('/').at(-1) });
    expect(await r.post(`${r.base}/${token}`, JSON.stringify(crashGroup))).toBe(204);
    expect(await r.post(`${r.base}/not-it`, JSON.stringify(crashGroup))).toBe(401);
  });

  it('delivers twice in duplicate mode, and retries an alert its receiver refused', async () => {
    const r = await start({ urlToken: token });
    hook(`${r.base}?token=not-the-token`, ['newCrashGroupCreated']);
    s.fake.outbox.duplicate = true;
    const queued = s.fake.outbox.send(s.seeded.appId, 'newCrashGroupCreated', crashGroup);
    expect(queued).toHaveLength(2);
    const attempts = await s.fake.outbox.flush();
    expect(attempts.map((a) => a.status)).toEqual([401, 401]);
    expect(s.fake.outbox.get(queued[0]!.id)).toMatchObject({ state: 'pending', dueAt: attempts[0]!.at + 60_000 });
  });

  it('refuses what is not a JSON object', async () => {
    const r = await start();
    await r.post(r.base, 'not json');
    await r.post(r.base, '[1]');
    await r.post(r.base, '{}', { 'content-type': 'text/html' });
    expect(r.outcomes.map((o) => isValidationError(o.error) && o.error.field)).toEqual(['body', 'body', 'content-type']);
  });

  it('refuses a 10 MB body before reading it all', async () => {
    const r = await start({ maxBytes: 64 * 1024 });
    const big = new Uint8Array(10 * 1024 * 1024);
    await r.post(r.base, big);
    const { error, bytesSeen } = r.outcomes[0]!;
    expect(isSignatureError(error) && error.reason).toBe('too-large');
    expect(bytesSeen).toBeLessThan(big.length);
  });

  it('reads a web Request as well, the token from the configured address behind a proxy', async () => {
    const request = new Request('http://internal:8080/alerts', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(crashGroup) });
    const alert = await readAlert(request, { urlToken: token, url: `https://hooks.example.com/alerts?token=${token}` });
    expect(alert.kind).toBe('newCrashGroupCreated');
  });
});
