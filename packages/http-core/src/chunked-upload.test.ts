/**
 * Uploads in chunks to a file service at a URL the service handed back, against a real file server on its own
 * origin: what it received (which chunks, how often, with which headers) is asserted, not only the result.
 */
import { inspect } from 'node:util';
import { beforeEach, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { apiKeyHeader } from './auth.js';
import type { CallOptions, UploadProgress } from './call-options.js';
import type { UploadSource } from './chunk-source.js';
import { uploadInChunks, UploadState, type UploadOptions, type UploadSteps } from './chunked-upload.js';
import { AbortError, ApiError, ResponseValidationError, TimeoutError, ValidationError } from './errors.js';
import { createClient } from './service.js';
import { captureLogger, rejectionOf, testService } from './test-support/fixtures.js';
import { json, shareServer, type RecordedRequest } from './test-support/loopback-server.js';

const apiKey = 'api-key-4242-never-leaves';
const token = 'upload-token-9f8e7d6c';

/** A fault the file server answers one attempt with: an error status, a reset connection, or no answer. */
type Fault = 503 | 400 | 'reset' | 'stall';

/** The file server: a plan per upload, the chunks it stored, and faults to answer chunks with, attempt by attempt. */
const receiver = {
  chunkSize: 5,
  /** Chunks the plan asks for; all when undefined. */
  wanted: undefined as number[] | undefined,
  stored: new Map<number, string>(),
  faults: new Map<number, Fault[]>(),
  reset() {
    this.chunkSize = 5;
    this.wanted = undefined;
    this.stored.clear();
    this.faults.clear();
  },
};

const files = await shareServer((request, response, raw) => {
  if (request.query.get('token') !== token) return json(response, 401, { message: 'bad token' });
  const [, , step] = request.path.split('/');
  if (step === 'set_metadata') {
    const size = Number(request.query.get('file_size'));
    const count = receiver.chunkSize > 0 ? Math.ceil(size / receiver.chunkSize) : 0;
    return json(response, 200, { chunk_size: receiver.chunkSize, chunk_list: receiver.wanted ?? Array.from({ length: count }, (_, i) => i + 1) });
  }
  if (step === 'upload_chunk') {
    const number = Number(request.query.get('block_number'));
    const fault = receiver.faults.get(number)?.shift();
    if (fault === 'reset') return raw.socket.destroy();
    if (fault === 'stall') return;
    if (fault !== undefined) return json(response, fault, { message: `chunk ${number} refused` });
    receiver.stored.set(number, request.body);
    return json(response, 200, { error: false, chunk_num: number });
  }
  if (step === 'finished') {
    const content = [...receiver.stored.keys()].sort((a, b) => a - b).map((n) => receiver.stored.get(n)).join('');
    return json(response, 200, { state: 'Done', content });
  }
  json(response, 404, {});
});

const binary = { schema: z.custom<Blob | Uint8Array>(), encoding: 'binary' } as const;
const fileService = testService(
  {
    files: {
      metadata: {
        method: 'POST',
        path: '/upload/set_metadata/{assetId}',
        summary: 'Tell the file service the size',
        external: { origins: [] },
        pathParams: { assetId: z.string() },
        query: { fileName: { schema: z.string(), name: 'file_name' }, fileSize: { schema: z.number(), name: 'file_size' }, token: { schema: z.string(), secret: true } },
        response: z.looseObject({ chunk_size: z.number(), chunk_list: z.array(z.number()) }),
      },
      chunk: {
        method: 'POST',
        path: '/upload/upload_chunk/{assetId}',
        summary: 'Send one chunk',
        external: { origins: [] },
        // Sending chunk n again stores it once.
        idempotent: true,
        pathParams: { assetId: z.string() },
        query: { token: { schema: z.string(), secret: true }, blockNumber: { schema: z.number(), name: 'block_number' } },
        body: binary,
        response: z.looseObject({ error: z.boolean() }),
      },
      finished: {
        method: 'POST',
        path: '/upload/finished/{assetId}',
        summary: 'Every chunk is there',
        external: { origins: [] },
        pathParams: { assetId: z.string() },
        query: { token: { schema: z.string(), secret: true } },
        response: z.looseObject({ state: z.string(), content: z.string() }),
      },
    },
  },
  { defaultAuth: ['apiKey'] },
);

const client = createClient(fileService, {
  baseUrl: 'http://127.0.0.1:1',
  auth: apiKeyHeader(apiKey),
  headers: { 'x-tenant': 'tenant-secret' },
  externalOrigins: [files.url],
  retry: { limit: 2, baseDelayMs: 1, maxDelayMs: 1 },
  logger: captureLogger().logger,
});

interface Session {
  readonly url: string;
  readonly assetId: string;
  readonly token: string;
}

/** What a service package writes: its receiver's steps, each an ordinary call of its table. */
const steps: UploadSteps<Session, { state: string; content: string }> = {
  name: 'files.upload',
  async start(size, call) {
    const session = { url: files.url, assetId: 'asset-1', token };
    const plan = await client.files.metadata({ ...session, fileName: 'app.ipa', fileSize: size }, call);
    return { plan: { chunkSize: plan.chunk_size, chunks: plan.chunk_list }, session, secrets: [token] };
  },
  async send(chunk, session, call) {
    await client.files.chunk({ ...session, blockNumber: chunk.number, body: chunk.body }, call);
  },
  complete: (session, call: CallOptions) => client.files.finished(session, call),
};

const text = 'abcdefghijklmnopqrstuvw'; // 23 bytes: chunks of 5, the fifth of 3
const bytes = new TextEncoder().encode(text);

/** A stream of `content` in pieces of `piece` bytes, which do not line up with the chunks. */
function streamOf(content: Uint8Array, piece = 3): ReadableStream<Uint8Array> {
  let at = 0;
  return new ReadableStream({
    pull(controller) {
      if (at >= content.byteLength) return controller.close();
      controller.enqueue(content.slice(at, at + piece));
      at += piece;
    },
  });
}

const chunkRequests = (): RecordedRequest[] => files.requests.filter((request) => request.path.startsWith('/upload/upload_chunk/'));
const chunksSent = (): number[] => chunkRequests().map((request) => Number(request.query.get('block_number')));
const stepsTaken = (): string[] => files.requests.map((request) => request.path.split('/')[2]!);

async function upload(source: UploadSource, options: UploadOptions<Session> = {}) {
  const progress: UploadProgress[] = [];
  const result = await uploadInChunks(source, steps, { ...options, onProgress: (p) => progress.push(p) });
  return { result, progress };
}

describe('uploadInChunks', () => {
  beforeEach(() => receiver.reset());

  for (const [name, source, extra] of [
    ['a Blob', new Blob([text]), {}],
    ['bytes', bytes, {}],
    ['a stream in pieces that do not match the chunks', streamOf(bytes), { size: bytes.byteLength }],
  ] as const) {
    it(`sends ${name} in chunks, each once, then completes; progress after each acknowledged chunk`, async () => {
      const { result, progress } = await upload(source, extra);
      expect(result).toEqual({ state: 'Done', content: text });
      expect(stepsTaken()).toEqual(['set_metadata', 'upload_chunk', 'upload_chunk', 'upload_chunk', 'upload_chunk', 'upload_chunk', 'finished']);
      expect(chunkRequests().map((request) => request.body)).toEqual(['abcde', 'fghij', 'klmno', 'pqrst', 'uvw']);
      expect(progress).toEqual([5, 10, 15, 20, 23].map((loaded) => ({ loaded, total: 23 })));
    });
  }

  it('sends nothing of the client’s to the file server: no credential, no client header', async () => {
    await upload(bytes);
    for (const request of files.requests) {
      expect(request.headers['x-api-key']).toBeUndefined();
      expect(request.headers['x-tenant']).toBeUndefined();
      expect(JSON.stringify(request.headers)).not.toContain(apiKey);
    }
  });

  it('retries a chunk on its own after a 503 and after a reset connection', async () => {
    receiver.faults.set(2, [503]);
    receiver.faults.set(4, ['reset']);
    const { result } = await upload(bytes);
    expect(result.content).toBe(text);
    expect(chunksSent()).toEqual([1, 2, 2, 3, 4, 4, 5]);
    expect(stepsTaken().filter((step) => step === 'set_metadata')).toHaveLength(1);
  });

  it('resumes after a failure from the last acknowledged chunk, never sending an acknowledged one again', async () => {
    // Chunk 3 fails more times than the policy retries.
    receiver.faults.set(3, [503, 503, 503]);
    const state = new UploadState<Session>();
    const error = await rejectionOf(upload(bytes, { state }));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 503, operation: 'files.chunk', attempts: 3 });
    expect(state.acknowledged).toEqual([1, 2]);
    expect(state.loaded).toBe(10);
    expect(state.completed).toBe(false);
    expect(chunksSent()).toEqual([1, 2, 3, 3, 3]);

    files.requests.length = 0;
    const { result, progress } = await upload(bytes, { state });
    expect(result.content).toBe(text);
    // No new plan, chunks 1 and 2 not sent again.
    expect(stepsTaken()).toEqual(['upload_chunk', 'upload_chunk', 'upload_chunk', 'finished']);
    expect(chunksSent()).toEqual([3, 4, 5]);
    expect(progress.map((p) => p.loaded)).toEqual([15, 20, 23]);
    expect(state).toMatchObject({ completed: true, acknowledged: [1, 2, 3, 4, 5], loaded: 23 });
  });

  it('resumes from a new stream of the same source, skipping the bytes acknowledged', async () => {
    receiver.faults.set(4, [400]);
    const state = new UploadState<Session>();
    expect(await rejectionOf(upload(streamOf(bytes), { state, size: 23 }))).toMatchObject({ status: 400 });
    files.requests.length = 0;
    const { result } = await upload(streamOf(bytes, 7), { state, size: 23 });
    expect(result.content).toBe(text);
    expect(chunkRequests().map((request) => [request.query.get('block_number'), request.body])).toEqual([
      ['4', 'pqrst'],
      ['5', 'uvw'],
    ]);
  });

  it('a completed upload passed again resolves to its result without a call', async () => {
    const state = new UploadState<Session>();
    const { result } = await upload(bytes, { state });
    files.requests.length = 0;
    expect((await upload(bytes, { state })).result).toBe(result);
    expect(files.requests).toHaveLength(0);
  });

  it('sends only the chunks the receiver asks for, counting the others as held', async () => {
    receiver.wanted = [2, 5];
    const { result, progress } = await upload(bytes);
    expect(chunksSent()).toEqual([2, 5]);
    expect(result.content).toBe('fghijuvw');
    expect(progress.map((p) => p.loaded)).toEqual([20, 23]);
  });

  it('keeps the upload token out of the state as shown, and out of a chunk’s error', async () => {
    receiver.faults.set(2, [400]);
    const state = new UploadState<Session>();
    const error = await rejectionOf(upload(bytes, { state }));
    expect(state.session?.token).toBe(token);
    const shown = [JSON.stringify(state), inspect(state, { depth: 10 }), String(error), JSON.stringify(error), inspect(error, { depth: 10, showHidden: true })].join('\n');
    expect(shown).toContain('[REDACTED]');
    expect(shown).toContain('acknowledged');
    expect(shown).not.toContain(token);
  });

  it('stops when aborted between chunks; what was acknowledged stays, and the upload resumes', async () => {
    const controller = new AbortController();
    const state = new UploadState<Session>();
    const error = await rejectionOf(
      uploadInChunks(bytes, steps, { state, signal: controller.signal, onProgress: ({ loaded }) => loaded === 10 && controller.abort('enough') }),
    );
    expect(error).toBeInstanceOf(AbortError);
    expect((error as AbortError).cause).toBe('enough');
    expect(chunksSent()).toEqual([1, 2]);
    files.requests.length = 0;
    await upload(bytes, { state });
    expect(chunksSent()).toEqual([3, 4, 5]);
  });

  it('aborts a chunk under way', async () => {
    receiver.faults.set(2, ['stall']);
    const controller = new AbortController();
    const pending = rejectionOf(uploadInChunks(bytes, steps, { signal: controller.signal }));
    // The server-side gate: abort once chunk 2 has reached the server.
    await until(() => chunksSent().includes(2));
    controller.abort();
    expect(await pending).toBeInstanceOf(AbortError);
  });

  it('ends at the upload’s total time limit, naming it, with what was acknowledged kept', async () => {
    receiver.faults.set(3, ['stall']);
    const state = new UploadState<Session>();
    const error = await rejectionOf(upload(bytes, { state, totalTimeout: 1_500 }));
    expect(error).toBeInstanceOf(TimeoutError);
    expect(error).toMatchObject({ scope: 'total', timeoutMs: 1_500, operation: 'files.chunk' });
    expect(state.acknowledged).toEqual([1, 2]);
  });

  it('refuses before sending anything: a source past maxBytes, a stream without a size, another source than the state’s', async () => {
    expect(await rejectionOf(upload(bytes, { maxBytes: 22 }))).toMatchObject({ kind: 'validation', field: 'source' });
    let cancelled = false;
    const unsized = new ReadableStream<Uint8Array>({ pull: (controller) => controller.enqueue(bytes), cancel: () => void (cancelled = true) });
    expect(await rejectionOf(upload(unsized))).toMatchObject({ kind: 'validation', field: 'size' });
    // The stream it will not read is released.
    expect(cancelled).toBe(true);
    expect(await rejectionOf(upload(new Blob([text]), { size: 24 }))).toMatchObject({ kind: 'validation', field: 'size' });
    expect(files.requests).toHaveLength(0);
    receiver.faults.set(2, [400]);
    const state = new UploadState<Session>();
    await rejectionOf(upload(bytes, { state }));
    files.requests.length = 0;
    expect(await rejectionOf(upload(bytes.subarray(1), { state }))).toBeInstanceOf(ValidationError);
    expect(files.requests).toHaveLength(0);
  });

  it('fails, without completing, a stream that holds fewer or more bytes than its size', async () => {
    const short = await rejectionOf(upload(streamOf(bytes.subarray(0, 20)), { size: 23 }));
    expect(short).toMatchObject({ kind: 'validation', field: 'size' });
    expect((short as Error).message).toContain('fewer bytes than its stated size (23)');
    const long = await rejectionOf(upload(streamOf(new TextEncoder().encode(`${text}xyz`)), { size: 23 }));
    expect((long as Error).message).toContain('more bytes than its stated size (23)');
    expect(stepsTaken()).not.toContain('finished');
  });

  it('refuses a plan the source cannot follow', async () => {
    receiver.wanted = [6];
    expect(await rejectionOf(upload(bytes))).toBeInstanceOf(ResponseValidationError);
    receiver.wanted = undefined;
    receiver.chunkSize = 0;
    expect(await rejectionOf(upload(bytes))).toBeInstanceOf(ResponseValidationError);
    expect(chunksSent()).toEqual([]);
  });
});

/** Waits until `condition` holds, checking as the event loop turns (no timer to race). */
async function until(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((resolve) => setImmediate(resolve));
}
