// The tasks of README.md, run against the fake as a user would write them.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { batchUpdateOutcomes, isApiError, isKnownWebhookEvent, isNotFoundError, isSignatureError, readWebhookEvents, type WebhookEvent } from './index.js';
import { startWebhooksFake } from './testing/index.js';

const fake = await startWebhooksFake();
const client = fake.client();
const appId = fake.appId;
afterAll(() => fake.close());
beforeEach(() => fake.reset());

describe('README tasks', () => {
  it('points an app at a new endpoint, keeping its throttling', async () => {
    const throttling = { maxConcurrentRequests: 10, period: 'SECONDLY' } as const;
    const pointAt = async (targetUrl: string) => {
      const current = await client.settings.get({ appId }).catch((error: unknown) => {
        if (isNotFoundError(error)) return undefined;
        throw error;
      });
      return client.settings.configure({ appId, body: { ...(current ?? { throttling }), targetUrl } });
    };

    await pointAt('https://hooks.example.com/webhooks');
    fake.state.configureSettings(appId, { ...fake.state.settings(appId), throttling: { maxConcurrentRequests: 3, period: 'ROLLING_MINUTE' } });
    const moved = await pointAt('https://new-hooks.example.com/webhooks');
    expect(moved).toMatchObject({ targetUrl: 'https://new-hooks.example.com/webhooks', throttling: { maxConcurrentRequests: 3, period: 'ROLLING_MINUTE' } });
  });

  it('subscribes to contact creation', async () => {
    const created = await client.subscriptions.create({ appId, body: { eventType: 'contact.creation', active: true } });
    expect(fake.state.subscription(appId, created.id)).toMatchObject({ eventType: 'contact.creation', active: true });
  });

  it('deactivates many subscriptions at once and reports the ones that failed', async () => {
    const deals = [
      fake.state.addSubscription(appId, { eventType: 'deal.creation', active: true }),
      fake.state.addSubscription(appId, { eventType: 'deal.deletion', active: true }),
    ];
    fake.state.addSubscription(appId, { eventType: 'contact.creation', active: true });

    const { results } = await client.subscriptions.list({ appId });
    const inputs = results.filter((s) => s.eventType.startsWith('deal.')).map((s) => ({ id: s.id, active: false }));
    fake.state.archiveSubscription(appId, deals[1]!.id); // archived meanwhile: this one must be reported as failed
    const answer = await client.subscriptions.batchUpdate({ appId, body: { inputs } });
    const report = batchUpdateOutcomes(inputs, answer);

    expect(report.updated.map((o) => o.id)).toEqual([deals[0]!.id]);
    expect(report.failed.map((o) => o.id)).toEqual([deals[1]!.id]);
    expect(fake.state.subscriptions(appId).map((s) => [s.eventType, s.active])).toEqual([
      ['deal.creation', false],
      ['contact.creation', true],
    ]);
  });

  it('tests a receiver with the fake: a bad signature refused, its retry accepted', async () => {
    let clock = Date.parse('2024-05-06T07:08:09Z');
    await using fake = await startWebhooksFake({ now: () => new Date(clock), clientSecret: 'test-secret' });
    const received: WebhookEvent[] = [];
    const receiver = createServer(async (req, res) => {
      try {
        received.push(...(await readWebhookEvents(req, { clientSecret: 'test-secret', now: () => clock })));
        res.writeHead(204).end();
      } catch (error) {
        res.writeHead(isSignatureError(error) ? 401 : 500, { connection: 'close' }).end();
      }
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = receiver.address() as AddressInfo;
      const client = fake.client();
      await client.settings.configure({
        appId: fake.appId,
        body: { targetUrl: `http://127.0.0.1:${port}/webhooks`, throttling: { maxConcurrentRequests: 10, period: 'SECONDLY' } },
      });
      await client.subscriptions.create({ appId: fake.appId, body: { eventType: 'contact.creation', active: true } });

      fake.emit({ eventType: 'contact.creation', objectId: 42 });
      await fake.outbox.flush({ signature: 'bad' });
      clock += 60_000;
      await fake.outbox.flush();
      const [delivery] = fake.outbox.list();
      expect(delivery?.attempts.map((attempt) => attempt.status)).toEqual([401, 204]);
      expect(received.map((event) => [event.subscriptionType, event.objectId, event.attemptNumber])).toEqual([['contact.creation', 42, 1]]);
    } finally {
      await new Promise((resolve) => receiver.close(resolve));
    }
  });

  it('handles each event once, whatever arrives twice', async () => {
    const handledEvents = new Set<number>();
    const emails = new Map<number, string | undefined>();
    // As the README's handleOnce, with a set for the table.
    const handleOnce = async (event: WebhookEvent) => {
      if (handledEvents.has(event.eventId)) return;
      handledEvents.add(event.eventId);
      if (!isKnownWebhookEvent(event)) return;
      switch (event.subscriptionType) {
        case 'contact.propertyChange':
          if (event.propertyName === 'email') emails.set(event.objectId, event.propertyValue);
          break;
        case 'contact.deletion':
        case 'contact.privacyDeletion':
          emails.delete(event.objectId);
          break;
      }
    };
    const changes: number[] = [];
    const receiver = createServer(async (req, res) => {
      try {
        for (const event of await readWebhookEvents(req, { clientSecret: fake.clientSecret })) {
          changes.push(event.eventId);
          await handleOnce(event);
        }
        res.writeHead(204).end();
      } catch (error) {
        res.writeHead(isSignatureError(error) ? 401 : 500, { connection: 'close' }).end();
      }
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = receiver.address() as AddressInfo;
      fake.state.configureSettings(appId, { targetUrl: `http://127.0.0.1:${port}/webhooks`, throttling: { maxConcurrentRequests: 10, period: 'SECONDLY' } });
      fake.state.addSubscription(appId, { eventType: 'contact.propertyChange', propertyName: 'email', active: true });
      fake.emit({ eventType: 'contact.propertyChange', objectId: 7, propertyName: 'email', propertyValue: 'a@example.com' });
      await fake.outbox.flush();
      const [delivery] = fake.outbox.list();
      await fake.outbox.replay(delivery!.id);
      fake.outbox.duplicate(delivery!.id);
      await fake.outbox.flush();
      expect(changes).toEqual([1, 1, 1]);
      expect([...emails]).toEqual([[7, 'a@example.com']]);
    } finally {
      await new Promise((resolve) => receiver.close(resolve));
    }
  });

  it('reads an error’s status, category, message and correlation id', async () => {
    const error = await client.subscriptions.get({ appId, subscriptionId: '1234' }).catch((e: unknown) => e);
    expect(isApiError(error)).toBe(true);
    if (!isApiError(error)) return;
    expect([error.status, error.code, error.serviceMessage, error.requestId]).toEqual([
      404,
      'OBJECT_NOT_FOUND',
      `No subscription 1234 in app ${appId}`,
      fake.requests.at(-1)!.requestId,
    ]);
  });
});
