// The tasks of README.md, run against the fake as a user would write them.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { batchUpdateOutcomes, isApiError, isNotFoundError } from './index.js';
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

  it('tests a receiver locally with the fake’s delivery', async () => {
    const received: unknown[] = [];
    const receiver = createServer((req, res) => {
      let text = '';
      req.on('data', (chunk) => (text += chunk));
      req.on('end', () => {
        received.push(...(JSON.parse(text) as unknown[]));
        res.writeHead(204).end();
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = receiver.address() as AddressInfo;
      await client.settings.configure({
        appId,
        body: { targetUrl: `http://127.0.0.1:${port}/webhooks`, throttling: { maxConcurrentRequests: 10, period: 'SECONDLY' } },
      });
      await client.subscriptions.create({ appId, body: { eventType: 'contact.creation', active: true } });
      const delivery = await fake.deliver({ eventType: 'contact.creation', objectId: 42 });
      expect(delivery).toMatchObject({ status: 204, ok: true });
      expect(received).toEqual(delivery?.events);
      expect(received).toMatchObject([{ eventType: 'contact.creation', objectId: '42', appId }]);
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
