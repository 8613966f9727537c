import { unknownEnumValue } from '@org/http-core';
import { describe, expect, it } from 'vitest';
import type { AlertEventType } from '../models/alerting.js';
import { useSetup } from '../test-support/setup.js';
import { childKey } from './index.js';

describe('fake alert outbox', () => {
  const s = useSetup();
  const hook = (id: string, url: string, events: AlertEventType[], enabled = true) =>
    s.fake.state.alertWebhooks.set(childKey(s.seeded.appId, id), { appId: s.seeded.appId, webhook: { id, name: id, url, enabled, event_types: events } });

  it('queues an alert only for enabled loopback webhooks that list its event', () => {
    hook('on', 'http://127.0.0.1:9/on', ['newCrashGroupCreated']);
    hook('off', 'http://127.0.0.1:9/off', ['newCrashGroupCreated'], false);
    hook('other', 'http://127.0.0.1:9/other', ['newAppReleased']);
    hook('far', 'https://hooks.example.com/far', ['newCrashGroupCreated']);
    const queued = s.fake.outbox.send(s.seeded.appId, 'newCrashGroupCreated', { id: 'g' });
    expect(queued).toHaveLength(1);
    expect(s.fake.outbox.list()).toHaveLength(1);
  });

  it('sends no build alert for a cancelled build, and forgets alerts and duplicate mode on reset', async () => {
    hook('builds', 'http://127.0.0.1:9/builds', [unknownEnumValue('buildCompleted')]);
    const build = await s.client.builds.create({ ...s.app, branch: s.fake.ids.configuredBranch });
    await s.client.builds.cancel({ ...s.app, buildId: build.id, body: { status: 'cancelling' } });
    expect((await s.client.builds.get({ ...s.app, buildId: build.id })).result).toBe('canceled');
    expect(s.fake.outbox.list()).toEqual([]);
    s.fake.outbox.duplicate = true;
    s.fake.outbox.send(s.seeded.appId, 'buildCompleted', {});
    await s.fake.reset();
    expect([s.fake.outbox.list(), s.fake.outbox.duplicate]).toEqual([[], false]);
  });
});
