/** Transfers in a real browser: a chunked upload to a URL handed back and a limited streamed download. */
import { describe, expect, inject, it } from 'vitest';
import * as z from 'zod/mini';
import { BROWSER_TEST_TOKEN } from '../test/browser-fixtures.js';
import { bearer } from './auth.js';
import { uploadInChunks, UploadState } from './chunked-upload.js';
import { ResponseValidationError } from './errors.js';
import { createClient, defineService } from './service.js';

const baseUrl = inject('apiBaseUrl');

const service = defineService({
  name: 'browser-files',
  packageName: '@org/browser-files',
  version: '0.0.0',
  defaultAuth: ['bearer'],
  groups: {
    files: {
      chunk: {
        method: 'POST',
        path: '/files/{id}/chunks/{number}',
        summary: 'Send a chunk',
        external: { origins: [] },
        idempotent: true,
        pathParams: { id: z.string(), number: z.number() },
        body: { schema: z.custom<Blob | Uint8Array>(), encoding: 'binary' },
        response: z.looseObject({ ok: z.boolean() }),
      },
      finish: {
        method: 'POST',
        path: '/files/{id}/finish',
        summary: 'Every chunk is there',
        external: { origins: [] },
        pathParams: { id: z.string() },
        response: z.looseObject({ content: z.string() }),
      },
      big: { method: 'GET', path: '/files/big', summary: 'A large file', external: { origins: [] }, responseKind: 'stream' },
    },
  },
});

const client = createClient(service, {
  baseUrl,
  auth: bearer(BROWSER_TEST_TOKEN),
  externalOrigins: [baseUrl],
  retry: { baseDelayMs: 10, maxDelayMs: 20 },
  logLevel: 'silent',
});

describe('transfers in a real browser', () => {
  it('uploads a File in chunks without the credential, retrying a chunk on its own', async () => {
    const id = `u-${Math.random().toString(36).slice(2)}`;
    const seen: number[] = [];
    const state = new UploadState<{ id: string }>();
    const result = await uploadInChunks(
      new File(['abcdefghijklmnopqrstuvw'], 'app.ipa'),
      {
        name: 'files.upload',
        start: async () => ({ plan: { chunkSize: 5 }, session: { id } }),
        send: async (chunk, session, call) => void (await client.files.chunk({ url: baseUrl, id: session.id, number: chunk.number, body: chunk.body }, call)),
        complete: (session, call) => client.files.finish({ url: baseUrl, id: session.id }, call),
      },
      { state, onProgress: ({ loaded }) => seen.push(loaded) },
    );
    expect(result).toEqual({ content: 'abcdefghijklmnopqrstuvw' });
    expect(seen).toEqual([5, 10, 15, 20, 23]);
    expect(state.acknowledged).toEqual([1, 2, 3, 4, 5]);
  });

  it('stops a streamed download past maxResponseBytes', async () => {
    const stream = await client.files.big({ url: baseUrl }, { maxResponseBytes: 32 * 1024 });
    let received = 0;
    const error = await (async () => {
      for await (const part of stream) received += part.byteLength;
    })().then(
      () => undefined,
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(ResponseValidationError);
    expect(received).toBeLessThanOrEqual(32 * 1024);
  });
});
