/**
 * What an attempt runs besides sending for some clients and calls only: the `beforeRequest` and `afterResponse`
 * hooks, the throttle, a credential that waits (a token provider) or is refreshed after a 401, the call's trace
 * (where calls are traced: not in a browser), the listener of upload progress, and the debug lines. Loaded on demand (`exchange.ts`) by the first call that needs it; it imports nothing the page has, and
 * gets what it needs of the call as an argument.
 */
import type { ResponseInfo, WithResponse } from './api-promise.js';
import { traceOf, withinTrace } from '#attempt-trace';
import type { AuthTarget, Credential } from './auth.js';
import type { CallIds } from './call-ids.js';
import type { CallOptions, UploadProgress } from './call-options.js';
import type { TraceCall } from './call-trace.js';
import type { checkCredentialTarget } from './credential-check.js';
import type { Deadline } from './deadline.js';
import type { ErrorPath } from './error-path-loader.js';
import type { AbortError, NetworkError, RequestSummary, SdkError } from './errors.js';
import type { checkHeaderValues } from './header-check.js';
import type { LevelledLogger } from './logger.js';
import type { ClientOptions, Hooks, Throttle } from './options.js';
import type { BuiltRequest, CompiledOperation } from './request-builder.js';
import type { RetryCause } from './retry.js';
import type { Outcome } from './transport.js';

/** @internal What the extras of an attempt read of the call it belongs to (`exchange.ts`), and the page's own checks. */
export interface AttemptCall {
  readonly request: {
    readonly compiled: CompiledOperation;
    readonly built: BuiltRequest;
    readonly ids: CallIds;
    readonly credential: Credential | undefined;
    readonly options: CallOptions;
    readonly scope: { secrets(): readonly string[] };
    readonly deadline: Deadline;
    readonly policy: { readonly limit: number };
  };
  /** The client's, the same object for each of its calls. */
  readonly settings: { readonly hooks: Hooks; readonly throttle: ClientOptions['throttle']; readonly logger: LevelledLogger };
  /** The attempt under way, from 1. */
  readonly attempt: number;
  /** The URL as it may be shown. */
  shown(): string;
  summary(): RequestSummary;
  readonly checkHeaderValues: typeof checkHeaderValues;
  readonly checkCredentialTarget: typeof checkCredentialTarget;
  /** The page's own error classes: of a call whose signal aborted, and of a throttle whose code could not be loaded. */
  readonly AbortError: typeof AbortError;
  readonly NetworkError: typeof NetworkError;
  /** The error path, or `undefined` when it cannot load (the debug lines' words are there). */
  errorPath(): Promise<ErrorPath | undefined>;
}

/** Runs a call's `attempts`, within its trace when `traced` (the client traces its calls, and this call is not left out). */
export function run<T>(call: AttemptCall, traced: TraceCall | undefined, attempts: () => Promise<WithResponse<T>>): Promise<WithResponse<T>> {
  const { built, scope } = call.request;
  return withinTrace(call.request, { summary: call.summary, target: built.url, secrets: scope.secrets }, traced, attempts);
}

/**
 * The attempt's headers and query with the `beforeRequest` hook run, the credential applied (or, when
 * `applying`, its application awaited), the throttle waited for, and the debug line logged, within `leftMs` (the
 * call's time left) and the attempt's limit: past them, a `TimeoutError` of the nearer one, and nothing is sent.
 */
export function authorise(call: AttemptCall, target: AuthTarget, applying: Promise<void> | undefined, leftMs: number | undefined): Promise<AuthTarget> {
  return withinTime(call, authorised(call, target, applying), leftMs);
}

async function authorised(call: AttemptCall, target: AuthTarget, applying: Promise<void> | undefined): Promise<AuthTarget> {
  const { built, credential, options } = call.request;
  const { hooks, logger } = call.settings;
  const signal = options.signal;
  if (hooks.beforeRequest) {
    const { operation, method } = built.summary;
    const { clientRequestId } = call.request.ids;
    await hooks.beforeRequest({ operation: operation!, method: method!, url: call.shown(), headers: target.headers, attempt: call.attempt, clientRequestId });
    // Client and call headers were checked already; a hook may have added others.
    call.checkHeaderValues(target.headers, call.summary());
  }
  // A credential that started applying before any hook (a token provider) applied to the request's own headers.
  const given = applying || !credential ? built.headers : { ...target.headers };
  if (applying) await abortable(call, applying);
  else if (credential) await abortable(call, credential.apply(target));
  if (credential) call.checkCredentialTarget(target, call.summary, given, built.url);
  // Its code loaded first when the client was given a loader of it.
  const throttle = await abortable(call, throttleOf(call));
  if (throttle) {
    try {
      await throttle.acquire(built.path, signal);
    } catch (error) {
      throw signal?.aborted ? aborted(call) : error;
    }
  }
  if (logger.enabled('debug')) {
    const line = `${call.request.compiled.operation.id}: -> ${built.method} ${call.shown()} (attempt ${call.attempt})`;
    (await call.errorPath())?.logWithHeaders(logger, line, new Headers(target.headers), call.request.scope.secrets());
  }
  // The trace context goes with the request, not in its debug line.
  traceOf(call.request)?.inject(target.headers);
  return target;
}

/**
 * Records an attempt's outcome in the call's trace; for an answer (`info` given), tells the throttle of it and runs
 * the `afterResponse` hook and the debug line.
 */
export async function observe(call: AttemptCall, outcome: Outcome, info?: ResponseInfo): Promise<void> {
  traceOf(call.request)?.attempt(call.attempt, outcome);
  if (outcome.kind !== 'answer' || info === undefined) return;
  const { hooks, logger } = call.settings;
  const { compiled, built, scope, ids } = call.request;
  const { operation } = compiled;
  const { response, durationMs } = outcome;
  // A throttle's loader settled before this attempt was sent.
  (await throttleOf(call))?.observe?.(built.path, response.headers);
  if (!hooks.afterResponse && !logger.enabled('debug')) return;
  const { requestId } = info;
  // A service may echo a credential in its request id header: it comes scrubbed, as everything else shown.
  if (hooks.afterResponse) {
    await hooks.afterResponse({
      operation: operation.id,
      method: built.method,
      url: call.shown(),
      status: response.status,
      headers: response.headers,
      requestId,
      attempt: call.attempt,
      clientRequestId: ids.clientRequestId,
      durationMs,
    });
  }
  if (logger.enabled('debug')) {
    const line = `${operation.id}: <- ${response.status} ${built.method} ${call.shown()} (${Math.round(durationMs)} ms${requestId ? `, request id ${requestId}` : ''})`;
    (await call.errorPath())?.logWithHeaders(logger, line, response.headers, scope.secrets());
  }
}

/** The throttles given as a loader (`ThrottleLoader`), loading or loaded, by the settings of their client. */
const loadedThrottles = new WeakMap<object, Promise<Throttle>>();

/**
 * The client's throttle; given as a loader, the loader is run once per client, by the first call, and again by the
 * next call after a load that failed, which is the calling attempt's `NetworkError` (nothing is sent).
 */
function throttleOf(call: AttemptCall): Throttle | Promise<Throttle> | undefined {
  const { settings } = call;
  const { throttle } = settings;
  if (typeof throttle !== 'function') return throttle;
  let loading = loadedThrottles.get(settings);
  if (!loading) loadedThrottles.set(settings, (loading = throttle()));
  return loading.catch((error: unknown) => {
    if (loadedThrottles.get(settings) === loading) loadedThrottles.delete(settings);
    throw new call.NetworkError(`${call.request.compiled.operation.id}: the code for the client's throttle could not be loaded; nothing was sent`, call.summary(), { cause: error });
  });
}

/** The calls whose credential was refreshed once already (by their request, the same on every attempt). */
const refreshedCalls = new WeakSet<object>();

/**
 * Refreshes the credential after a 401, within the call's time left: whether one more attempt is worth it. Only a
 * credential that refreshes, once per call, and for a request that can be sent again.
 */
export async function refreshed(call: AttemptCall, rejected: AuthTarget): Promise<boolean> {
  const { credential, deadline, compiled, built } = call.request;
  if (!credential?.refresh || !built.replayable || refreshedCalls.has(call.request)) return false;
  refreshedCalls.add(call.request);
  if (!(await withinTime(call, abortable(call, credential.refresh(rejected)), deadline.left()))) return false;
  call.settings.logger.info(`${compiled.operation.id}: 401; sending once more with a fresh credential`);
  return true;
}

/** Waits for `pending` within `leftMs` (the call's time left) and the attempt's limit, or throws the nearer limit's time-out. */
async function withinTime<R>(call: AttemptCall, pending: Promise<R>, leftMs: number | undefined): Promise<R> {
  const { deadline } = call.request;
  const limit = deadline.nearer(leftMs);
  if (limit === undefined) return pending;
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    return await Promise.race([
      pending,
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(deadline.timeout(limit.scope, call.summary)), Math.max(0, limit.ms));
      }),
    ]);
  } catch (error) {
    // What the abandoned wait ends with later concerns nobody.
    pending.catch(() => {});
    throw error;
  } finally {
    clearTimeout(timer);
  }
}

/** The error of the call's signal once it aborts. */
function aborted(call: AttemptCall): AbortError {
  return new call.AbortError(call.summary(), call.request.options.signal?.reason);
}

/** Waits for `promise`, ending early with the call's abort error when its signal aborts. */
async function abortable<T>(call: AttemptCall, promise: T | Promise<T>): Promise<T> {
  const { signal } = call.request.options;
  if (!signal || !(promise instanceof Promise)) return promise;
  if (signal.aborted) throw aborted(call);
  let onAbort: (() => void) | undefined;
  try {
    return await Promise.race([
      promise,
      new Promise<never>((_, reject) => {
        onAbort = () => reject(aborted(call));
        signal.addEventListener('abort', onAbort, { once: true });
      }),
    ]);
  } finally {
    if (onAbort) signal.removeEventListener('abort', onAbort);
  }
}

/** A retry decided, in the call's trace and its debug line: why the attempt failed, which retry follows and after how long. */
export function retrying(call: AttemptCall, cause: RetryCause, error: SdkError, retries: number, delayMs: number): void {
  const { compiled, policy } = call.request;
  const answered = cause.kind === 'answer';
  traceOf(call.request)?.retry(call.attempt + 1, delayMs, answered ? String(cause.status) : cause.kind);
  call.settings.logger.debug(`${compiled.operation.id}: ${answered ? `HTTP ${cause.status}` : error.message}; retry ${retries + 1} of ${policy.limit} in ${delayMs} ms`);
}

/** A call's `onUploadProgress` as ky calls it: told what was sent of the body so far; a listener that throws does not break the upload. */
export function uploadListener(listener: (progress: UploadProgress) => void) {
  return (progress: { transferredBytes: number; totalBytes: number }): void => {
    try {
      listener({ loaded: progress.transferredBytes, total: progress.totalBytes });
    } catch {
      // A listener's failure must not break the upload.
    }
  };
}
