import ky, { type KyInstance } from 'ky';
import type { RequestBody } from './request-builder.js';
import { readBody, type BodyRead } from './response-body.js';

/** Progress of an upload: bytes of the request body sent so far, and its size when known (else `0`). */
export interface UploadProgress {
  /** Bytes sent so far. */
  readonly loaded: number;
  /** Size of the whole body in bytes; `0` when it cannot be known up front (a stream). */
  readonly total: number;
}

/** One attempt, ready to go on the wire. */
export interface Attempt {
  readonly method: string;
  readonly url: string;
  readonly headers: Record<string, string>;
  readonly body: RequestBody | undefined;
  /** The caller's signal. */
  readonly signal: AbortSignal | undefined;
  /** Time limit of this attempt, body included; `undefined` for none. */
  readonly timeoutMs: number | undefined;
  /** Which limit `timeoutMs` is: the attempt's own, or what is left of the whole call's. */
  readonly timeoutScope: 'attempt' | 'total';
  /** How to read a successful body. */
  readonly read: BodyRead;
  readonly maxResponseBytes: number;
  /** Called as the request body is sent (where the platform can stream request bodies). */
  readonly onUploadProgress?: ((progress: UploadProgress) => void) | undefined;
}

/** What an attempt ended with: an answer, or the one reason there is none. */
export type Outcome =
  | { readonly kind: 'answer'; readonly response: Response; readonly body: string | Uint8Array | undefined; readonly durationMs: number }
  | { readonly kind: 'redirect-refused'; readonly origin: string | undefined }
  | { readonly kind: 'redirect-loop'; readonly hops: number }
  | { readonly kind: 'timeout'; readonly scope: 'attempt' | 'total' }
  | { readonly kind: 'network'; readonly code: string | undefined; readonly cause: unknown }
  | { readonly kind: 'too-large'; readonly bytes: number | undefined }
  | { readonly kind: 'abort'; readonly reason: unknown };

/** An answer outcome. */
export type Answer = Extract<Outcome, { kind: 'answer' }>;

/** Redirects followed within one attempt before it is reported as a loop. */
export const MAX_REDIRECTS = 4;

/**
 * Creates the ky instance the client sends through. ky builds and sends one request; time-outs, retries,
 * auth, redirects and reading the body are the engine's, so ky's own retry and timer are off.
 */
export function createKy(fetchImpl: typeof fetch | undefined): KyInstance {
  return ky.create({ retry: 0, timeout: false, throwHttpErrors: false, redirect: 'manual', ...(fetchImpl ? { fetch: fetchImpl } : {}) });
}

/**
 * Sends one attempt and reads its body within `maxResponseBytes`, and reports what happened as an
 * {@link Outcome}; it never throws for a failure of the exchange. Same-origin redirects are followed (at most
 * {@link MAX_REDIRECTS}); a redirect to another origin is refused so that credentials never leave it.
 */
export async function sendAttempt(http: KyInstance, attempt: Attempt): Promise<Outcome> {
  const started = performance.now();
  const timer = attempt.timeoutMs === undefined ? undefined : new AttemptTimer(attempt.timeoutMs, attempt.signal);
  const signal = timer ? timer.signal : attempt.signal;
  const failed = (error: unknown): Outcome => {
    if (attempt.signal?.aborted) return { kind: 'abort', reason: attempt.signal.reason };
    if (timer?.fired) return { kind: 'timeout', scope: attempt.timeoutScope };
    return networkFailure(error);
  };
  let { method, url, body } = attempt;
  const headers = { ...attempt.headers };
  try {
    for (let hop = 0; ; hop++) {
      let response: Response;
      try {
        response = await http(url, {
          method,
          headers,
          body,
          signal,
          ...(attempt.onUploadProgress && body !== undefined ? { onUploadProgress: uploadListener(attempt.onUploadProgress) } : {}),
        });
      } catch (error) {
        return failed(error);
      }
      const durationMs = performance.now() - started;
      if (response.type === 'opaqueredirect') return { kind: 'redirect-refused', origin: undefined };
      const location = response.status >= 300 && response.status < 400 ? response.headers.get('location') : null;
      if (location !== null) {
        await response.body?.cancel().catch(() => {});
        const next = new URL(location, url);
        if (next.origin !== new URL(url).origin) return { kind: 'redirect-refused', origin: next.origin };
        if (hop >= MAX_REDIRECTS) return { kind: 'redirect-loop', hops: hop + 1 };
        if (response.status === 303 || ((response.status === 301 || response.status === 302) && method === 'POST')) {
          method = 'GET';
          body = undefined;
          delete headers['content-type'];
        }
        url = next.href;
        continue;
      }
      const read = await readBody(response, response.ok ? attempt.read : 'text', attempt.maxResponseBytes, signal).catch(failed);
      if ('kind' in read) return read;
      if (read.tooLarge !== undefined) return { kind: 'too-large', bytes: read.tooLarge };
      return { kind: 'answer', response, body: read.body, durationMs };
    }
  } finally {
    timer?.clear();
  }
}

/**
 * The attempt's time limit: one timer whose firing aborts the attempt and is remembered. The caller's signal,
 * if any, aborts the same controller (cheaper than composing signals for every attempt).
 */
class AttemptTimer {
  readonly #controller = new AbortController();
  readonly #handle: ReturnType<typeof setTimeout>;
  readonly #caller: AbortSignal | undefined;
  readonly #onAbort: (() => void) | undefined;
  fired = false;

  constructor(ms: number, caller: AbortSignal | undefined) {
    this.#handle = setTimeout(() => {
      this.fired = true;
      this.#controller.abort(new DOMException(`The attempt took longer than ${ms} ms`, 'TimeoutError'));
    }, ms);
    if (caller) {
      this.#caller = caller;
      this.#onAbort = () => this.#controller.abort(caller.reason);
      caller.addEventListener('abort', this.#onAbort, { once: true });
    }
  }

  get signal(): AbortSignal {
    return this.#controller.signal;
  }

  clear(): void {
    clearTimeout(this.#handle);
    if (this.#onAbort) this.#caller!.removeEventListener('abort', this.#onAbort);
  }
}

function uploadListener(listener: (progress: UploadProgress) => void) {
  return (progress: { transferredBytes: number; totalBytes: number }) => {
    try {
      listener({ loaded: progress.transferredBytes, total: progress.totalBytes });
    } catch {
      // A listener's failure must not break the upload.
    }
  };
}

/** A failure to exchange, with the low-level code (`ECONNREFUSED`, ...) when there is one. */
function networkFailure(error: unknown): Outcome {
  const cause = (error as { cause?: unknown } | undefined)?.cause ?? error;
  const inner = (cause as { cause?: { code?: unknown } } | undefined)?.cause;
  const code = (cause as { code?: unknown } | undefined)?.code ?? inner?.code;
  return { kind: 'network', code: typeof code === 'string' ? code : undefined, cause };
}
