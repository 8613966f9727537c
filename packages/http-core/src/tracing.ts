/**
 * Tracing with OpenTelemetry, on Node: each call a client span named after its operation, each attempt an
 * event, each retry an event with its wait, and the trace context sent on every attempt through the registered
 * propagator. `@opentelemetry/api` is an optional peer dependency, imported on a client's first call; where it
 * is not installed, that import fails once per process and calls go on untraced. The browser build gets
 * `tracing.browser.ts`.
 */
import type * as OtelApi from '@opentelemetry/api';
import { errorType, type CallTrace, type CallTracer, type TraceEnd, type TracedCall, type TracedService, type TracerSource } from './call-trace.js';
import type { Outcome } from './transport.js';

type Api = typeof OtelApi;

/** The API once its import settled (`undefined` where it is not installed); `null` before. */
let api: Api | undefined | null = null;
let loading: Promise<Api | undefined> | undefined;

function loadApi(): Promise<Api | undefined> {
  return (loading ??= import('@opentelemetry/api').then(
    (module) => (api = module),
    () => (api = undefined),
  ));
}

/** A client's tracer source: the API's tracer named after the package, once the API is loaded. */
export function clientTracer(service: TracedService): TracerSource {
  let tracer: CallTracer | undefined | null = null;
  const made = (loaded: Api | undefined): CallTracer | undefined => (tracer = loaded && new OtelTracer(loaded, service));
  return () => tracer ?? (api === null ? loadApi().then(made) : made(api));
}

class OtelTracer implements CallTracer {
  readonly #api: Api;
  readonly #service: TracedService;

  constructor(api: Api, service: TracedService) {
    this.#api = api;
    this.#service = service;
  }

  start(call: TracedCall): CallTrace | undefined {
    const api = this.#api;
    // The provider is looked up at each call: one registered after the client was made counts.
    const tracer = api.trace.getTracer(this.#service.packageName, this.#service.version);
    const parent = api.context.active();
    const target = new URL(call.target);
    const span = tracer.startSpan(
      call.operation,
      {
        kind: api.SpanKind.CLIENT,
        attributes: {
          'http.request.method': call.method,
          'url.full': call.url,
          'server.address': target.hostname.replace(/^\[|\]$/g, ''),
          'server.port': Number(target.port || (target.protocol === 'https:' ? 443 : 80)),
          'rpc.service': this.#service.name,
        },
      },
      parent,
    );
    const context = api.trace.setSpan(parent, span);
    // No provider: nothing records; the trace context of a caller's span still travels.
    if (!span.isRecording()) return api.trace.isSpanContextValid(span.spanContext()) ? new Propagating(api, context) : undefined;
    return new OtelTrace(api, span, context);
  }
}

/** Sends a caller's trace context along and records nothing. */
class Propagating implements CallTrace {
  readonly #api: Api;
  readonly #context: OtelApi.Context;

  constructor(api: Api, context: OtelApi.Context) {
    this.#api = api;
    this.#context = context;
  }

  inject(headers: Record<string, string>): void {
    this.#api.propagation.inject(this.#context, headers);
  }

  attempt(_attempt: number, _outcome: Outcome): void {}
  retry(_attempt: number, _delayMs: number, _reason: string): void {}
  end(_attempts: number, _end: TraceEnd): void {}
}

class OtelTrace extends Propagating {
  readonly #api: Api;
  readonly #span: OtelApi.Span;

  constructor(api: Api, span: OtelApi.Span, context: OtelApi.Context) {
    super(api, context);
    this.#api = api;
    this.#span = span;
  }

  override attempt(attempt: number, outcome: Outcome): void {
    this.#span.addEvent(
      'attempt',
      outcome.kind === 'answer' ? { attempt, 'http.response.status_code': outcome.response.status } : { attempt, 'error.type': outcome.kind },
    );
  }

  override retry(attempt: number, delayMs: number, reason: string): void {
    this.#span.addEvent('retry', { attempt, 'retry.delay_ms': Math.round(delayMs), 'retry.reason': reason });
  }

  override end(attempts: number, end: TraceEnd): void {
    const span = this.#span;
    span.setAttribute('sdk.attempts', attempts);
    if (attempts > 1) span.setAttribute('http.request.resend_count', attempts - 1);
    if (end.requestId !== undefined) span.setAttribute('sdk.request_id', end.requestId);
    if ('error' in end) {
      const status = (end.error as { status?: unknown } | undefined)?.status;
      if (typeof status === 'number') span.setAttribute('http.response.status_code', status);
      const type = errorType(end.error);
      span.setAttribute('error.type', type);
      span.setStatus({ code: this.#api.SpanStatusCode.ERROR, message: type });
    } else {
      span.setAttribute('http.response.status_code', end.status);
    }
    span.end();
  }
}
