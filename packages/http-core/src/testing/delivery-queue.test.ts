import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { DeliveryQueue } from './delivery-queue.js';

async function receiver(statuses: number[]) {
  const seen: Array<{ headers: Record<string, string | string[] | undefined>; body: string }> = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      seen.push({ headers: req.headers, body });
      res.writeHead(statuses.shift() ?? 200).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/in`, seen, close: () => new Promise<void>((r) => server.close(() => r())) };
}

describe('DeliveryQueue', () => {
  const open: Array<() => Promise<void>> = [];
  afterEach(async () => {
    await Promise.all(open.splice(0).map((close) => close()));
  });

  it('retries a refused delivery when its delay has passed on the fake clock, building each attempt anew', async () => {
    const r = await receiver([500, 503]);
    open.push(r.close);
    let clock = 1_000;
    const queue = new DeliveryQueue({ now: () => clock, retryDelaysMs: [60_000, 120_000] });
    const queued = queue.enqueue((at, attempt) => ({ url: r.url, headers: { 'x-at': String(at), 'x-attempt': String(attempt) }, body: 'hello' }));
    expect((await queue.flush()).map((a) => [a.status, a.accepted])).toEqual([[500, false]]);
    expect(queue.get(queued.id)).toMatchObject({ state: 'pending', dueAt: 61_000 });
    clock += 59_999;
    expect(await queue.flush()).toEqual([]);
    clock += 1;
    expect((await queue.flush()).map((a) => a.status)).toEqual([503]);
    clock += 120_000;
    expect((await queue.flush()).map((a) => a.status)).toEqual([200]);
    expect(queue.get(queued.id)!.state).toBe('delivered');
    expect(r.seen.map((s) => [s.headers['x-attempt'], s.headers['x-at'], s.body])).toEqual([
      ['1', '1000', 'hello'],
      ['2', '61000', 'hello'],
      ['3', '181000', 'hello'],
    ]);
  });

  it('gives up when the retries run out, and counts an unreachable receiver as a refusal', async () => {
    const queue = new DeliveryQueue({ now: () => 0, retryDelaysMs: [0] });
    const queued = queue.enqueue(() => ({ url: 'http://127.0.0.1:9/in', headers: {}, body: '' }));
    await queue.flush();
    await queue.flush();
    expect(queue.get(queued.id)).toMatchObject({ state: 'failed', attempts: [{ accepted: false }, { accepted: false }] });
    expect(queue.get(queued.id)!.attempts[0]!.status).toBeUndefined();
  });

  it('counts an answer that does not come within timeoutMs as a refusal, and retries it', async () => {
    // A receiver that never answers: only the time-out can end the attempt (without it, flush never resolves).
    const held: ServerResponse[] = [];
    const silent = createServer((_req, res) => void held.push(res));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    open.push(() => new Promise<void>((resolve) => {
      for (const res of held) res.destroy();
      silent.close(() => resolve());
    }));
    const queue = new DeliveryQueue({ now: () => 0, retryDelaysMs: [0], timeoutMs: 50 });
    const queued = queue.enqueue(() => ({ url: `http://127.0.0.1:${(silent.address() as AddressInfo).port}/in`, headers: {}, body: 'x' }));
    const [attempt, ...more] = await queue.flush();
    expect([attempt?.accepted, attempt?.status, more]).toEqual([false, undefined, []]);
    expect(queue.get(queued.id)).toMatchObject({ state: 'pending', dueAt: 0 });
  });

  it('replays an attempt byte for byte', async () => {
    const r = await receiver([]);
    open.push(r.close);
    const queue = new DeliveryQueue({ now: () => 5, retryDelaysMs: [] });
    const queued = queue.enqueue((at) => ({ url: r.url, headers: { 'x-signature': `sig-${at}` }, body: '{"n":1}' }));
    await queue.flush();
    expect((await queue.replay(queued.id)).status).toBe(200);
    expect(r.seen.map((s) => [s.headers['x-signature'], s.body])).toEqual([
      ['sig-5', '{"n":1}'],
      ['sig-5', '{"n":1}'],
    ]);
    queue.reset();
    expect(queue.list()).toEqual([]);
  });
});
