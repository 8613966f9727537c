import type { Outcome } from './transport.js';

/** What a call's trace is started with: all of it as it may be shown. */
export interface TracedCall {
  /** Operation id, e.g. `deals.get`: the span's name. */
  readonly operation: string;
  readonly method: string;
  /** The request URL as it may be shown (allow-listed query, secrets scrubbed). */
  readonly url: string;
  /** The URL the request goes to, for its host and port only. */
  readonly target: string;
}

/** The service a client's calls go to: `rpc.service`, and the tracer's name and version (the package's). */
export interface TracedService {
  readonly name: string;
  readonly packageName: string;
  readonly version: string;
}

/** How a call ended, for its trace: its final status and request id, or its error. */
export type TraceEnd =
  | { readonly status: number; readonly requestId: string | undefined }
  | { readonly error: unknown; readonly requestId: string | undefined };

/** One call's trace, from its first attempt to its end. */
export interface CallTrace {
  /** Adds the trace context (`traceparent`, `tracestate`) to an attempt's headers. */
  inject(headers: Record<string, string>): void;
  /** What an attempt came to: an answer's status, or the kind of failure. */
  attempt(attempt: number, outcome: Outcome): void;
  /** A retry decided: the attempt it will be, the wait before it and why (a status or a failure's kind). */
  retry(attempt: number, delayMs: number, reason: string): void;
  /** The call's end, after `attempts` attempts. */
  end(attempts: number, end: TraceEnd): void;
}

/** Starts calls' traces; `undefined` where nothing traces. */
export interface CallTracer {
  start(call: TracedCall): CallTrace | undefined;
}

/** A client's tracer: at once when known, a promise of it while the tracing API loads. */
export type TracerSource = () => CallTracer | undefined | Promise<CallTracer | undefined>;

/** The error's class name for `error.type`, never its message. */
export function errorType(error: unknown): string {
  const name = (error as { name?: unknown } | undefined)?.name;
  return typeof name === 'string' && name !== '' && name !== 'Error' ? name : '_OTHER';
}
