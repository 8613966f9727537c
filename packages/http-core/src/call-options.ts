import type { Credential } from './auth.js';
import type { RetryOptions } from './retry.js';

/** Progress of an upload: bytes of the request body sent so far, and its size when known (else `0`). */
export interface UploadProgress {
  /** Bytes sent so far. */
  readonly loaded: number;
  /** Size of the whole body in bytes; `0` when it cannot be known up front (a stream). */
  readonly total: number;
}

/** A value an extra query parameter may hold; `undefined` and `null` leave the parameter out. */
export type ExtraQueryValue = string | number | boolean | bigint | Date | null | undefined;

/** Options of one call; they override the client's. */
export interface CallOptions {
  /** Ends the call at once when aborted, also while waiting between retries or polls. */
  readonly signal?: AbortSignal;
  /** Per-attempt time limit in ms for this call. */
  readonly timeout?: number;
  /** Whole-call time limit in ms for this call. */
  readonly totalTimeout?: number;
  /** Retry policy for this call; `false` turns retries off. */
  readonly retry?: RetryOptions | false;
  /** Extra headers for this call. A header the credential writes is refused rather than replaced. */
  readonly headers?: Readonly<Record<string, string>>;
  /**
   * Query parameters the operation does not declare, sent after its own: for what the service accepts and the
   * table does not know yet. A name the operation declares is refused (give it as declared), and so is a value
   * other than a string, a finite number, a boolean, a bigint or a `Date` (or an array of them, sent as repeated
   * parameters); `undefined` and `null` leave a parameter out. Their values are shown as `[REDACTED]` in errors
   * and logs.
   */
  readonly extraQuery?: Readonly<Record<string, ExtraQueryValue | readonly ExtraQueryValue[]>>;
  /**
   * Fields the operation's JSON body does not declare, added to the body after it is checked (a schema drops
   * fields it does not know; these are sent as given). An operation without a body sends them as its JSON body
   * (a GET or HEAD refuses them). A field the body's schema declares or the body holds already is refused, as is
   * an operation whose body is not a JSON object, and a value JSON cannot carry (a function, a symbol, a bigint,
   * `NaN` or `Infinity`, a value that contains itself), named as `extraBody.<field>`.
   */
  readonly extraBody?: Readonly<Record<string, unknown>>;
  /** Largest response body read for this call, in bytes, instead of the client's `maxResponseBytes`. */
  readonly maxResponseBytes?: number;
  /**
   * Identifies this call, the same on every attempt: sent in the header the service takes it in (see the
   * package's README), shown on the result's `response.clientRequestId` and on every error of the call
   * (`error.clientRequestId`). Default: a new id per call (the client's `generateId`).
   */
  readonly clientRequestId?: string;
  /**
   * The idempotency key of this call, for an operation whose service documents one (its docs say so): sent on
   * every attempt, so the service acts once however often the call is sent. Give the key of an earlier call
   * to send that call again safely after it failed. Default: a new key per call (the client's `generateId`).
   * Refused by an operation that takes none.
   */
  readonly idempotencyKey?: string;
  /** Credential(s) for this call instead of the client's. */
  readonly auth?: Credential | readonly Credential[];
  /**
   * Called as the request body is sent, with the bytes sent so far and the body's size. Needs a platform that
   * streams request bodies (Node; in browsers, Chromium over HTTP/2); elsewhere it is not called.
   */
  readonly onUploadProgress?: (progress: UploadProgress) => void;
  /** `false`: this call makes no span and sends no trace context (see the client's `tracing`). */
  readonly tracing?: false;
}
