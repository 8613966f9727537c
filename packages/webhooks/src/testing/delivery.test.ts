import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { unknownEnumValue } from '@org/http-core';
import { isSignatureError, type SignatureProblem } from '@org/http-core/errors';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { readWebhookEvents } from '../receive/read-webhook-events.js';
import type { WebhookEvent } from '../receive/webhook-event.js';
import { startWebhooksFake } from './index.js';

let clock = Date.UTC(2024, 4, 6, 7, 8, 9);
const fake = await startWebhooksFake({ now: () => new Date(clock), clientSecret: 'app-client-secret-for-this-test' });
const client = fake.client();
const appId = fake.appId;
const throttling = { maxConcurrentRequests: 10, period: 'SECONDLY' } as const;

/**
 * A receiver on 127.0.0.1 as a user writes one: it checks each delivery with `readWebhookEvents` on the fake's
 * clock, handles each event once (by `eventId`), and answers `answers.shift()` (default 204) to a valid one.
 */
interface Receiver {
  readonly url: string;
  /** Per request: what it read, or why it refused. */
  readonly requests: Array<{ path: string; headers: Record<string, string | string[] | undefined>; events?: WebhookEvent[]; refused?: SignatureProblem }>;
  /** Events handled, each once. */
  readonly handled: WebhookEvent[];
  readonly answers: number[];
  /** Forgets everything, the events handled included. */
  reset(): void;
  close(): Promise<void>;
}

async function startReceiver(): Promise<Receiver> {
  const requests: Receiver['requests'] = [];
  const handled: WebhookEvent[] = [];
  const seen = new Set<number>();
  const answers: number[] = [];
  const server: Server = createServer((req, res) => {
    readWebhookEvents(req, { clientSecret: fake.clientSecret, now: () => clock }).then(
      (events) => {
        requests.push({ path: req.url!, headers: req.headers, events });
        const status = answers.shift() ?? 204;
        if (status < 300) {
          for (const event of events) {
            if (seen.has(event.eventId)) continue;
            seen.add(event.eventId);
            handled.push(event);
          }
        }
        res.writeHead(status).end();
      },
      (error: unknown) => {
        requests.push({ path: req.url!, headers: req.headers, ...(isSignatureError(error) ? { refused: error.reason } : {}) });
        res.writeHead(401).end();
      },
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const reset = () => {
    requests.length = 0;
    handled.length = 0;
    answers.length = 0;
    seen.clear();
  };
  return { url: `http://127.0.0.1:${port}/hooks?app=${appId}`, requests, handled, answers, reset, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

const receiver = await startReceiver();
afterAll(async () => {
  await fake.close();
  await receiver.close();
});
beforeEach(async () => {
  fake.reset();
  receiver.reset();
  clock = Date.UTC(2024, 4, 6, 7, 8, 9);
  await client.settings.configure({ appId, body: { targetUrl: receiver.url, throttling } });
});

describe('the fake’s signed deliveries', () => {
  it('sends an emitted change to the target URL, signed so that readWebhookEvents verifies it, in the documented shape', async () => {
    const sub = await client.subscriptions.create({ appId, body: { eventType: 'contact.propertyChange', propertyName: 'email', active: true } });
    const emitted = fake.emit({ eventType: 'contact.propertyChange', objectId: 42, propertyName: 'email', propertyValue: 'a@example.com', changeSource: 'CRM_UI' });
    expect(receiver.requests).toEqual([]); // nothing is sent before a flush

    const attempts = await fake.outbox.flush();
    expect(attempts.map((a) => [a.status, a.accepted])).toEqual([[204, true]]);
    const expected = {
      eventId: 1,
      subscriptionId: Number(sub.id),
      portalId: fake.portalId,
      appId,
      occurredAt: clock,
      subscriptionType: 'contact.propertyChange',
      attemptNumber: 0,
      objectId: 42,
      propertyName: 'email',
      propertyValue: 'a@example.com',
      changeSource: 'CRM_UI',
    };
    expect(emitted).toEqual([expected]);
    expect(receiver.handled).toEqual([expected]);
    const { headers, path } = receiver.requests[0]!;
    expect(path).toBe(`/hooks?app=${appId}`);
    expect(headers['content-type']).toBe('application/json');
    expect(headers['x-hubspot-request-timestamp']).toBe(String(clock));
    // The older signature the service sends beside the current one.
    expect([headers['x-hubspot-signature-version'], headers['x-hubspot-signature']]).toEqual(['v1', expect.stringMatching(/^[0-9a-f]{64}$/)]);
    expect(fake.outbox.list()).toMatchObject([{ state: 'delivered', targetUrl: receiver.url, events: [expected] }]);
  });

  it('puts the changes waiting for a flush in one request, up to 100 events each', async () => {
    fake.state.addSubscription(appId, { eventType: 'deal.creation', active: true });
    for (let objectId = 1; objectId <= 150; objectId++) fake.emit({ eventType: 'deal.creation', objectId });
    expect(fake.outbox.waiting).toHaveLength(150);
    await fake.outbox.flush();
    expect(receiver.requests.map((r) => r.events?.length)).toEqual([100, 50]);
    expect(receiver.handled.map((e) => e.objectId)).toEqual(Array.from({ length: 150 }, (_, i) => i + 1));
    expect(fake.outbox.waiting).toEqual([]);
  });

  it('sends a change only to active subscriptions of its type, and a property change to those watching it or no property', async () => {
    fake.state.addSubscription(appId, { eventType: 'contact.creation' });
    const archived = fake.state.addSubscription(appId, { eventType: 'contact.creation', active: true });
    fake.state.archiveSubscription(appId, archived.id);
    expect(fake.emit({ eventType: 'contact.creation', objectId: 1 })).toEqual([]);
    const email = fake.state.addSubscription(appId, { eventType: 'contact.propertyChange', propertyName: 'email', active: true });
    fake.state.addSubscription(appId, { eventType: 'contact.propertyChange', propertyName: 'phone', active: true });
    const any = fake.state.addSubscription(appId, { eventType: 'contact.propertyChange', active: true });
    const events = fake.emit({ eventType: 'contact.propertyChange', objectId: 7, propertyName: 'email', propertyValue: 'b@example.com' });
    expect(events.map((e) => e.subscriptionId)).toEqual([Number(email.id), Number(any.id)]);
    await fake.outbox.flush();
    expect(receiver.requests).toHaveLength(1);
  });

  it('sends the fields a change gives, for types the SDK knows and types it does not', async () => {
    fake.state.addSubscription(appId, { eventType: unknownEnumValue('contact.associationChange'), active: true });
    fake.state.addSubscription(appId, { eventType: unknownEnumValue('quote.approval'), active: true });
    fake.emit({ eventType: 'contact.associationChange', associationType: 'CONTACT_TO_COMPANY', fromObjectId: 1, toObjectId: 2, associationRemoved: false, isPrimaryAssociation: true });
    fake.emit({ eventType: 'quote.approval', objectId: 3, approver: { id: 5 } });
    await fake.outbox.flush();
    expect(receiver.handled).toMatchObject([
      { subscriptionType: 'contact.associationChange', associationType: 'CONTACT_TO_COMPANY', fromObjectId: 1, toObjectId: 2 },
      { subscriptionType: 'quote.approval', objectId: 3, approver: { id: 5 } },
    ]);
  });

  it('retries a delivery the receiver did not accept on the documented schedule, each attempt signed at its own time', async () => {
    fake.state.addSubscription(appId, { eventType: 'ticket.creation', active: true });
    fake.emit({ eventType: 'ticket.creation', objectId: 3 });
    receiver.answers.push(500, 503);
    const started = clock;
    await fake.outbox.flush();
    const [delivery] = fake.outbox.list();
    expect(delivery).toMatchObject({ state: 'pending', dueAt: started + 60_000 });
    clock += 59_999;
    expect(await fake.outbox.flush()).toEqual([]);
    clock += 1;
    await fake.outbox.flush();
    clock += 5 * 60_000;
    await fake.outbox.flush();
    expect(fake.outbox.get(delivery!.id)!.state).toBe('delivered');
    expect(receiver.requests.map((r) => [r.headers['x-hubspot-request-timestamp'], r.events?.[0]?.attemptNumber])).toEqual([
      [String(started), 0],
      [String(started + 60_000), 1],
      [String(started + 6 * 60_000), 2],
    ]);
    expect(receiver.handled).toHaveLength(1);
  });

  it('gives up after ten retries spread over about a day', async () => {
    fake.state.addSubscription(appId, { eventType: 'ticket.creation', active: true });
    fake.emit({ eventType: 'ticket.creation', objectId: 3 });
    receiver.answers.push(...Array<number>(11).fill(500));
    const started = clock;
    await fake.outbox.flush();
    for (let retry = 0; retry < 10; retry++) {
      clock = fake.outbox.list()[0]!.dueAt!;
      await fake.outbox.flush();
    }
    const [delivery] = fake.outbox.list();
    expect(delivery!.state).toBe('failed');
    expect(delivery!.attempts).toHaveLength(11);
    expect(clock - started).toBeGreaterThan(23 * 3_600_000);
    expect(clock - started).toBeLessThanOrEqual(24 * 3_600_000);
  });

  it('sends a bad, stale or missing signature when told, which the reader refuses; the retry is signed as it should be', async () => {
    fake.state.addSubscription(appId, { eventType: 'ticket.creation', active: true });
    fake.emit({ eventType: 'ticket.creation', objectId: 3 });
    await fake.outbox.flush({ signature: 'bad' });
    clock = fake.outbox.list()[0]!.dueAt!;
    await fake.outbox.flush({ signature: 'stale' });
    clock = fake.outbox.list()[0]!.dueAt!;
    await fake.outbox.flush({ signature: 'missing' });
    clock = fake.outbox.list()[0]!.dueAt!;
    await fake.outbox.flush();
    expect(receiver.requests.map((r) => r.refused ?? 'accepted')).toEqual(['mismatch', 'stale', 'missing', 'accepted']);
    expect(fake.outbox.list()[0]!.attempts.map((a) => a.status)).toEqual([401, 401, 401, 204]);
    expect(receiver.handled).toHaveLength(1);
  });

  it('replays a delivery byte for byte: its events are handled once, and once the window has passed it is refused', async () => {
    fake.state.addSubscription(appId, { eventType: 'ticket.creation', active: true });
    fake.emit({ eventType: 'ticket.creation', objectId: 3 });
    await fake.outbox.flush();
    const [delivery] = fake.outbox.list();
    clock += 60_000;
    expect((await fake.outbox.replay(delivery!.id)).status).toBe(204);
    clock += 5 * 60_000;
    expect((await fake.outbox.replay(delivery!.id)).status).toBe(401);
    const [first, replayed, late] = receiver.requests;
    expect(replayed!.headers['x-hubspot-signature-v3']).toBe(first!.headers['x-hubspot-signature-v3']);
    expect(replayed!.events).toEqual(first!.events);
    expect(late!.refused).toBe('stale');
    expect(receiver.handled).toHaveLength(1);
  });

  it('sends a duplicate: the same events, freshly signed, with the next attempt number; a receiver handles them once', async () => {
    fake.state.addSubscription(appId, { eventType: 'ticket.creation', active: true });
    fake.emit({ eventType: 'ticket.creation', objectId: 3 });
    await fake.outbox.flush();
    const [original] = fake.outbox.list();
    clock += 10 * 60_000;
    const duplicate = fake.outbox.duplicate(original!.id);
    expect(duplicate).toMatchObject({ duplicateOf: original!.id, state: 'pending' });
    await fake.outbox.flush();
    const [first, again] = receiver.requests;
    expect(again!.events!.map((e) => [e.eventId, e.attemptNumber])).toEqual([[first!.events![0]!.eventId, 1]]);
    expect(again!.headers['x-hubspot-request-timestamp']).toBe(String(clock));
    expect(receiver.handled).toHaveLength(1);
  });

  it('goes to the current target URL, and refuses to emit without settings or off the machine', async () => {
    const second = await startReceiver();
    try {
      fake.state.addSubscription(appId, { eventType: 'ticket.creation', active: true });
      await client.settings.configure({ appId, body: { targetUrl: second.url.replace('/hooks', '/other'), throttling } });
      fake.emit({ eventType: 'ticket.creation', objectId: 3 });
      await fake.outbox.flush();
      expect(second.requests.map((r) => [r.path.split('?')[0], r.refused ?? 'accepted'])).toEqual([['/other', 'accepted']]);
      expect(receiver.requests).toEqual([]);
    } finally {
      await second.close();
    }
    fake.state.configureSettings(appId, { targetUrl: 'https://hooks.example.com/events', throttling });
    expect(() => fake.emit({ eventType: 'ticket.creation', objectId: 3 })).toThrow(/only to the local machine/);
    await client.settings.clear({ appId });
    expect(() => fake.emit({ eventType: 'ticket.creation', objectId: 3 })).toThrow(/has no webhook settings/);
  });

  it('forgets deliveries and numbers events from 1 again after reset', async () => {
    fake.state.addSubscription(appId, { eventType: 'ticket.creation', active: true });
    fake.emit({ eventType: 'ticket.creation', objectId: 3 });
    await fake.outbox.flush();
    fake.emit({ eventType: 'ticket.creation', objectId: 4 });
    fake.reset();
    expect([fake.outbox.list(), fake.outbox.waiting]).toEqual([[], []]);
    fake.state.configureSettings(appId, { targetUrl: receiver.url, throttling });
    fake.state.addSubscription(appId, { eventType: 'ticket.creation', active: true });
    expect(fake.emit({ eventType: 'ticket.creation', objectId: 3 })).toMatchObject([{ eventId: 1, subscriptionId: 1 }]);
  });
});
