import type { WithResponse } from './api-promise.js';
import type { RequestSummary } from './errors.js';
import type { Outcome } from './transport.js';

/** The service a client's calls go to: `rpc.service`, and the tracer's name and version (the package's). */
export interface TracedService {
  readonly name: string;
  readonly packageName: string;
  readonly version: string;
}

/** What a call's trace reads of it. */
export interface TracedCall {
  /** The call as errors show it: operation id (the span's name), method, URL as shown, attempts so far. */
  summary(): RequestSummary;
  /** The URL the request goes to, for its host and port only. */
  readonly target: string;
  /** The call's secrets, scrubbed from what the service sent back before it is recorded. */
  secrets(): readonly string[];
}

/** What a trace sees of a call's attempts. */
export interface CallTrace {
  /** Adds the trace context (`traceparent`, `tracestate`) to an attempt's headers. */
  inject(headers: Record<string, string>): void;
  /** What an attempt came to: an answer's status, or the kind of failure. */
  attempt(attempt: number, outcome: Outcome): void;
  /** A retry decided: the attempt it will be, the wait before it and why (a status or a failure's kind). */
  retry(attempt: number, delayMs: number, reason: string): void;
}

/**
 * Runs a call's attempts within its trace: `attempts` gets the trace (`undefined` when nothing traces it), and
 * the trace ends with what they come to.
 */
export type TraceCall = <T>(call: TracedCall, attempts: (trace: CallTrace | undefined) => Promise<WithResponse<T>>) => Promise<WithResponse<T>>;
