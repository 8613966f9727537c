/**
 * Downloads as streams (`responseKind: 'stream'`): read as the caller consumes them, within `maxResponseBytes`
 * (the stream errors at the first piece past it and the body is cancelled: the server sees the connection close
 * before it has written everything), the call's signal and time limits.
 */
import type { ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { apiKeyHeader } from './auth.js';
import { AbortError, ResponseValidationError, TimeoutError } from './errors.js';
import type { ClientOptions } from './options.js';
import { createClient } from './service.js';
import { captureLogger, rejectionOf, testService } from './test-support/fixtures.js';
import { shareServer } from './test-support/loopback-server.js';

const [api, files] = await Promise.all([shareServer(), shareServer()]);
const apiKey = 'api-key-4242-never-leaves';
const signature = 'sig-download-27182818';

const service = testService(
  {
    builds: {
      download: { method: 'GET', path: '/builds/{id}/file', summary: 'A build file', pathParams: { id: z.string() }, responseKind: 'stream' },
      fetch: { method: 'GET', path: '', summary: 'A file at a URL the service handed back', external: { origins: [] }, responseKind: 'stream' },
    },
  },
  { defaultAuth: ['apiKey'] },
);

const client = (options: Partial<ClientOptions> = {}) =>
  createClient(service, {
    baseUrl: api.url,
    auth: apiKeyHeader(apiKey),
    externalOrigins: [files.url],
    retry: false,
    logger: captureLogger().logger,
    ...options,
  });

const piece = new Uint8Array(16 * 1024).fill(97);

/**
 * Writes `count` pieces of 16 KiB without a declared length, each once the socket takes it; stops when the
 * connection closes. Resolves to how many it wrote and whether the connection closed before the last.
 */
function writePieces(response: ServerResponse, count: number): Promise<{ written: number; closedEarly: boolean }> {
  response.writeHead(200, { 'content-type': 'application/octet-stream' });
  let closed = false;
  response.on('close', () => (closed = true));
  return (async () => {
    let written = 0;
    while (written < count && !closed) {
      const flushed = response.write(piece);
      written++;
      if (!flushed) await new Promise((resolve) => (response.once('drain', resolve), response.once('close', resolve)));
    }
    if (!closed) response.end();
    return { written, closedEarly: closed && written < count };
  })();
}

async function readAll(stream: ReadableStream<Uint8Array>): Promise<Uint8Array> {
  const parts: Uint8Array[] = [];
  for await (const part of stream) parts.push(part);
  return new Uint8Array(await new Blob(parts as Uint8Array<ArrayBuffer>[]).arrayBuffer());
}

describe('a streamed download', () => {
  it('resolves to the body as a stream, read whole as the caller consumes it', async () => {
    api.handle((_request, response) => void writePieces(response, 4));
    const stream = await client().builds.download({ id: 'b1' });
    expect(stream).toBeInstanceOf(ReadableStream);
    expect((await readAll(stream)).byteLength).toBe(4 * piece.byteLength);
    expect(api.requests[0]?.headers['x-api-key']).toBe(apiKey);
  });

  it('errors once more than maxResponseBytes arrive, and cancels the body: the server stops writing', async () => {
    let served: Promise<{ written: number; closedEarly: boolean }> | undefined;
    api.handle((_request, response) => void (served = writePieces(response, 2_000)));
    const stream = await client({ maxResponseBytes: 40 * 1024 }).builds.download({ id: 'b1' });
    let received = 0;
    const error = await rejectionOf(async () => {
      for await (const part of stream) received += part.byteLength;
    });
    expect(error).toBeInstanceOf(ResponseValidationError);
    expect((error as Error).message).toBe(`Response body larger than ${40 * 1024} bytes; the stream was stopped (builds.download: GET ${api.url}/builds/b1/file)`);
    expect(error).toMatchObject({ operation: 'builds.download', method: 'GET' });
    expect(received).toBeLessThanOrEqual(40 * 1024);
    const { written, closedEarly } = await served!;
    // 2 000 pieces are 31 MiB; the server got to write a few before the connection closed.
    expect(closedEarly).toBe(true);
    expect(written).toBeLessThan(2_000);
  });

  it('passes the stream’s error through the final step of errors: beforeError sees it and may replace it', async () => {
    api.handle((_request, response) => void writePieces(response, 8));
    const seen: unknown[] = [];
    const replaced = new ResponseValidationError('replaced by the hook');
    const hooked = client({ maxResponseBytes: 1024, hooks: { beforeError: (error) => (seen.push(error), replaced) } });
    const error = await rejectionOf(readAll(await hooked.builds.download({ id: 'b1' })));
    expect(seen).toHaveLength(1);
    expect(seen[0]).toBeInstanceOf(ResponseValidationError);
    expect(error).toBe(replaced);
  });

  it('a per-call maxResponseBytes overrides the client’s', async () => {
    api.handle((_request, response) => void writePieces(response, 4));
    const stream = await client({ maxResponseBytes: 1024 }).builds.download({ id: 'b1' }, { maxResponseBytes: 1024 * 1024 });
    expect((await readAll(stream)).byteLength).toBe(4 * piece.byteLength);
  });

  it('refuses, before reading, a body whose declared length is past the limit', async () => {
    api.handle((_request, response) => {
      response.writeHead(200, { 'content-length': String(piece.byteLength) });
      response.end(piece);
    });
    const error = await rejectionOf(client({ maxResponseBytes: 1024 }).builds.download({ id: 'b1' }));
    expect(error).toBeInstanceOf(ResponseValidationError);
    expect((error as Error).message).toContain('larger than 1024 bytes');
  });

  it('reads a file at a URL the service handed back, origin checked, without the credential, its signature scrubbed', async () => {
    files.handle((_request, response) => void writePieces(response, 1));
    const url = `${files.url}/exports/log.txt?se=2030&sig=${signature}`;
    const stream = await client().builds.fetch({ url });
    expect((await readAll(stream)).byteLength).toBe(piece.byteLength);
    expect(files.requests[0]?.url).toBe(`/exports/log.txt?se=2030&sig=${signature}`);
    expect(files.requests[0]?.headers['x-api-key']).toBeUndefined();

    files.handle((_request, response) => void writePieces(response, 8));
    const limited = await client({ maxResponseBytes: 1024 }).builds.fetch({ url });
    const error = await rejectionOf(readAll(limited));
    expect(error).toBeInstanceOf(ResponseValidationError);
    expect(JSON.stringify(error)).not.toContain(signature);
    expect((error as Error).message).not.toContain(signature);

    expect(await rejectionOf(client().builds.fetch({ url: `${api.url}/exports/log.txt` }))).toMatchObject({ kind: 'validation', field: 'url' });
  });

  it('errors with an AbortError when the signal aborts mid-body', async () => {
    api.handle((_request, response) => {
      response.writeHead(200);
      response.write(piece);
    });
    const controller = new AbortController();
    const stream = await client().builds.download({ id: 'b1' }, { signal: controller.signal });
    const reader = stream.getReader();
    expect((await reader.read()).value?.byteLength).toBe(piece.byteLength);
    controller.abort('stop');
    const error = await rejectionOf(reader.read());
    expect(error).toBeInstanceOf(AbortError);
  });

  it('errors with a TimeoutError when the next piece takes longer than the attempt’s limit', async () => {
    api.handle((_request, response) => {
      response.writeHead(200);
      response.write(piece);
    });
    const stream = await client({ timeout: 300 }).builds.download({ id: 'b1' });
    const reader = stream.getReader();
    await reader.read();
    const error = await rejectionOf(reader.read());
    expect(error).toBeInstanceOf(TimeoutError);
    expect(error).toMatchObject({ scope: 'attempt', timeoutMs: 300 });
  });
});
