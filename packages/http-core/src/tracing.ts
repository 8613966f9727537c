/**
 * Tracing with OpenTelemetry, on Node: each call a client span named after its operation, each attempt an
 * event, each retry an event with its wait, and the trace context sent on every attempt through the registered
 * propagator. `@opentelemetry/api` is an optional peer dependency, imported on a client's first call; where it
 * is not installed, that import fails once per process and calls go on untraced. The browser build gets
 * `tracing.browser.ts`.
 */
import type * as OtelApi from '@opentelemetry/api';
import type { CallTrace, TraceCall, TracedCall, TracedService } from './call-trace.js';
import { scrubText } from './redaction.js';
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

/**
 * A client's calls, each within its span. The API is imported before the first call's first attempt (an
 * import, no network), so the first call is traced too; later calls wait for nothing. Without the API, or with
 * no provider registered and no span active, a call goes straight to its attempts.
 */
export function clientTracer(service: TracedService): TraceCall {
  const traced: TraceCall = (call, attempts) => {
    if (api === null) return loadApi().then(() => traced(call, attempts));
    if (api === undefined || (!hasProvider(api) && api.trace.getActiveSpan() === undefined)) return attempts(undefined);
    return runTraced(startTrace(api, service, call), call, attempts);
  };
  return traced;
}

/** The no-op provider the API answers with until one is registered. */
let noProvider: OtelApi.TracerProvider | undefined;

function hasProvider(api: Api): boolean {
  noProvider ??= new api.ProxyTracerProvider().getDelegate();
  const provider = api.trace.getTracerProvider() as OtelApi.TracerProvider & { getDelegate?(): OtelApi.TracerProvider };
  return provider.getDelegate?.() !== noProvider;
}

async function runTraced<R extends { readonly response: { readonly status: number; readonly requestId: string | undefined } }>(
  trace: CallTrace | undefined,
  call: TracedCall,
  attempts: (trace: CallTrace | undefined) => Promise<R>,
): Promise<R> {
  if (!(trace instanceof OtelTrace)) return attempts(trace);
  try {
    const result = await attempts(trace);
    trace.end(call, { status: result.response.status, requestId: result.response.requestId });
    return result;
  } catch (error) {
    const requestId = (error as { requestId?: unknown } | undefined)?.requestId;
    trace.end(call, { error, requestId: typeof requestId === 'string' ? scrubText(requestId, call.secrets()) : undefined });
    throw error;
  }
}

/** The call's span, a child of the active one; `undefined` when nothing records it and no trace context travels. */
function startTrace(api: Api, service: TracedService, call: TracedCall): CallTrace | undefined {
  // The provider is looked up at each call: one registered after the client was made counts.
  const tracer = api.trace.getTracer(service.packageName, service.version);
  const { operation, method, url } = call.summary();
  const target = new URL(call.target);
  const parent = api.context.active();
  const span = tracer.startSpan(
    operation!,
    {
      kind: api.SpanKind.CLIENT,
      attributes: {
        'http.request.method': method,
        'url.full': url,
        'server.address': target.hostname.replace(/^\[|\]$/g, ''),
        'server.port': Number(target.port || (target.protocol === 'https:' ? 443 : 80)),
        'rpc.service': service.name,
      },
    },
    parent,
  );
  const context = api.trace.setSpan(parent, span);
  if (span.isRecording()) return new OtelTrace(api, span, context);
  // No provider: nothing records; the trace context of a caller's span still travels.
  return api.trace.isSpanContextValid(span.spanContext()) ? new Propagating(api, context) : undefined;
}

/** How a call ended: its final status and request id, or its error. */
type TraceEnd = { readonly status: number; readonly requestId: string | undefined } | { readonly error: unknown; readonly requestId: string | undefined };

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

  /** Ends the span with the call's attempts, status and request id; a failure with its error's class name, never its message. */
  end(call: TracedCall, end: TraceEnd): void {
    const span = this.#span;
    const attempts = call.summary().attempts ?? 1;
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

/** The error's class name for `error.type`. */
function errorType(error: unknown): string {
  const name = (error as { name?: unknown } | undefined)?.name;
  return typeof name === 'string' && name !== '' && name !== 'Error' ? name : '_OTHER';
}
