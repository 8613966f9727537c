import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createEventTriggerClient } from '../client.js';
import type { TriggerEvent } from '../models/trigger-event.js';
import { readTriggerEvent } from '../read-trigger-event.js';
import { EVENT_RETRY_DELAYS_MS, sampleTrigger, startEventTriggerFake } from './index.js';

/** A Cloud Run service stand-in on 127.0.0.1: reads events with `readTriggerEvent`, handles each id once. */
async function service() {
  const read: Array<{ path: string; event: TriggerEvent }> = [];
  const handled = new Map<string, TriggerEvent>();
  const failNext: number[] = [];
  const server: Server = createServer((req, res) => {
    readTriggerEvent(req).then(
      (event) => {
        read.push({ path: req.url ?? '', event });
        const status = failNext.shift();
        if (status !== undefined) return void res.writeHead(status).end();
        handled.set(`${event.source}:${event.id}`, event);
        res.writeHead(204).end();
      },
      () => res.writeHead(400).end(),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url, read, handled, failNext, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

const published = { type: 'google.cloud.pubsub.topic.v1.messagePublished', source: '//pubsub.googleapis.com/projects/demo/topics/orders' };

describe('the fake delivers CloudEvents to the destinations of matching triggers', () => {
  const open: Array<() => Promise<void>> = [];
  let clock = Date.parse('2026-11-27T04:00:00Z');
  afterEach(async () => {
    await Promise.all(open.splice(0).map((close) => close()));
  });

  async function setUp() {
    const fake = await startEventTriggerFake({ pollsToComplete: 0, now: () => new Date(clock) });
    const run = await service();
    open.push(() => fake.close(), run.close);
    const client = createEventTriggerClient({ baseUrl: fake.url, token: fake.token });
    await client.triggers.create({ parent: fake.parent, triggerId: 'orders', body: sampleTrigger() });
    await client.triggers.create({
      parent: fake.parent,
      triggerId: 'audits',
      body: sampleTrigger({
        matchingCriteria: [
          { attribute: 'type', value: 'google.cloud.audit.log.v1.written' },
          { attribute: 'methodname', value: 'storage.objects.create' },
        ],
        destination: { cloudRunService: { service: 'orders-handler', region: 'us-central1', path: 'audit' } },
      }),
    });
    fake.route('orders-handler', run.url);
    return { fake, run };
  }

  it('sends a matching event in binary mode to the destination path; the reader gets it typed', async () => {
    const { fake, run } = await setUp();
    expect(fake.publish({ ...published, subject: 'orders/1', data: { message: { messageId: '7' } } })).toHaveLength(1);
    expect(fake.publish({ type: 'google.cloud.audit.log.v1.written', source: '//cloudaudit.googleapis.com/projects/demo', extensions: { methodname: 'other' } })).toEqual([]);
    fake.publish({ type: 'google.cloud.audit.log.v1.written', source: '//cloudaudit.googleapis.com/projects/demo', extensions: { methodname: 'storage.objects.create' } });
    expect((await fake.outbox.flush()).map((attempt) => attempt.status)).toEqual([204, 204]);
    expect(run.read.map(({ path }) => path)).toEqual(['/events', '/audit']);
    expect(run.read[0]!.event).toEqual({
      id: '1',
      ...published,
      specversion: '1.0',
      subject: 'orders/1',
      time: '2026-11-27T04:00:00.000Z',
      datacontenttype: 'application/json',
      extensions: {},
      data: { message: { messageId: '7' } },
      mode: 'binary',
    });
    expect(run.read[1]!.event.extensions).toEqual({ methodname: 'storage.objects.create' });
  });

  it('redelivers an event its destination refused, 10 s then 20 s later on the fake clock', async () => {
    const { fake, run } = await setUp();
    run.failNext.push(503, 500);
    const [queued] = fake.publish(published);
    const start = clock;
    const sent: number[] = [];
    for (const step of [0, 9_999, 1, 20_000]) {
      clock += step;
      for (const attempt of await fake.outbox.flush()) sent.push(attempt.at - start);
    }
    expect(sent).toEqual([0, 10_000, 30_000]);
    expect(fake.outbox.get(queued!.id)!.state).toBe('delivered');
    expect(Math.max(...EVENT_RETRY_DELAYS_MS)).toBe(600_000);
  });

  it('delivers a duplicate with the same id when told, and replays byte for byte; an idempotent receiver handles it once', async () => {
    const { fake, run } = await setUp();
    const [first] = fake.publish(published, { duplicate: true });
    await fake.outbox.flush();
    await fake.outbox.replay(first!.id);
    expect(run.read.map(({ event }) => event.id)).toEqual(['1', '1', '1']);
    expect(run.handled.size).toBe(1);
  });

  it('refuses to deliver beyond this machine', async () => {
    const { fake } = await setUp();
    expect(() => fake.route('orders-handler', 'https://orders.example.com')).toThrow(/loopback/);
  });
});
