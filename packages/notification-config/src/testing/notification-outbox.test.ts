import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { isSignatureError, type SignatureProblem } from '@org/http-core/errors';
import { afterEach, describe, expect, it } from 'vitest';
import { createNotificationConfigClient } from '../client.js';
import type { PlatformNotification } from '../models/platform-notification.js';
import { readNotification, type ReadNotificationOptions } from '../read-notification.js';
import { NOTIFICATION_RETRY_DELAYS_MS, startNotificationConfigFake, type NotificationConfigFake } from './index.js';

const hmacKey = '9f3c1d2e4b5a69788796a5b4c3d2e1f00f1e2d3c4b5a69788796a5b4c3d2e1f0';
const fakeKey = '0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef';

/**
 * A user's endpoint on 127.0.0.1: reads each notification with `readNotification`, handles each one once (by
 * pspReference, event type and date), answers `[accepted]`, or the status it is told to answer next.
 */
async function endpoint(options: ReadNotificationOptions) {
  const handled = new Map<string, PlatformNotification>();
  const read: PlatformNotification[] = [];
  const refused: SignatureProblem[] = [];
  const failNext: number[] = [];
  const server: Server = createServer((req, res) => {
    readNotification(req, options).then(
      (notification) => {
        read.push(notification);
        const status = failNext.shift();
        if (status !== undefined) return void res.writeHead(status).end();
        const key = `${notification.pspReference}:${notification.eventType}:${notification.eventDate}`;
        if (!handled.has(key)) handled.set(key, notification);
        res.writeHead(200, { 'content-type': 'text/plain' }).end('[accepted]');
      },
      (error: unknown) => {
        if (isSignatureError(error)) refused.push(error.reason);
        res.writeHead(401).end();
      },
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/notifications`;
  return { url, handled, read, refused, failNext, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

describe('the fake sends signed notifications for the events it simulates', () => {
  const open: Array<() => Promise<void>> = [];
  let clock = Date.parse('2026-11-27T04:00:00Z');
  afterEach(async () => {
    await Promise.all(open.splice(0).map((close) => close()));
  });

  async function setUp(details: Record<string, unknown>, read: ReadNotificationOptions = { hmacKey }, fakeOptions = {}) {
    const fake: NotificationConfigFake = await startNotificationConfigFake({ now: () => clock, ...fakeOptions });
    const receiver = await endpoint(read);
    open.push(() => fake.close(), receiver.close);
    const client = createNotificationConfigClient({ apiKey: fake.apiKey, baseUrl: fake.url });
    await client.configurations.create({
      body: {
        configurationDetails: {
          notifyURL: receiver.url,
          eventConfigs: [{ eventType: 'ACCOUNT_HOLDER_VERIFICATION', includeMode: 'INCLUDE' }],
          ...details,
        },
      },
    });
    return { fake, receiver, client };
  }

  it('delivers to the subscribed configuration with its credentials and signature; the reader verifies and types it', async () => {
    const { fake, receiver } = await setUp(
      { hmacSignatureKey: hmacKey, notifyUsername: 'hooks', notifyPassword: 'receiver-pass' },
      { hmacKey, basicAuth: { username: 'hooks', password: 'receiver-pass' } },
    );
    fake.emit('ACCOUNT_HOLDER_VERIFICATION', { content: { accountHolderCode: 'AH-7', verification: { kept: true } }, pspReference: '8816000000000001' });
    expect(fake.emit('ACCOUNT_CREATED')).toEqual([]);
    const attempts = await fake.outbox.flush();
    expect(attempts.map((attempt) => [attempt.status, attempt.accepted])).toEqual([[200, true]]);
    expect(receiver.read).toEqual([
      {
        eventType: 'ACCOUNT_HOLDER_VERIFICATION',
        eventDate: '2026-11-27T04:00:00.000Z',
        executingUserKey: 'ws@MarketPlace.TestPlatform',
        live: false,
        pspReference: '8816000000000001',
        content: { accountHolderCode: 'AH-7', verification: { kept: true } },
        known: true,
      },
    ]);
  });

  it('signs with the fake key a configuration without its own, and sends unsigned when there is no key at all', async () => {
    const signed = await setUp({}, { hmacKey: fakeKey }, { hmacKey: fakeKey });
    signed.fake.emit('ACCOUNT_HOLDER_VERIFICATION');
    await signed.fake.outbox.flush();
    expect(signed.receiver.read.map((n) => n.eventType)).toEqual(['ACCOUNT_HOLDER_VERIFICATION']);

    const unsigned = await setUp({}, { hmacKey: fakeKey });
    unsigned.fake.emit('ACCOUNT_HOLDER_VERIFICATION');
    await unsigned.fake.outbox.flush();
    expect(unsigned.receiver.refused).toEqual(['missing']);
  });

  it('sends a bad signature when told; the receiver refuses it and the service retries on its schedule', async () => {
    const { fake, receiver } = await setUp({ hmacSignatureKey: hmacKey });
    const [queued] = fake.emit('ACCOUNT_HOLDER_VERIFICATION', {}, { signature: 'bad' });
    expect((await fake.outbox.flush()).map((attempt) => attempt.status)).toEqual([401]);
    expect(receiver.refused).toEqual(['mismatch']);
    expect(fake.outbox.get(queued!.id)).toMatchObject({ state: 'pending', dueAt: clock + NOTIFICATION_RETRY_DELAYS_MS[0]! });
  });

  it('retries a notification the endpoint did not accept, after 9 s, 9 s, 9 s and 2 minutes, until it is accepted', async () => {
    const { fake, receiver } = await setUp({ hmacSignatureKey: hmacKey });
    receiver.failNext.push(500, 503, 500, 500);
    const [queued] = fake.emit('ACCOUNT_HOLDER_VERIFICATION');
    const start = clock;
    const sent: number[] = [];
    for (const step of [0, 9_000, 9_000, 9_000, 119_999, 1]) {
      clock += step;
      for (const attempt of await fake.outbox.flush()) sent.push(attempt.at - start);
    }
    expect(sent).toEqual([0, 9_000, 18_000, 27_000, 147_000]);
    expect(fake.outbox.get(queued!.id)!.state).toBe('delivered');
    // Five attempts with the same bytes: handled once.
    expect(receiver.read).toHaveLength(5);
    expect(new Set(receiver.read.map((n) => JSON.stringify(n))).size).toBe(1);
    expect(receiver.handled.size).toBe(1);
    expect(NOTIFICATION_RETRY_DELAYS_MS.reduce((sum, delay) => sum + delay, 0)).toBeLessThanOrEqual(30 * 24 * 3_600_000);
  });

  it('replays a delivery byte for byte and sends a duplicate when told; an idempotent receiver handles each event once', async () => {
    const { fake, receiver } = await setUp({ hmacSignatureKey: hmacKey });
    const [first] = fake.emit('ACCOUNT_HOLDER_VERIFICATION', { pspReference: '1' });
    const twice = fake.emit('ACCOUNT_HOLDER_VERIFICATION', { pspReference: '2' }, { duplicate: true });
    expect(twice).toHaveLength(2);
    await fake.outbox.flush();
    expect((await fake.outbox.replay(first!.id)).status).toBe(200);
    const sent = fake.outbox.list().map((delivery) => delivery.attempts[0]!.request);
    expect(sent[1]).toEqual(sent[2]);
    // The service signs no time, so a replay verifies: only idempotency keeps it from being handled twice.
    expect(receiver.read.map((n) => n.pspReference)).toEqual(['1', '2', '2', '1']);
    expect([...receiver.handled.keys()].map((key) => key.split(':')[0])).toEqual(['1', '2']);
  });
});
