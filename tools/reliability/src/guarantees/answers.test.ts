/**
 * Guarantees that hold under any answer, for every package:
 * - answers cannot change prototypes (`__proto__`, `constructor`, `prototype` keys stay data), success or error;
 * - 64-bit integers arrive exact, whatever the content type, in the services whose reference documents int64;
 * - a compressed body is refused once its decoded bytes pass `maxResponseBytes`, having inflated about the limit.
 */
import { constants, createBrotliCompress, createDeflate, createGzip } from 'node:zlib';
import * as zlib from 'node:zlib';
import type { Transform } from 'node:stream';

/** A compressor stream: a transform that can flush what it holds. */
type Compressor = Transform & { flush(callback: () => void): void };
import { isApiError, isResponseValidationError, type ApiError } from '@org/http-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startAnswerServer, type AnswerServer } from '../harness/answer-server.js';
import { useSession } from '../harness/fake-session.js';
import { settle } from '../harness/settle.js';
import { probedCalls } from '../probe-calls.js';
import { probes } from '../probes/index.js';
import { record } from '../report/records.js';

/** Services whose reference (`../shared/reference`) documents 64-bit integers. */
const int64Services = new Set(['marketplace', 'error-reporting', 'notification-config']);
const BIG = '9007199254740993';
const hostile = () =>
  JSON.parse('{"__proto__":{"polluted":"yes","isAdmin":true},"constructor":{"prototype":{"polluted":"yes"}},"prototype":{"polluted":"yes"}}') as Record<string, unknown>;

/** Adds `extra`'s own keys to `target` as data. */
function addKeys(target: Record<string, unknown>, extra: Record<string, unknown>): void {
  for (const key of Object.keys(extra)) Object.defineProperty(target, key, { value: extra[key], enumerable: true, writable: true, configurable: true });
}

/** The object of an answer that holds the data: inside the envelope, the first item of a list. */
function dataObject(body: unknown, envelopeKey: string | undefined): Record<string, unknown> | undefined {
  let data = body;
  if (envelopeKey && data && typeof data === 'object' && envelopeKey in data) data = (data as Record<string, unknown>)[envelopeKey];
  if (Array.isArray(data)) data = data[0];
  return data && typeof data === 'object' ? (data as Record<string, unknown>) : undefined;
}

/** Walks what a call returned: no object inherits from a hostile value; counts own `__proto__` keys and finds `probeInt64`. */
function inspectGraph(value: unknown): { hostileKeys: number; polluted: string[]; int64: unknown[] } {
  const seen = new Set<object>();
  const out = { hostileKeys: 0, polluted: [] as string[], int64: [] as unknown[] };
  const walk = (node: unknown, path: string, depth: number) => {
    if (node === null || typeof node !== 'object' || seen.has(node) || depth > 30) return;
    if (node instanceof Headers || node instanceof Response || ArrayBuffer.isView(node)) return;
    seen.add(node);
    if (!Object.hasOwn(node, 'polluted') && (node as { polluted?: unknown }).polluted !== undefined) out.polluted.push(path);
    if (Object.hasOwn(node, '__proto__')) out.hostileKeys++;
    if (Object.hasOwn(node, 'probeInt64')) out.int64.push((node as { probeInt64: unknown }).probeInt64);
    for (const key of Object.keys(node)) walk((node as Record<string, unknown>)[key], `${path}.${key}`, depth + 1);
    if (node instanceof Error && node.cause !== undefined) walk(node.cause, `${path}.cause`, depth + 1);
  };
  walk(value, '$', 0);
  return out;
}

const encoders: Record<string, (() => Compressor) | undefined> = {
  gzip: () => createGzip(),
  deflate: () => createDeflate(),
  br: () => createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: 4 } }),
  zstd: (zlib as { createZstdCompress?: () => Compressor }).createZstdCompress,
};
const MiB = 1024 * 1024;
const LIMIT = MiB;
/** Blocks of a decoded MiB sent before the server holds the rest of the bomb until the client hangs up. */
const SENT_BEFORE_HOLD = 2;

describe.each(probes)('$service', (probe) => {
  const session = useSession(probe);
  let server: AnswerServer;
  beforeAll(async () => {
    server = await startAnswerServer();
  });
  afterAll(() => server.close());
  beforeEach(() => server.reset());
  const envelopeKey = probe.definition.envelope?.data;

  for (const { call, readsJson } of probedCalls(probe)) {
    const send = (options: Parameters<typeof session.clientWith>[0] = {}) =>
      settle(call.send(session.clientWith({ retry: false, ...options }, server.url), call.input(session.target), {}, { ...session.target, url: server.url }));

    if (readsJson) {
      it(`prototype keys in a success answer stay data: ${call.operation}`, async (context) => {
        record(context, 'fault', probe.service, 'answer: __proto__ keys in a success stay data');
        server.proxy(session.target.url, (answer) => {
          if (answer.status >= 300) return answer;
          const body = JSON.parse(answer.text) as unknown;
          const data = dataObject(body, envelopeKey);
          if (data) addKeys(data, { ...hostile(), nested: hostile() });
          return { ...answer, text: JSON.stringify(body) };
        });
        const outcome = await send();
        expect(outcome.ok, outcome.ok ? '' : String(outcome.error)).toBe(true);
        const graph = inspectGraph(outcome.ok ? outcome.value : undefined);
        expect(graph.polluted).toEqual([]);
        expect(graph.hostileKeys).toBeGreaterThan(0);
        expect(({} as { polluted?: unknown }).polluted).toBeUndefined();
        expect(server.requests).toBe(1);
      });
    }

    it(`prototype keys in an error body stay data, redacted too: ${call.operation}`, async (context) => {
      record(context, 'fault', probe.service, 'answer: __proto__ keys in an error stay data');
      server.answer((_request, response, count) => {
        const body = { ...{ error: { code: 400, message: 'bad request', details: [hostile()] }, message: 'bad request', code: 'BAD' } };
        addKeys(body, hostile());
        addKeys(body.error, hostile());
        const text = JSON.stringify(body);
        count(text.length);
        response.writeHead(400, { 'content-type': 'application/json' });
        response.end(text);
      });
      const outcome = await send();
      expect(outcome.ok).toBe(false);
      const error = (outcome.ok ? undefined : outcome.error) as ApiError;
      expect(isApiError(error), String(error)).toBe(true);
      const graph = inspectGraph({ body: error.body, details: error.details });
      expect(graph.polluted).toEqual([]);
      expect(graph.hostileKeys).toBeGreaterThan(0);
      expect(Object.getPrototypeOf(error.body)).toBe(Object.prototype);
      expect(server.requests).toBe(1);
    });

    if (readsJson && int64Services.has(probe.service)) {
      for (const type of ['application/json', 'text/plain', 'text/json', undefined]) {
        it(`64-bit integers arrive exact with content type ${type ?? 'none'}: ${call.operation}`, async (context) => {
          record(context, 'fault', probe.service, 'answer: 64-bit integers exact, any content type');
          server.proxy(session.target.url, (answer) => {
            if (answer.status >= 300) return answer;
            const body = JSON.parse(answer.text) as unknown;
            const data = dataObject(body, envelopeKey);
            if (data) data.probeInt64 = '__BIG__';
            const { 'content-type': _type, ...headers } = answer.headers;
            return { status: answer.status, headers: type === undefined ? headers : { ...headers, 'content-type': type }, text: JSON.stringify(body).replace('"__BIG__"', BIG) };
          });
          const outcome = await send();
          expect(outcome.ok, outcome.ok ? '' : String(outcome.error)).toBe(true);
          expect(inspectGraph(outcome.ok ? outcome.value : undefined).int64).toEqual([BIG]);
        });
      }
    }

    if (!readsJson) continue;
    for (const [encoding, encoder] of Object.entries(encoders)) {
      it.skipIf(!encoder)(`a ${encoding} body that inflates past the limit is refused there, without waiting for the rest: ${call.operation}`, async (context) => {
        record(context, 'fault', probe.service, `answer: ${encoding} bomb refused at the decoded limit`);
        let blocks = 0;
        server.answer((_request, response, count) => {
          const compress = encoder!();
          let open = true;
          response.on('close', () => {
            open = false;
            compress.destroy();
          });
          compress.on('data', (chunk: Buffer) => {
            if (!open) return;
            count(chunk.length);
            response.write(chunk);
          });
          response.writeHead(200, { 'content-type': 'application/json', 'content-encoding': encoding });
          const block = Buffer.alloc(MiB, 0x20);
          block.write('{"data":"', 0);
          const next = () => {
            if (!open) return;
            // Past the limit, the server holds the rest until the client hangs up: a client that read on would wait
            // for it and never end (the bound of the call fails the test), however fast or slow the machine.
            if (blocks === SENT_BEFORE_HOLD) return;
            blocks++;
            compress.write(blocks === 1 ? block : Buffer.alloc(MiB, 0x78));
            // Each decoded MiB is flushed on its own, then the server waits: it stops when the client hangs up.
            compress.flush(() => setTimeout(next, 4));
          };
          next();
        });
        const outcome = await send({ maxResponseBytes: LIMIT });
        expect(outcome.ok).toBe(false);
        const error = outcome.ok ? undefined : outcome.error;
        expect(isResponseValidationError(error), String(error)).toBe(true);
        expect(String((error as Error).message)).toMatch(/larger than 1048576 bytes/);
        // The client refused what it had, about the limit, and hung up on the server holding the rest.
        expect(blocks).toBe(SENT_BEFORE_HOLD);
        expect(server.written).toBeGreaterThan(0);
        expect(server.requests).toBe(1);
      });
    }
  }
});
