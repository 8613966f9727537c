/**
 * The client reads JSON answers through the engine, over real sockets: the body is read within
 * `maxResponseBytes` first, then decoded by the service's `parseJson` (exact 64-bit integers).
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { isApiError, isResponseValidationError } from '@org/http-core';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { createNotificationConfigClient, type NotificationConfigClient } from './index.js';

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

let handler: Handler = (_req, res) => void res.writeHead(500).end();
let server: ReturnType<typeof createServer>;
let baseUrl: string;

beforeAll(async () => {
  server = createServer((req, res) => {
    req.resume();
    req.on('end', () => handler(req, res));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  handler = (_req, res) => void res.writeHead(500).end();
});

const client = (more: { maxResponseBytes?: number } = {}): NotificationConfigClient =>
  createNotificationConfigClient({ apiKey: 'test-key', baseUrl, logLevel: 'silent', retry: false, ...more });

const configuration = (id: string) =>
  `{"configurationDetails":{"notificationId":${id},"active":true,"description":"d","notifyURL":"https://hooks.example.com/p",` +
  `"eventConfigs":[{"eventType":"ACCOUNT_HOLDER_VERIFICATION","includeMode":"INCLUDE"}]},"pspReference":"8816"}`;

describe('a chunked JSON body larger than maxResponseBytes', () => {
  test('is refused having read about the limit, not the whole body', async () => {
    const limit = 256 * 1024;
    const whole = 64 * 1024 * 1024;
    const chunk = Buffer.alloc(64 * 1024, 0x20); // JSON whitespace
    let written = 0;
    let finished = false;
    const stopped = new Promise<void>((resolve) => {
      handler = (_req, res) => {
        // No content-length: the body is chunked, so only reading can tell its size.
        res.writeHead(200, { 'content-type': 'application/json' });
        res.on('close', () => resolve());
        const pump = () => {
          while (!res.destroyed && written < whole) {
            written += chunk.byteLength;
            if (!res.write(chunk)) return void res.once('drain', pump);
          }
          if (!res.destroyed) {
            finished = true;
            res.end(configuration('9007199254740993'));
          }
        };
        pump();
      };
    });

    const error = await client({ maxResponseBytes: limit })
      .configurations.get({ body: { notificationId: '9007199254740993' } })
      .catch((e: unknown) => e);
    expect(isResponseValidationError(error)).toBe(true);
    expect((error as Error).message).toContain(`larger than ${limit} bytes`);
    await stopped;
    // The client closed the connection early: the server could not write the whole body. What it did write
    // is the limit plus what the socket buffers took in, a few MB at most on loopback.
    expect(finished).toBe(false);
    expect(written).toBeLessThan(whole / 4);
  });
});

describe('64-bit ids arrive exact', () => {
  test.each(['application/json', 'application/json; charset=utf-8', 'application/json;charset=UTF-8', 'application/problem+json', 'text/plain'])(
    'in a successful answer typed %s',
    async (type) => {
      handler = (_req, res) => void res.writeHead(200, { 'content-type': type }).end(configuration('9007199254740993'));
      const answer = await client().configurations.get({ body: { notificationId: '9007199254740993' } });
      expect(answer.configurationDetails.notificationId).toBe('9007199254740993');
    },
  );

  test('in a chunked answer within the limit', async () => {
    handler = (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      const text = configuration('9223372036854775807');
      for (let i = 0; i < text.length; i += 7) res.write(text.slice(i, i + 7));
      res.end();
    };
    const answer = await client({ maxResponseBytes: 4096 }).configurations.get({ body: { notificationId: '1' } });
    expect(answer.configurationDetails.notificationId).toBe('9223372036854775807');
  });

  test.each(['application/json', 'application/problem+json'])('in an error body typed %s', async (type) => {
    handler = (_req, res) =>
      void res
        .writeHead(422, { 'content-type': type })
        .end('{"status":422,"errorCode":"000","message":"No configuration 9007199254740993","errorType":"validation","pspReference":9007199254740995}');
    const error = await client()
      .configurations.get({ body: { notificationId: '9007199254740993' } })
      .catch((e: unknown) => e);
    expect(isApiError(error)).toBe(true);
    expect(error).toMatchObject({ status: 422, code: '000', serviceMessage: 'No configuration 9007199254740993' });
    expect((error as { body: unknown }).body).toMatchObject({ pspReference: '9007199254740995' });
  });
});
