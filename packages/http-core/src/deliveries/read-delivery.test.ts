import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { isSignatureError } from '../errors.js';
import { fromBase64 } from './base64.js';
import { constantTimeEqual } from './constant-time.js';
import { fromHex, hmacSha256, toBase64, toHex } from './hmac.js';
import { readDelivery, type Delivery } from './read-delivery.js';

/** A receiver on 127.0.0.1 that reads each delivery with `readDelivery` and keeps what it read or refused. */
async function receiver(maxBytes?: number) {
  const outcomes: Array<{ delivery?: Delivery; error?: unknown; bytesSeen: number }> = [];
  const server: Server = createServer((req: IncomingMessage, res) => {
    let bytesSeen = 0;
    req.on('data', (chunk: Buffer) => (bytesSeen += chunk.length));
    readDelivery(req, maxBytes === undefined ? {} : { maxBytes }).then(
      (delivery) => {
        outcomes.push({ delivery, bytesSeen });
        res.writeHead(204).end();
      },
      (error: unknown) => {
        outcomes.push({ error, bytesSeen });
        res.writeHead(413, { connection: 'close' }).end();
      },
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url, outcomes, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

describe('readDelivery', () => {
  const open: Array<() => Promise<void>> = [];
  afterEach(async () => {
    await Promise.all(open.splice(0).map((close) => close()));
  });

  it('reads a Node request: method, the address with its host, headers, and the exact bytes received', async () => {
    const r = await receiver();
    open.push(r.close);
    const bytes = new Uint8Array([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xc3, 0xa9, 0x22, 0x7d, 0x20, 0x0a]);
    expect((await fetch(`${r.url}/hooks/in?x=1`, { method: 'POST', body: bytes, headers: { 'x-signature': 'abc' } })).status).toBe(204);
    const { delivery } = r.outcomes[0]!;
    expect(delivery!.method).toBe('POST');
    expect(delivery!.url).toBe(`${r.url}/hooks/in?x=1`);
    expect(delivery!.headers.get('x-signature')).toBe('abc');
    expect([...delivery!.body]).toEqual([...bytes]);
  });

  it('reads a web Request, and takes the address the sender was configured with when told', async () => {
    const request = new Request('http://10.0.0.5:8080/in', { method: 'POST', body: '{"a":1}' });
    const delivery = await readDelivery(request, { url: 'https://hooks.example.com/in' });
    expect(delivery.url).toBe('https://hooks.example.com/in');
    expect(new TextDecoder().decode(delivery.body)).toBe('{"a":1}');
  });

  it('refuses a body declared over the limit before reading any of it', async () => {
    const r = await receiver(1024);
    open.push(r.close);
    const big = new Uint8Array(10 * 1024 * 1024);
    const answer = await fetch(`${r.url}/in`, { method: 'POST', body: big }).catch(() => undefined);
    expect(answer?.status ?? 413).toBe(413);
    const { error, bytesSeen } = r.outcomes[0]!;
    expect(isSignatureError(error) && error.reason).toBe('too-large');
    expect(bytesSeen).toBeLessThan(big.length);
  });

  it('refuses a streamed body once it passes the limit, without reading the rest', async () => {
    let pulled = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled++;
        controller.enqueue(new Uint8Array(64 * 1024));
        if (pulled === 160) controller.close();
      },
    });
    const request = new Request('http://127.0.0.1/in', { method: 'POST', body: stream, duplex: 'half' } as RequestInit);
    const error = await readDelivery(request, { maxBytes: 100 * 1024 }).catch((e: unknown) => e);
    expect(isSignatureError(error) && error.reason).toBe('too-large');
    expect(String(error)).toContain('over 102400 bytes');
    expect(pulled).toBeLessThan(10);
  });
});

describe('signature building blocks', () => {
  it('computes HMAC-SHA256 as RFC 4231 test case 2 gives it', async () => {
    const mac = await hmacSha256('Jefe', 'what do ya want for nothing?');
    expect(toHex(mac)).toBe('5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843');
    expect(toBase64(mac)).toBe('W9zBRr9gdU5qBCQmCJV1x1oAPwidJzmDnexYuWTsOEM=');
    expect(toHex(await hmacSha256(fromHex('4a656665')!, 'what do ya want for nothing?'))).toBe(toHex(mac));
    expect(toHex(fromBase64(toBase64(mac))!)).toBe(toHex(mac));
    expect(fromBase64('W9zBRr9gdU5qBCQmCJV1x1oAPwidJzmDnexYuWTsOEM')).toBeUndefined();
    expect(fromBase64('W9zB*r9g')).toBeUndefined();
  });

  it('compares equal and unequal signatures, of equal and unequal lengths', () => {
    expect(constantTimeEqual('abc', 'abc')).toBe(true);
    expect(constantTimeEqual('abc', 'abd')).toBe(false);
    expect(constantTimeEqual('abc', 'abcd')).toBe(false);
    expect(constantTimeEqual(new Uint8Array([1, 2]), new Uint8Array([1, 2]))).toBe(true);
    expect(fromHex('abc')).toBeUndefined();
    expect(fromHex('zz')).toBeUndefined();
  });
});
