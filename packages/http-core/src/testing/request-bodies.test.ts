import { request as httpRequest, type IncomingMessage } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { defineService } from '../service.js';
import { DEFAULT_MAX_BODY_BYTES, errorShapes, json, startFakeServer, type FakeServer } from './index.js';

const uploads = defineService({
  name: 'uploads',
  packageName: '@org/uploads',
  version: '0.0.0',
  defaultAuth: [],
  groups: {
    notes: {
      create: { method: 'POST', path: '/notes', summary: 'Create', body: z.object({ name: z.string() }), response: z.unknown() },
      attach: { method: 'POST', path: '/files', summary: 'Attach', body: { schema: z.unknown(), encoding: 'multipart' }, response: z.unknown() },
      put: { method: 'PUT', path: '/blobs', summary: 'Put', body: { schema: z.unknown(), encoding: 'binary' }, response: z.unknown() },
      list: { method: 'GET', path: '/notes', summary: 'List', response: z.unknown() },
    },
  },
});

const MAX = 1024;
const seen: unknown[] = [];

/** A raw request over a socket, with the body written as given; resolves with the answer once it is complete. */
function send(url: string, options: { method?: string; path: string; headers?: Record<string, string>; body?: string | Buffer }): Promise<{ status: number; body: unknown }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${url}${options.path}`, { method: options.method ?? 'POST', headers: options.headers, agent: false }, (res) => {
      readAnswer(res).then(resolve, reject);
    });
    req.on('error', reject);
    req.end(options.body);
  });
}

async function readAnswer(res: IncomingMessage): Promise<{ status: number; body: unknown }> {
  const chunks: Buffer[] = [];
  for await (const chunk of res) chunks.push(chunk as Buffer);
  return { status: res.statusCode!, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown };
}

/**
 * Starts a body the client never finishes: `declared` puts a content-length on it, otherwise it goes chunked.
 * Chunks are written until the fake answers; the answer must come while the body is still open.
 */
function sendUnfinished(url: string, declared: number | undefined): Promise<{ status: number; body: unknown; written: number }> {
  return new Promise((resolve, reject) => {
    let written = 0;
    let answered = false;
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (declared !== undefined) headers['content-length'] = String(declared);
    const req = httpRequest(`${url}/notes`, { method: 'POST', headers, agent: false }, (res) => {
      answered = true;
      readAnswer(res).then((answer) => {
        req.destroy();
        resolve({ ...answer, written });
      }, reject);
    });
    req.on('error', (error) => {
      if (!answered) reject(error);
    });
    const chunk = Buffer.alloc(256, 0x20);
    const writeMore = () => {
      // Stops short of the declared length, so the fake cannot have waited for the whole body.
      if (answered || (declared !== undefined && written + chunk.length >= declared)) return;
      written += chunk.length;
      if (req.write(chunk)) setImmediate(writeMore);
      else req.once('drain', writeMore);
    };
    req.flushHeaders();
    writeMore();
  });
}

describe('request bodies: content type and size, for every operation whatever validateBody says', () => {
  let server: FakeServer;
  let strict400: FakeServer;
  beforeAll(async () => {
    const handlers = {
      'notes.create': (req: { body: unknown }) => {
        seen.push(req.body);
        return json(200, { ok: true });
      },
      'notes.attach': () => json(200, { ok: true }),
      'notes.put': () => json(200, { ok: true }),
      'notes.list': () => json(200, []),
    };
    server = await startFakeServer({ service: uploads, handlers, errorShape: errorShapes.category, validateBody: false, requestBodies: { maxBytes: MAX } });
    strict400 = await startFakeServer({ service: uploads, handlers, errorShape: errorShapes.google, requestBodies: { wrongContentType: 400 } });
  });
  afterAll(async () => {
    await server.close();
    await strict400.close();
  });
  beforeEach(() => {
    server.reset();
    seen.length = 0;
  });

  it('a JSON body labelled text/plain is refused (415 in the error shape) and never reaches the handler', async () => {
    const answer = await send(server.url, { path: '/notes', headers: { 'content-type': 'text/plain' }, body: '{"name":"n"}' });
    expect(answer).toMatchObject({ status: 415, body: { status: 'error', category: 'UNSUPPORTED_MEDIA_TYPE' } });
    expect((answer.body as { message: string }).message).toContain('text/plain');
    expect(seen).toEqual([]);
  });

  it('a body without a content type is refused too; JSON types with parameters or a +json suffix are read', async () => {
    expect((await send(server.url, { path: '/notes', body: '{"name":"n"}' })).status).toBe(415);
    expect((await send(server.url, { path: '/notes', headers: { 'content-type': 'application/json; charset=utf-8' }, body: '{"name":"a"}' })).status).toBe(200);
    expect((await send(server.url, { path: '/notes', headers: { 'content-type': 'application/merge-patch+json' }, body: '{"name":"b"}' })).status).toBe(200);
    expect(seen).toEqual([{ name: 'a' }, { name: 'b' }]);
  });

  it('a service that answers 400 gets 400 in its shape', async () => {
    const answer = await send(strict400.url, { path: '/notes', headers: { 'content-type': 'text/plain' }, body: '{"name":"n"}' });
    expect(answer).toMatchObject({ status: 400, body: { error: { code: 400, status: 'INVALID_ARGUMENT' } } });
  });

  it('each encoding takes its own content type: multipart for multipart, anything for binary; no body is not judged', async () => {
    expect((await send(server.url, { path: '/files', headers: { 'content-type': 'application/json' }, body: '{}' })).status).toBe(415);
    expect((await send(server.url, { path: '/files', headers: { 'content-type': 'multipart/form-data; boundary=x' }, body: '--x--\r\n' })).status).toBe(200);
    expect((await send(server.url, { method: 'PUT', path: '/blobs', headers: { 'content-type': 'image/png' }, body: Buffer.from([1, 2]) })).status).toBe(200);
    expect((await send(server.url, { method: 'GET', path: '/notes', headers: { 'content-type': 'text/plain' } })).status).toBe(200);
  });

  it('a body of exactly the size is read', async () => {
    const body = JSON.stringify({ name: 'x'.repeat(MAX - 11) });
    expect(body).toHaveLength(MAX);
    expect((await send(server.url, { path: '/notes', headers: { 'content-type': 'application/json' }, body })).status).toBe(200);
  });

  it('a declared length over the size is answered 413 before the body is sent, and nothing of it is kept', async () => {
    const answer = await sendUnfinished(server.url, 50 * 1024 * 1024);
    expect(answer).toMatchObject({ status: 413, body: { category: 'REQUEST_ENTITY_TOO_LARGE' } });
    expect(seen).toEqual([]);
    expect(server.requests).toHaveLength(1);
    expect(server.requests[0]).toMatchObject({ operationId: 'notes.create', status: 413, bodyText: '', json: undefined });
  });

  it('a chunked body is answered 413 once it passes the size, while the client is still sending', async () => {
    const answer = await sendUnfinished(server.url, undefined);
    expect(answer).toMatchObject({ status: 413, body: { category: 'REQUEST_ENTITY_TOO_LARGE' } });
    expect(answer.written).toBeGreaterThan(MAX);
    expect(server.requests[0]).toMatchObject({ status: 413, bodyText: '' });
    // The connection is refused, not the fake: the next request is answered as usual.
    expect((await send(server.url, { path: '/notes', headers: { 'content-type': 'application/json' }, body: '{"name":"after"}' })).status).toBe(200);
  });

  it('the default size is 10 MiB', async () => {
    expect(DEFAULT_MAX_BODY_BYTES).toBe(10 * 1024 * 1024);
    const answer = await sendUnfinished(strict400.url, DEFAULT_MAX_BODY_BYTES + 1);
    expect(answer).toMatchObject({ status: 413, body: { error: { code: 413 } } });
  });
});
