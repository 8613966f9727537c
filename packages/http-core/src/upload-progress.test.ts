/** Upload progress, a call option: reported as the body streams to a real server. */
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import type { UploadProgress } from './call-options.js';
import { createClient } from './service.js';
import { captureLogger, testService } from './test-support/fixtures.js';
import { json, shareServer } from './test-support/loopback-server.js';

const server = await shareServer((request, response) => json(response, 201, { received: request.body.length }));

const service = testService({
  files: {
    upload: { method: 'POST', path: '/files', summary: 'Upload', body: { schema: z.custom<Blob | ReadableStream<Uint8Array>>(), encoding: 'binary' }, response: z.looseObject({ received: z.number() }) },
    form: {
      method: 'POST',
      path: '/forms',
      summary: 'Upload a form',
      body: { schema: z.looseObject({ file: z.instanceof(Blob) }), encoding: 'multipart' },
      response: z.looseObject({ received: z.number() }),
    },
  },
} as const);
const client = () => createClient(service, { baseUrl: server.url, retry: false, logger: captureLogger().logger });

describe('onUploadProgress', () => {
  it('reports the whole size of a body known up front', async () => {
    const body = new Blob(['x'.repeat(3 * 1024 * 1024)]);
    const seen: UploadProgress[] = [];
    const answer = await client().files.upload({ body }, { onUploadProgress: (progress) => seen.push(progress) });
    expect(answer).toEqual({ received: body.size });
    expect(seen.at(-1)).toEqual({ loaded: body.size, total: body.size });
  });

  it('reports growing byte counts chunk by chunk for a streamed body', async () => {
    const chunk = new Uint8Array(64 * 1024).fill(120);
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent === 8) return controller.close();
        sent++;
        controller.enqueue(chunk);
      },
    });
    const seen: UploadProgress[] = [];
    const answer = await client().files.upload({ body }, { onUploadProgress: (progress) => seen.push(progress) });
    expect(answer).toEqual({ received: 8 * chunk.length });
    expect(seen.map((progress) => progress.loaded).filter((loaded) => loaded > 0)).toEqual([1, 2, 3, 4, 5, 6, 7, 8].map((n) => n * chunk.length));
  });

  it('counts a multipart body with its framing', async () => {
    const file = new File(['y'.repeat(200_000)], 'spec.json', { type: 'application/json' });
    const seen: UploadProgress[] = [];
    const answer = await client().files.form({ body: { file } }, { onUploadProgress: (progress) => seen.push(progress) });
    const last = seen.at(-1)!;
    expect(last.loaded).toBe(last.total);
    expect(last.loaded).toBe(answer.received);
    expect(last.loaded).toBeGreaterThan(file.size);
  });

  it('a listener that throws does not break the upload', async () => {
    const answer = await client().files.upload(
      { body: new Blob(['z'.repeat(100_000)]) },
      {
        onUploadProgress: () => {
          throw new Error('listener bug');
        },
      },
    );
    expect(answer).toEqual({ received: 100_000 });
  });
});
