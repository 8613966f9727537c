import { context, propagation, SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import { BasicTracerProvider, InMemorySpanExporter, SimpleSpanProcessor, type ReadableSpan } from '@opentelemetry/sdk-trace-base';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { apiKeyQuery } from './auth.js';
import type { ApiError } from './errors.js';
import type { ClientOptions } from './options.js';
import { createClient } from './service.js';
import { captureLogger, rejectionOf, testService } from './test-support/fixtures.js';
import { json, shareServer } from './test-support/loopback-server.js';

const Item = z.looseObject({ id: z.string() });

const service = testService({
  items: {
    get: {
      method: 'GET',
      path: '/items/{id}',
      summary: 'Read',
      pathParams: { id: z.string() },
      query: { view: z.optional(z.string()), signature: { schema: z.optional(z.string()), secret: true } },
      auth: ['apiKey'],
      response: Item,
    },
    create: { method: 'POST', path: '/items', summary: 'Create', body: z.object({ id: z.string() }), auth: [], response: Item },
  },
});

const exporter = new InMemorySpanExporter();
const provider = new BasicTracerProvider({ spanProcessors: [new SimpleSpanProcessor(exporter)] });
const contextManager = new AsyncLocalStorageContextManager().enable();
trace.setGlobalTracerProvider(provider);
context.setGlobalContextManager(contextManager);
propagation.setGlobalPropagator(new W3CTraceContextPropagator());
afterAll(() => {
  trace.disable();
  context.disable();
  propagation.disable();
});

const server = await shareServer();
beforeEach(() => exporter.reset());

const apiKey = 'key-7c1d9e44aa0b';
const signature = 'sig-55f0e2c3d1';
const client = (options: Partial<ClientOptions> = {}) =>
  createClient(service, {
    baseUrl: server.url,
    auth: apiKeyQuery(apiKey, { param: 'api_key' }),
    retry: { limit: 2, baseDelayMs: 1, maxDelayMs: 1 },
    logger: captureLogger().logger,
    ...options,
  });

/** Answers with `statuses` in turn (then the last one forever), each with a request id. */
function answerInTurn(statuses: number[], headers: Record<string, string> = {}) {
  let next = 0;
  server.handle((_request, response) => {
    const status = statuses[Math.min(next++, statuses.length - 1)]!;
    json(response, status, status < 300 ? { id: 'item-1' } : { message: `status ${status}` }, { 'x-request-id': `req-${next}`, ...headers });
  });
}

function onlySpan(): ReadableSpan {
  const spans = exporter.getFinishedSpans();
  expect(spans).toHaveLength(1);
  return spans[0]!;
}

/** The `traceparent` the span's own context makes. */
function traceparentOf(span: ReadableSpan): string {
  const { traceId, spanId } = span.spanContext();
  return `00-${traceId}-${spanId}-01`;
}

describe('a call as a client span', () => {
  it('is one span named after the operation, with the call as the SDK shows it', async () => {
    answerInTurn([200]);
    const { data } = await client().items.get({ id: 'a 1', view: 'full', signature }).withResponse();
    expect(data).toEqual({ id: 'item-1' });
    const span = onlySpan();
    expect(span.name).toBe('items.get');
    expect(span.kind).toBe(SpanKind.CLIENT);
    expect(span.status.code).toBe(SpanStatusCode.UNSET);
    expect(span.instrumentationScope).toMatchObject({ name: '@org/test-service', version: '1.2.3' });
    expect(span.attributes).toEqual({
      'http.request.method': 'GET',
      'url.full': `${server.url}/items/a%201?view=full&signature=[REDACTED]`,
      'server.address': '127.0.0.1',
      'server.port': server.port,
      'rpc.service': 'test-service',
      'http.response.status_code': 200,
      'sdk.attempts': 1,
      'sdk.request_id': 'req-1',
    });
    expect(span.events.map((event) => [event.name, event.attributes])).toEqual([['attempt', { attempt: 1, 'http.response.status_code': 200 }]]);
    // The key travels in the query as the credential says; the span shows none of it.
    expect(server.requests[0]!.query.get('api_key')).toBe(apiKey);
    expect(server.requests[0]!.headers.traceparent).toBe(traceparentOf(span));
  });

  it('shows each attempt, each retry with its wait, and sends the trace context on every attempt', async () => {
    answerInTurn([503, 429, 200], { 'retry-after': '0' });
    const { response } = await client().items.get({ id: 'a' }).withResponse();
    expect(response.attempts).toBe(3);
    const span = onlySpan();
    expect(span.attributes).toMatchObject({ 'sdk.attempts': 3, 'http.request.resend_count': 2, 'http.response.status_code': 200, 'sdk.request_id': 'req-3' });
    expect(span.events.map((event) => [event.name, event.attributes])).toEqual([
      ['attempt', { attempt: 1, 'http.response.status_code': 503 }],
      ['retry', { attempt: 2, 'retry.delay_ms': 0, 'retry.reason': '503' }],
      ['attempt', { attempt: 2, 'http.response.status_code': 429 }],
      ['retry', { attempt: 3, 'retry.delay_ms': 0, 'retry.reason': '429' }],
      ['attempt', { attempt: 3, 'http.response.status_code': 200 }],
    ]);
    expect(server.requests.map((request) => request.headers.traceparent)).toEqual(Array(3).fill(traceparentOf(span)));
  });

  it('ends a failed call with status ERROR, the error class and status, and none of its secrets', async () => {
    // The service echoes the key and the signature in its message and its request id.
    server.handle((request, response) =>
      json(response, 404, { message: `no item for ${request.query.get('api_key')} ${signature}` }, { 'x-request-id': `req-${apiKey}` }),
    );
    const error = (await rejectionOf(client().items.get({ id: 'a', signature }))) as ApiError;
    expect(error.name).toBe('NotFoundError');
    const span = onlySpan();
    expect(span.status).toEqual({ code: SpanStatusCode.ERROR, message: 'NotFoundError' });
    expect(span.attributes).toMatchObject({ 'error.type': 'NotFoundError', 'http.response.status_code': 404, 'sdk.attempts': 1 });
    const shown = JSON.stringify([span.name, span.attributes, span.events, span.status, span.links]);
    expect(shown).not.toContain(apiKey);
    expect(shown).not.toContain(signature);
    // The service's message (the error's) is not recorded; its request id is, scrubbed.
    expect(shown).not.toContain('no item for');
    expect(span.attributes['sdk.request_id']).toBe('req-[REDACTED]');
  });

  it('names a network failure by its kind, attempt by attempt', async () => {
    server.handle((_request, response) => response.socket?.destroy());
    const error = await rejectionOf(client().items.get({ id: 'a' }, { retry: { limit: 1, baseDelayMs: 0, maxDelayMs: 0 } }));
    expect((error as Error).name).toBe('NetworkError');
    const span = onlySpan();
    expect(span.attributes['error.type']).toBe('NetworkError');
    expect(span.attributes['http.response.status_code']).toBeUndefined();
    expect(span.events.map((event) => [event.name, event.attributes])).toEqual([
      ['attempt', { attempt: 1, 'error.type': 'network' }],
      ['retry', { attempt: 2, 'retry.delay_ms': 0, 'retry.reason': 'network' }],
      ['attempt', { attempt: 2, 'error.type': 'network' }],
    ]);
  });

  it('traces a call the table does not declare (client.request) as the operation `request`', async () => {
    answerInTurn([200]);
    await client().request({ method: 'GET', path: 'items/x' });
    const span = onlySpan();
    expect(span.name).toBe('request');
    expect(span.attributes).toMatchObject({ 'http.request.method': 'GET', 'url.full': `${server.url}/items/x`, 'http.response.status_code': 200 });
    expect(server.requests[0]!.headers.traceparent).toBe(traceparentOf(span));
  });

  it('is a child of the span active where the call is made', async () => {
    answerInTurn([200]);
    const tracer = trace.getTracer('user-code');
    const parent = await tracer.startActiveSpan('checkout', async (span) => {
      await client().items.create({ body: { id: 'x' } });
      span.end();
      return span;
    });
    const ours = exporter.getFinishedSpans().find((span) => span.name === 'items.create')!;
    expect(ours.spanContext().traceId).toBe(parent.spanContext().traceId);
    expect(ours.parentSpanContext?.spanId).toBe(parent.spanContext().spanId);
    expect(server.requests[0]!.headers.traceparent).toBe(traceparentOf(ours));
  });
});

describe('turning tracing off', () => {
  it('makes no span and sends no trace context with tracing: false, on the client or the call', async () => {
    answerInTurn([200]);
    await client({ tracing: false }).items.get({ id: 'a' });
    await client().items.get({ id: 'a' }, { tracing: false });
    expect(exporter.getFinishedSpans()).toEqual([]);
    expect(server.requests).toHaveLength(2);
    for (const request of server.requests) expect(request.headers.traceparent).toBeUndefined();
  });

  it('sends a caller’s trace context even when the call itself makes no span', async () => {
    answerInTurn([200]);
    const parent = trace.getTracer('user-code').startSpan('checkout');
    // No provider: the call's own span records nothing; the caller's context still travels.
    trace.disable();
    try {
      await context.with(trace.setSpan(context.active(), parent), () => client().items.get({ id: 'a' }));
      await client().items.get({ id: 'b' });
    } finally {
      trace.setGlobalTracerProvider(provider);
    }
    parent.end();
    expect(exporter.getFinishedSpans().map((span) => span.name)).toEqual(['checkout']);
    const { traceId, spanId } = parent.spanContext();
    expect(server.requests[0]!.headers.traceparent).toBe(`00-${traceId}-${spanId}-01`);
    expect(server.requests[1]!.headers.traceparent).toBeUndefined();
  });
});
