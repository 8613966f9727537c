/**
 * A fake of a file service on its own origin, built from a table of external operations as any fake is: a
 * client uploads to it in chunks through its faults, and the fake's log shows what arrived and with which headers.
 */
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { apiKeyHeader } from '../auth.js';
import { uploadInChunks, UploadState } from '../chunked-upload.js';
import { NetworkError } from '../errors.js';
import { createClient, defineService } from '../service.js';
import { json, startFakeServer } from './index.js';

const key = { schema: z.string(), secret: true } as const;
const files = defineService({
  name: 'files',
  packageName: '@org/files',
  version: '0.0.0',
  defaultAuth: ['apiKey'],
  groups: {
    parts: {
      send: {
        method: 'POST',
        path: '/parts/{id}/{n}',
        summary: 'Send one part',
        external: { origins: [] },
        idempotent: true,
        pathParams: { id: z.string(), n: z.number() },
        query: { key },
        body: { schema: z.custom<Blob | Uint8Array>(), encoding: 'binary' },
      },
      close: { method: 'POST', path: '/parts/{id}/close', summary: 'Every part is there', external: { origins: [] }, pathParams: { id: z.string() }, query: { key }, response: z.looseObject({ content: z.string() }) },
    },
  },
});

const stored = new Map<string, string>();
const fake = await startFakeServer({
  service: files,
  handlers: {
    'parts.send': (request) => {
      stored.set(request.params.n!, Buffer.isBuffer(request.body) ? request.body.toString('utf8') : String(request.body));
      return json(200, {});
    },
    'parts.close': () => json(200, { content: [...stored.keys()].sort().map((n) => stored.get(n)).join('') }),
  },
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.reset();
  stored.clear();
});

const apiKey = 'api-key-4242-never-leaves';
const client = createClient(files, { baseUrl: 'https://api.files.example.com', auth: apiKeyHeader(apiKey), externalOrigins: [fake.url], retry: { baseDelayMs: 1, maxDelayMs: 1 } });

const upload = (state?: UploadState<{ id: string; key: string }>) =>
  uploadInChunks(
    new TextEncoder().encode('abcdefghij'),
    {
      name: 'files.upload',
      start: async () => ({ plan: { chunkSize: 4 }, session: { id: 'f1', key: 'upload-key-2718' }, secrets: ['upload-key-2718'] }),
      send: async (chunk, session, call) => client.parts.send({ url: fake.url, ...session, n: chunk.number, body: chunk.body }, call),
      complete: (session, call) => client.parts.close({ url: fake.url, ...session }, call),
    },
    state ? { state } : {},
  );

describe('a fake file service on its own origin', () => {
  it('takes an upload through a reset connection, and never sees the API key', async () => {
    fake.faults.reset({ operation: 'parts.send', path: '/parts/f1/2' });
    expect(await upload()).toEqual({ content: 'abcdefghij' });
    expect(fake.requests.map((request) => [request.path, request.fault ?? request.status])).toEqual([
      ['/parts/f1/1', 200],
      ['/parts/f1/2', 'reset'],
      ['/parts/f1/2', 200],
      ['/parts/f1/3', 200],
      ['/parts/f1/close', 200],
    ]);
    expect(fake.requests.every((request) => request.headers['x-api-key'] === undefined)).toBe(true);
  });

  it('a redirect injected on a part fails the upload; resumed, it sends only what is missing', async () => {
    fake.faults.redirect('/parts/f1/elsewhere', 307, { path: '/parts/f1/3' });
    const state = new UploadState<{ id: string; key: string }>();
    expect(await upload(state).catch((error: unknown) => error)).toBeInstanceOf(NetworkError);
    expect(state.acknowledged).toEqual([1, 2]);
    expect(await upload(state)).toEqual({ content: 'abcdefghij' });
    expect(fake.requests.map((request) => request.path)).toEqual(['/parts/f1/1', '/parts/f1/2', '/parts/f1/3', '/parts/f1/3', '/parts/f1/close']);
  });
});
