import type { KyInstance } from 'ky';
import { loadKy } from '#ky-loader';
import { Deadline } from './deadline.js';
import type { RequestBody } from './request-builder.js';
import type { nextHop } from './redirect.js';
import { readBody, type BodyRead } from './response-body.js';

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
  /**
   * Which redirects are followed: `same-origin` (at most `MAX_REDIRECTS`; one to another origin is
   * refused), or `none` (every redirect is refused: the request went to a URL the service handed back).
   */
  readonly redirects: 'same-origin' | 'none';
  /**
   * Called as the request body is sent (where the platform can stream request bodies), with what ky reports: the
   * call's `onUploadProgress` as the attempt extras wrap it (`uploadListener` in `attempt-extras.ts`).
   */
  readonly onUploadProgress?: ((progress: { transferredBytes: number; totalBytes: number }) => void) | undefined;
}

/** What an attempt ended with: an answer, or the one reason there is none. */
export type Outcome =
  | { readonly kind: 'answer'; readonly response: Response; readonly body: string | Uint8Array | undefined; readonly durationMs: number }
  | { readonly kind: 'redirect-refused'; readonly origin: string | undefined }
  | { readonly kind: 'redirect-invalid' }
  | { readonly kind: 'redirect-loop'; readonly hops: number }
  | { readonly kind: 'timeout'; readonly scope: 'attempt' | 'total' }
  | { readonly kind: 'network'; readonly code: string | undefined; readonly cause: unknown }
  | { readonly kind: 'too-large'; readonly bytes: number | undefined }
  | { readonly kind: 'abort'; readonly reason: unknown };

/** An answer outcome. */
export type Answer = Extract<Outcome, { kind: 'answer' }>;

/**
 * Following redirects (`redirect.ts`), loaded with the first answer that redirects; a load that failed (the page
 * went offline) is tried again by the next one.
 */
let redirects: Promise<typeof nextHop> | undefined;
function redirectFollower(): Promise<typeof nextHop> {
  return (redirects ??= import('./redirect.js').then((module) => module.nextHop)).catch((error: unknown) => {
    redirects = undefined;
    throw error;
  });
}

/**
 * Creates the ky instance the client sends through. ky builds and sends one request, its timer bounding the
 * wait for the answer's headers (set per attempt); retries, auth, redirects and reading the body are the
 * engine's, so ky's own retry is off and it throws for no status.
 *
 * ky is loaded when the first client is created rather than with the package on Node (`ky-loader.ts`), and with
 * the page in a browser (`ky-loader.browser.ts`). With a proxy's `dispatcher` (see `client-proxy.ts`), every
 * request carries it to fetch as that init option, which Node's fetch reads.
 */
export async function createKy(fetchImpl: typeof fetch | undefined, proxy?: Promise<object>): Promise<KyInstance> {
  const ky = await loadKy();
  const dispatcher = await proxy;
  return ky.create({
    retry: 0,
    timeout: false,
    throwHttpErrors: false,
    redirect: 'manual',
    ...(fetchImpl ? { fetch: fetchImpl } : {}),
    ...(dispatcher ? { dispatcher } : {}),
  });
}

/**
 * Sends one attempt and reads its body within `maxResponseBytes`, and reports what happened as an
 * {@link Outcome}; it never throws for a failure of the exchange. Same-origin redirects are followed (at most
 * `MAX_REDIRECTS`, `redirect.ts`) unless the attempt refuses every redirect; a redirect to another origin is refused so
 * that credentials never leave it.
 */
export async function sendAttempt(http: KyInstance, attempt: Attempt): Promise<Outcome> {
  const started = performance.now();
  const { signal } = attempt;
  const deadline = new Deadline(attempt.timeoutMs);
  const failed = (error: unknown): Outcome => {
    if (signal?.aborted) return { kind: 'abort', reason: signal.reason };
    if ((error as { name?: unknown } | undefined)?.name === 'TimeoutError') return { kind: 'timeout', scope: attempt.timeoutScope };
    return networkFailure(error);
  };
  let hop = { method: attempt.method, url: attempt.url, body: attempt.body, headers: { ...attempt.headers } };
  for (let hops = 0; ; hops++) {
    const left = deadline.left();
    if (left !== undefined && left <= 0) return { kind: 'timeout', scope: attempt.timeoutScope };
    let response: Response;
    const { body } = hop;
    try {
      // ky's own timer bounds the wait for the answer's headers; the body read below has its own.
      response = await http(hop.url, {
        method: hop.method,
        headers: hop.headers,
        body,
        ...(signal ? { signal } : {}),
        ...(left === undefined ? {} : { timeout: Math.max(1, Math.floor(left)) }),
        // ky calls it only for a body it can stream.
        onUploadProgress: attempt.onUploadProgress,
      });
    } catch (error) {
      return failed(error);
    }
    const durationMs = performance.now() - started;
    if (response.type === 'opaqueredirect') return { kind: 'redirect-refused', origin: undefined };
    const location = response.status >= 300 && response.status < 400 ? response.headers.get('location') : null;
    if (location !== null) {
      let follow: typeof nextHop;
      try {
        follow = await redirectFollower();
      } catch (error) {
        // The code that follows it could not load: the redirect is not followed, as a failure of the network.
        await response.body?.cancel().catch(() => {});
        return failed(error);
      }
      const next = await follow(response, location, hop, hops, attempt.redirects);
      if ('kind' in next) return next;
      hop = next;
      continue;
    }
    const read = await readBody(response, response.ok ? attempt.read : 'text', attempt.maxResponseBytes, { signal, deadline }).catch(failed);
    if ('kind' in read) return read;
    if (read.tooLarge !== undefined) return { kind: 'too-large', bytes: read.tooLarge };
    return { kind: 'answer', response, body: read.body, durationMs };
  }
}

/** A failure to exchange, with the low-level code (`ECONNREFUSED`, ...) when there is one. */
function networkFailure(error: unknown): Outcome {
  const cause = (error as { cause?: unknown } | undefined)?.cause ?? error;
  const inner = (cause as { cause?: { code?: unknown } } | undefined)?.cause;
  const code = (cause as { code?: unknown } | undefined)?.code ?? inner?.code;
  return { kind: 'network', code: typeof code === 'string' ? code : undefined, cause };
}
