import ky, { type KyInstance } from 'ky';
import { BodyTooLargeError, boundedFetch } from './bounded-fetch.js';
import type { RequestBody } from './request-builder.js';

/** One attempt, ready to go on the wire. */
export interface Attempt {
  readonly method: string;
  readonly url: string;
  readonly headers: Record<string, string>;
  readonly body: RequestBody | undefined;
  readonly signal: AbortSignal | undefined;
  /** Time limit of this attempt, body included; `undefined` for none. */
  readonly timeoutMs: number | undefined;
  /** How to read a successful body. */
  readonly read: 'text' | 'bytes' | 'none';
  readonly maxResponseBytes: number;
}

/** An attempt's answer: status, headers and the body as read. */
export interface Answer {
  readonly response: Response;
  readonly body: string | Uint8Array | undefined;
  readonly durationMs: number;
}

/** Why an attempt produced no answer. */
export type AttemptFailure =
  | { readonly kind: 'timeout' }
  | { readonly kind: 'abort'; readonly reason: unknown }
  | { readonly kind: 'network'; readonly message: string; readonly cause: unknown }
  | { readonly kind: 'too-large'; readonly bytes: number | undefined };

/** Thrown by {@link sendAttempt} when there is no answer. */
export class AttemptError extends Error {
  constructor(readonly failure: AttemptFailure) {
    super(failure.kind);
  }
}

const maxRedirects = 5;

/**
 * Creates the ky instance the client sends through. ky handles one attempt: building the request,
 * the per-attempt timeout (including reading the body) and network error detection; retries, auth
 * and redirects are the client's, so ky's own retry is off. Bodies past `maxResponseBytes` fail as they arrive.
 */
export function createKy(fetchImpl: typeof fetch | undefined, maxResponseBytes: number): KyInstance {
  return ky.create({ retry: 0, throwHttpErrors: false, redirect: 'manual', fetch: boundedFetch(fetchImpl, maxResponseBytes) });
}

/**
 * Sends one attempt and reads its body. Same-origin redirects are followed (at most 5);
 * a redirect to another origin is refused so that credentials never leave the configured origin.
 */
export async function sendAttempt(http: KyInstance, attempt: Attempt): Promise<Answer> {
  const started = performance.now();
  let { method, url, body } = attempt;
  const headers = { ...attempt.headers };
  for (let hop = 0; ; hop++) {
    const pending = http(url, {
      method,
      headers,
      body,
      signal: attempt.signal,
      // `totalTimeout` makes the body read share the attempt's budget instead of starting a new one.
      timeout: attempt.timeoutMs ?? false,
      totalTimeout: attempt.timeoutMs ?? false,
    });
    let response: Response;
    try {
      response = await pending;
    } catch (error) {
      throw new AttemptError(classify(error, attempt.signal));
    }
    const durationMs = performance.now() - started;
    if (response.type === 'opaqueredirect') {
      throw new AttemptError({ kind: 'network', message: 'The service answered with a redirect, which is not followed here', cause: undefined });
    }
    if (response.status >= 300 && response.status < 400 && response.headers.has('location')) {
      await response.body?.cancel().catch(() => {});
      const next = new URL(response.headers.get('location')!, url);
      if (next.origin !== new URL(url).origin) {
        throw new AttemptError({ kind: 'network', message: `Redirect to another origin (${next.origin}) refused`, cause: undefined });
      }
      if (hop + 1 >= maxRedirects) {
        throw new AttemptError({ kind: 'network', message: `Too many redirects (more than ${maxRedirects - 1})`, cause: undefined });
      }
      if (response.status === 303 || ((response.status === 301 || response.status === 302) && method === 'POST')) {
        method = 'GET';
        body = undefined;
        delete headers['content-type'];
      }
      url = next.href;
      continue;
    }
    const declared = Number(response.headers.get('content-length') ?? NaN);
    if (declared > attempt.maxResponseBytes) {
      await response.body?.cancel().catch(() => {});
      throw new AttemptError({ kind: 'too-large', bytes: declared });
    }
    const read = response.ok ? attempt.read : 'text';
    let data: string | Uint8Array | undefined;
    try {
      if (read === 'text') data = await pending.text();
      else if (read === 'bytes') data = new Uint8Array(await pending.arrayBuffer());
      else await response.body?.cancel().catch(() => {});
    } catch (error) {
      throw new AttemptError(classify(error, attempt.signal));
    }
    const size = typeof data === 'string' ? data.length : (data?.byteLength ?? 0);
    if (size > attempt.maxResponseBytes) throw new AttemptError({ kind: 'too-large', bytes: size });
    return { response, body: data, durationMs };
  }
}

function classify(error: unknown, signal: AbortSignal | undefined): AttemptFailure {
  if (signal?.aborted) return { kind: 'abort', reason: signal.reason };
  const tooLarge = [error, (error as { cause?: unknown } | undefined)?.cause].find((item) => item instanceof BodyTooLargeError);
  if (tooLarge) return { kind: 'too-large', bytes: (tooLarge as BodyTooLargeError).bytes };
  const name = (error as { name?: unknown } | undefined)?.name;
  if (name === 'TimeoutError') return { kind: 'timeout' };
  if (name === 'AbortError') return { kind: 'abort', reason: error };
  const cause = (error as { cause?: unknown } | undefined)?.cause ?? error;
  return { kind: 'network', message: describeNetworkCause(cause), cause };
}

/** A short, secret-free description of a low-level network failure. */
function describeNetworkCause(cause: unknown): string {
  const inner = (cause as { cause?: { code?: unknown } } | undefined)?.cause;
  const code = (cause as { code?: unknown } | undefined)?.code ?? inner?.code;
  if (typeof code === 'string') return `Network failure (${code})`;
  return 'Network failure';
}
