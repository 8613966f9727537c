/**
 * The log of requests a fake received, for assertions such as "retried twice" or "sent the key in a header".
 */
import type { FaultKind } from './faults.js';

/** One received request, as it arrived. CORS preflights are not logged. */
export interface RecordedRequest {
  readonly method: string;
  /** Raw path as sent (the fake's base path included), still percent-encoded, without the query. */
  readonly path: string;
  readonly query: URLSearchParams;
  /** Header values by lower-case name; repeated headers joined with `, `. */
  readonly headers: Readonly<Record<string, string>>;
  /** The body as text (`''` when none). */
  readonly bodyText: string;
  /** The body parsed as JSON, when it is JSON; otherwise `undefined`. */
  readonly json: unknown;
  /** The operation the request was routed to, if any. */
  readonly operationId: string | undefined;
  /** The `x-request-id` the fake answered with. */
  readonly requestId: string;
  /** The status answered; `undefined` while pending or when the connection was reset. */
  readonly status: number | undefined;
  /** The fault applied, if any (delays are not counted). */
  readonly fault: FaultKind | undefined;
  /** What a handler threw that was not a `fakeError` (answered as 500), to debug a fake. */
  readonly error: unknown;
}

/** A request record the server fills in as it answers. */
export type MutableRecord = { -readonly [K in keyof RecordedRequest]: RecordedRequest[K] };

/** Append-only list of requests with counting helpers. */
export class RequestLog {
  readonly #entries: MutableRecord[] = [];

  /** Adds a request and returns its record for the server to complete. */
  add(entry: MutableRecord): MutableRecord {
    this.#entries.push(entry);
    return entry;
  }

  /** All requests, oldest first. */
  get entries(): readonly RecordedRequest[] {
    return this.#entries;
  }

  /** Number of requests, or of those routed to `operationId`. */
  count(operationId?: string): number {
    if (operationId === undefined) return this.#entries.length;
    return this.#entries.filter((entry) => entry.operationId === operationId).length;
  }

  clear(): void {
    this.#entries.length = 0;
  }
}
