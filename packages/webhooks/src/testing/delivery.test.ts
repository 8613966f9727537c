import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { startWebhooksFake, type FakeEvent } from './index.js';

/** A receiving endpoint on 127.0.0.1 that records what it is sent and answers `status`. */
interface Receiver {
  readonly url: string;
  readonly received: Array<{ method: string; path: string; contentType: string | undefined; events: FakeEvent[] }>;
  status: number;
  close(): Promise<void>;
}

async function startReceiver(): Promise<Receiver> {
  const received: Receiver['received'] = [];
  const read = async (req: IncomingMessage) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString('utf8');
  };
  const receiver = {} as Receiver;
  const server: Server = createServer((req, res) => {
    void read(req).then((text) => {
      received.push({ method: req.method!, path: req.url!, contentType: req.headers['content-type'], events: JSON.parse(text) as FakeEvent[] });
      res.writeHead(receiver.status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(receiver, {
    url: `http://127.0.0.1:${port}/hooks`,
    received,
    status: 204,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}

const fake = await startWebhooksFake({ now: () => new Date('2024-05-06T07:08:09.000Z') });
const receiver = await startReceiver();
const client = fake.client();
const appId = fake.appId;
const throttling = { maxConcurrentRequests: 10, period: 'SECONDLY' } as const;

afterAll(async () => {
  await fake.close();
  await receiver.close();
});
beforeEach(async () => {
  fake.reset();
  receiver.received.length = 0;
  receiver.status = 204;
  await client.settings.configure({ appId, body: { targetUrl: receiver.url, throttling } });
});

describe('fake.deliver', () => {
  it('POSTs a change for an active subscription to the configured target URL', async () => {
    const sub = await client.subscriptions.create({ appId, body: { eventType: 'contact.creation', active: true } });
    const delivery = await fake.deliver({ eventType: 'contact.creation', objectId: 42 });

    const expected: FakeEvent = {
      eventId: 'event-1',
      appId,
      subscriptionId: sub.id,
      eventType: 'contact.creation',
      objectId: '42',
      occurredAt: '2024-05-06T07:08:09.000Z',
    };
    expect(receiver.received).toEqual([{ method: 'POST', path: '/hooks', contentType: 'application/json', events: [expected] }]);
    expect(delivery).toEqual({ targetUrl: receiver.url, events: [expected], status: 204, ok: true });
    expect(fake.deliveries).toEqual([delivery]);
  });

  it('sends nothing for inactive, archived or other-type subscriptions', async () => {
    fake.state.addSubscription(appId, { eventType: 'contact.creation' });
    const archived = fake.state.addSubscription(appId, { eventType: 'contact.creation', active: true });
    fake.state.archiveSubscription(appId, archived.id);
    fake.state.addSubscription(appId, { eventType: 'deal.creation', active: true });

    await expect(fake.deliver({ eventType: 'contact.creation', objectId: 1 })).resolves.toBeUndefined();
    expect(receiver.received).toEqual([]);
    expect(fake.deliveries).toEqual([]);
  });

  it('starts delivering once a subscription is activated', async () => {
    const sub = await client.subscriptions.create({ appId, body: { eventType: 'deal.creation' } });
    await expect(fake.deliver({ eventType: 'deal.creation', objectId: 1 })).resolves.toBeUndefined();
    await client.subscriptions.update({ appId, subscriptionId: sub.id, body: { active: true } });
    await expect(fake.deliver({ eventType: 'deal.creation', objectId: 1 })).resolves.toMatchObject({ ok: true });
    expect(receiver.received).toHaveLength(1);
  });

  it('delivers a property change to subscriptions watching that property, or no property', async () => {
    const email = fake.state.addSubscription(appId, { eventType: 'contact.propertyChange', propertyName: 'email', active: true });
    fake.state.addSubscription(appId, { eventType: 'contact.propertyChange', propertyName: 'phone', active: true });
    const any = fake.state.addSubscription(appId, { eventType: 'contact.propertyChange', active: true });

    const delivery = await fake.deliver({ eventType: 'contact.propertyChange', objectId: '7', propertyName: 'email', propertyValue: 'a@example.com' });
    expect(delivery?.events.map((e) => e.subscriptionId)).toEqual([email.id, any.id]);
    expect(receiver.received[0]?.events[0]).toMatchObject({ propertyName: 'email', propertyValue: 'a@example.com' });
  });

  it('goes to the current target URL after a reconfiguration', async () => {
    const second = await startReceiver();
    try {
      fake.state.addSubscription(appId, { eventType: 'ticket.creation', active: true });
      await client.settings.configure({ appId, body: { targetUrl: second.url, throttling } });
      await fake.deliver({ eventType: 'ticket.creation', objectId: 3 });
      expect(second.received).toHaveLength(1);
      expect(receiver.received).toHaveLength(0);
    } finally {
      await second.close();
    }
  });

  it('reports what the receiver answered, without retrying', async () => {
    receiver.status = 500;
    fake.state.addSubscription(appId, { eventType: 'ticket.creation', active: true });
    await expect(fake.deliver({ eventType: 'ticket.creation', objectId: 3 })).resolves.toMatchObject({ status: 500, ok: false });
    expect(receiver.received).toHaveLength(1);
  });

  it('reports a receiver that is not listening', async () => {
    const gone = await startReceiver();
    await gone.close();
    fake.state.addSubscription(appId, { eventType: 'ticket.creation', active: true });
    fake.state.configureSettings(appId, { targetUrl: gone.url, throttling });
    const delivery = await fake.deliver({ eventType: 'ticket.creation', objectId: 3 });
    expect(delivery).toMatchObject({ status: undefined, ok: false, error: expect.stringContaining('fetch failed') });
  });

  it('refuses to deliver without settings, or off the local machine', async () => {
    fake.state.addSubscription(appId, { eventType: 'ticket.creation', active: true });
    fake.state.configureSettings(appId, { targetUrl: 'https://hooks.example.com/events', throttling });
    await expect(fake.deliver({ eventType: 'ticket.creation', objectId: 3 })).rejects.toThrow(/only to the local machine/);
    await client.settings.clear({ appId });
    await expect(fake.deliver({ eventType: 'ticket.creation', objectId: 3 })).rejects.toThrow(/has no webhook settings/);
  });

  it('forgets deliveries and numbers events from 1 again after reset', async () => {
    fake.state.addSubscription(appId, { eventType: 'ticket.creation', active: true });
    await fake.deliver({ eventType: 'ticket.creation', objectId: 3 });
    fake.reset();
    expect(fake.deliveries).toEqual([]);
    fake.state.configureSettings(appId, { targetUrl: receiver.url, throttling });
    fake.state.addSubscription(appId, { eventType: 'ticket.creation', active: true });
    await expect(fake.deliver({ eventType: 'ticket.creation', objectId: 3 })).resolves.toMatchObject({ events: [{ eventId: 'event-1', subscriptionId: '1' }] });
  });
});
