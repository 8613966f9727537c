import type { KyInstance } from 'ky';
import type { WithResponse } from './api-promise.js';
import type * as attemptExtrasModule from './attempt-extras.js';
import { AnswerInfo } from './answer-info.js';
import type { AuthTarget, Credential } from './auth.js';
import type { CallIds } from './call-ids.js';
import type { CallOptions } from './call-options.js';
import { where } from './call-place.js';
import type { TraceCall } from './call-trace.js';
import { checkCredentialTarget } from './credential-check.js';
import type { Deadline } from './deadline.js';
import { errorFormatOrNone, errorPathOrNone, settleMismatch } from './error-path-loader.js';
import { AbortError, ApiError, NetworkError, type RequestSummary, type SdkError, type ServiceErrorInfo } from './errors.js';
import { checkHeaderValues } from './header-check.js';
import type { StreamStop } from './limited-stream.js';
import type { LevelledLogger } from './logger.js';
import { onDemand } from './on-demand.js';
import type { ClientOptions, Hooks } from './options.js';
import type { BuiltRequest, CompiledOperation } from './request-builder.js';
import { redactUrl, scrubText } from './redaction.js';
import { parseSuccess, unwrapped, type AnswerFormat } from './response-parser.js';
import { decideRetry, sleep, type RetryCause, type RetryPolicy } from './retry.js';
import { sendAttempt, type Answer, type Attempt, type Outcome } from './transport.js';
import type { ValidationMode } from './validation.js';

/** What every call of a client shares, set once when the client is made. */
export interface ExchangeSettings {
  /** The HTTP stack, once loaded; a promise of it until then. */
  ky(): KyInstance | Promise<KyInstance>;
  readonly hooks: Hooks;
  /** A throttle, or its loader (run by the attempt's extras). */
  readonly throttle: ClientOptions['throttle'];
  readonly logger: LevelledLogger;
  readonly mode: ValidationMode;
  readonly format: AnswerFormat;
  readonly requestIdHeaders: readonly string[];
  readonly maxResponseBytes: number;
  /** Runs a call within its trace; `undefined` when tracing is off. */
  readonly traced: TraceCall | undefined;
  /** The final step of a call's errors (redaction, `beforeError`), for those raised after it returned: a streamed body's. */
  finish(error: unknown, options: CallOptions, paramSecrets: readonly string[]): Promise<unknown>;
}

/** The credentials and secret values of one call. */
export interface CallScope {
  readonly credentials: readonly Credential[];
  /** Every secret known so far: the credentials' (a provider's tokens once fetched) and secret parameters'. */
  secrets(): readonly string[];
}

/** What one call sends and within which limits. */
export interface ExchangeRequest {
  readonly compiled: CompiledOperation;
  readonly built: BuiltRequest;
  /** The call's client request id and idempotency key, sent alike on every attempt. */
  readonly ids: CallIds;
  readonly credential: Credential | undefined;
  readonly options: CallOptions;
  readonly scope: CallScope;
  readonly policy: RetryPolicy;
  readonly deadline: Deadline;
  /** Whether the call resolves to the raw `Response` of a success, its body unread (`asResponse()`). */
  readonly raw: boolean;
  /** The call's input as its caller passed it, for the service's own error of a failed call (`AnswerFormat.callError`). */
  readonly input: unknown;
}

/** What an attempt's outcome means when it is not the call's data. */
type Settled = 'again' | { readonly error: SdkError; readonly cause: RetryCause };

/**
 * One call on its way: what it sends, its credential and limits, how many attempts it has made, and what of it
 * may be shown. {@link Exchange.run} sends attempts until one succeeds or {@link decideRetry} says stop.
 */
export class Exchange<T> {
  readonly #settings: ExchangeSettings;
  readonly #request: ExchangeRequest;
  /** The attempt under way, from 1. */
  #attempt = 0;
  #shownUrl: string | undefined;
  /** The attempt's extras (hooks, throttle, credential refresh, trace, upload progress, debug lines), when the call needs them. */
  #extras: AttemptExtras | undefined;
  /** Largest answer body read: the call's limit, else the client's. */
  readonly #maxBytes: number;

  constructor(settings: ExchangeSettings, request: ExchangeRequest) {
    this.#settings = settings;
    this.#request = request;
    this.#maxBytes = request.options.maxResponseBytes ?? settings.maxResponseBytes;
  }

  /** The URL as it may be shown (allow-listed query, secrets scrubbed); built only when something is shown. */
  readonly shown = (): string => {
    const { built, compiled, scope } = this.#request;
    return (this.#shownUrl ??= scrubText(redactUrl(built.url, compiled.shownQuery), scope.secrets()));
  };

  /** The request as errors, hooks and logs show it, at the attempt under way. */
  readonly summary = (): RequestSummary => ({ ...this.#request.built.summary, url: this.shown(), attempts: this.#attempt, ...this.#request.ids });

  /** Sends attempts until one succeeds or {@link decideRetry} says stop, within the call's trace when traced. */
  async run(): Promise<WithResponse<T>> {
    const { compiled, raw, credential, options } = this.#request;
    // Loaded before anything is sent, so that no answer waits for it.
    if (compiled.responseKind === 'stream' && !raw) await streamReading(compiled.operation);
    const { hooks, throttle, logger, traced } = this.#settings;
    // A trace is the extras' too (a browser traces nothing).
    const trace = options.tracing === false ? undefined : traced;
    if (hooks.beforeRequest || hooks.afterResponse || throttle || credential?.refresh || trace || options.onUploadProgress) this.#extras = await attemptExtras(compiled.operation);
    // Debug lines are not worth failing a call for: without the extras (offline), the call goes without them.
    else if (logger.enabled('debug')) this.#extras = await attemptExtras(compiled.operation).catch(() => undefined);
    return this.#extras ? this.#extras.run(this.#call(), trace, () => this.#attempts()) : this.#attempts();
  }

  async #attempts(): Promise<WithResponse<T>> {
    for (let retries = 0; ; ) {
      this.#attempt++;
      const leftMs = this.#timeLeft();
      const started = performance.now();
      const authorised = this.#authorise(leftMs);
      // Waiting for a token (a hook, the throttle) is part of the attempt, and of the call's time.
      const target = authorised instanceof Promise ? await authorised : authorised;
      const spentMs = authorised instanceof Promise ? performance.now() - started : 0;
      const ky = this.#settings.ky();
      const outcome = await sendAttempt(ky instanceof Promise ? await ky : ky, this.#attemptOf(target, leftMs === undefined ? undefined : leftMs - spentMs, spentMs));
      const settled = await this.#settle(outcome, target);
      if (settled === 'again') continue;
      if ('data' in settled) return settled;
      await this.#backOff(settled.error, settled.cause, retries++);
    }
  }

  /** The time left before the call's deadline (`undefined` for none); throws once it is aborted or out of time. */
  #timeLeft(): number | undefined {
    const { signal } = this.#request.options;
    if (signal?.aborted) throw new AbortError(this.summary(), signal.reason);
    return this.#request.deadline.leftOrThrow(this.summary);
  }

  /** The attempt to send: the call's request with the credential's headers and query, and the time it has. */
  #attemptOf(target: AuthTarget, leftMs: number | undefined, spentMs: number): Attempt {
    const { built, compiled, options, deadline, raw } = this.#request;
    const limit = deadline.nearer(leftMs, spentMs);
    return {
      method: built.method,
      url: target.query.length === 0 ? built.url : appendQuery(built.url, target.query),
      headers: target.headers,
      body: built.body,
      signal: options.signal,
      timeoutMs: limit && Math.max(1, Math.floor(limit.ms)),
      timeoutScope: limit?.scope ?? 'attempt',
      read: raw || compiled.responseKind === 'stream' ? 'stream' : compiled.responseKind === 'json' ? 'text' : compiled.responseKind,
      maxResponseBytes: this.#maxBytes,
      redirects: compiled.operation.spec.external ? 'none' : 'same-origin',
      // The extras are loaded before a call that reports upload progress.
      onUploadProgress: options.onUploadProgress && this.#extras?.uploadListener(options.onUploadProgress),
    };
  }

  /**
   * What an attempt's outcome means: the call's data, `again` (a 401 after which a refreshed credential is
   * worth one more try), or the error with what {@link decideRetry} needs to know of it.
   */
  async #settle(outcome: Outcome, target: AuthTarget): Promise<WithResponse<T> | Settled> {
    if (outcome.kind !== 'answer') {
      await this.#extras?.observe(this.#call(), outcome);
      const error = await this.#failureError(outcome, this.summary());
      return { error, cause: outcome.kind === 'timeout' || outcome.kind === 'network' ? outcome : { kind: 'final' } };
    }
    const settings = this.#settings;
    const { compiled, ids, scope, raw } = this.#request;
    const { operation } = compiled;
    const { response } = outcome;
    const info = new AnswerInfo(response, { attempts: this.#attempt, shown: this.shown, requestIdHeaders: settings.requestIdHeaders, secrets: scope.secrets, ...ids });
    // The trace, the throttle, the `afterResponse` hook and the debug line: the extras are loaded before a call that has any.
    await this.#extras?.observe(this.#call(), outcome, info);
    if (isSuccess(response.status, operation.spec.successStatus)) {
      if (raw) return { data: response as T, response: info };
      if (compiled.responseKind === 'stream') {
        // The body as the call's data, or the call's final error when it is refused before reading.
        const failure = (stop: StreamStop) => this.#failureError(stop, this.summary());
        const read = await (await streamReading(operation)).streamedAnswer(response, this.#request, this.#maxBytes, failure, settings.finish);
        return { ...read, response: info } as WithResponse<T> | Settled;
      }
      const read = parseSuccess(outcome, {
        kind: compiled.responseKind,
        schema: operation.spec.response,
        statuses: operation.spec.successStatus,
        mode: settings.mode,
        logger: settings.logger,
        format: settings.format,
        summary: () => ({ ...this.summary(), status: response.status, requestId: info.requestId }),
        secrets: scope.secrets,
      });
      if (read.mismatch) return { data: unwrapped(await settleMismatch(read.mismatch), read.envelope) as T, response: info };
      if (read.failure === undefined) return { data: read.data as T, response: info };
      return { error: await answerError(outcome, this.summary(), settings.format, this.#request.input, read), cause: { kind: 'final' } };
    }
    // The extras are loaded before a call whose credential refreshes; they tell whether a 401 is worth one more try.
    if (response.status === 401 && (await this.#extras?.refreshed(this.#call(), target))) return 'again';
    const error = await answerError(outcome, this.summary(), settings.format, this.#request.input);
    return { error, cause: { kind: 'answer', status: response.status, retryAfterMs: error.retryAfterMs } };
  }

  /** Waits before the next attempt when {@link decideRetry} says so; otherwise throws the attempt's error. */
  async #backOff(error: SdkError, cause: RetryCause, retries: number): Promise<void> {
    const { policy, deadline, compiled, built, ids, options } = this.#request;
    // A key makes a repeat harmless: the service answers it with the first answer instead of acting again.
    const harmless = compiled.operation.idempotent || ids.idempotencyKey !== undefined;
    const decision = decideRetry(cause, { policy, retries, mayRepeat: harmless && built.replayable, remainingMs: deadline.left() });
    if (!decision.retry) {
      // A time-out the deadline leaves no room to retry is the deadline's.
      throw decision.deadline && cause.kind === 'timeout' ? deadline.timeout('total', this.summary) : error;
    }
    // Its trace and debug line: the extras are loaded for a call that has either.
    this.#extras?.retrying(this.#call(), cause, error, retries, decision.delayMs);
    try {
      await sleep(decision.delayMs, options.signal);
    } catch {
      throw new AbortError(this.summary(), options.signal?.reason);
    }
  }

  /**
   * The attempt's headers and query with the credential applied; with the `beforeRequest` hook run, the
   * throttle waited for and a token awaited (within `leftMs` and the attempt's limit) by the attempt's extras.
   */
  #authorise(leftMs: number | undefined): AuthTarget | Promise<AuthTarget> {
    const { built, credential, compiled } = this.#request;
    const target: AuthTarget = { headers: { ...built.headers }, query: [] };
    // Loaded before the call when it has hooks, a throttle, a refreshable credential or debug lines.
    if (this.#extras) return this.#extras.authorise(this.#call(), target, undefined, leftMs);
    const applied = credential?.apply(target);
    if (applied instanceof Promise) {
      // A token provider found waiting: its tokens come as they come; nothing is sent without the extras.
      applied.catch(() => {});
      return attemptExtras(compiled.operation).then((extras) => (this.#extras = extras).authorise(this.#call(), target, applied, leftMs));
    }
    if (credential) checkCredentialTarget(target, this.summary, built.headers, built.url);
    return target;
  }

  /** What the attempt's extras read of this call. */
  #call(): attemptExtrasModule.AttemptCall {
    return {
      request: this.#request,
      settings: this.#settings,
      attempt: this.#attempt,
      shown: this.shown,
      summary: this.summary,
      checkHeaderValues,
      checkCredentialTarget,
      AbortError,
      NetworkError,
      errorPath: errorPathOrNone,
    };
  }

  /**
   * The error of an attempt that got no usable answer: a network failure, an abort or a time-out at once; the
   * rarer ones (a refused redirect, a body too large) worded on the error path.
   */
  async #failureError(outcome: Exclude<Outcome, Answer>, summary: RequestSummary): Promise<SdkError> {
    const { compiled } = this.#request;
    const place = where(summary);
    switch (outcome.kind) {
      case 'abort':
        return new AbortError(summary, outcome.reason);
      case 'timeout':
        return this.#request.deadline.timeout(outcome.scope, summary);
      case 'network':
        return new NetworkError(`Network failure${outcome.code ? ` (${outcome.code})` : ''}${place}`, summary, { cause: outcome.cause });
      default: {
        const path = await errorPathOrNone();
        return path ? path.unusableAnswerError(outcome, summary, place, this.#maxBytes, compiled) : new NetworkError(`No usable answer (${outcome.kind})${place}`, summary);
      }
    }
  }
}

type AttemptExtras = typeof attemptExtrasModule;

/** What some attempts run besides sending (`attempt-extras.ts`), loaded with the first call that needs it. */
const attemptExtras = onDemand<AttemptExtras>(() => import('./attempt-extras.js'), 'hooks, throttles and credential refreshes');

/** The reading of streamed answers within the call's limits (`limited-stream.ts`), loaded with the first call that streams. */
const streamReading = onDemand(() => import('./limited-stream.js'), 'streamed answers');

/**
 * The typed error of an error answer, built on the error path (the service's own error of the call, given its
 * `input`, when the format makes one); when that cannot load (the page went offline before it ever did), the error
 * of the answer's status without what its body says, and with the wait its `Retry-After` asks for only when given in
 * whole seconds (an HTTP date or a rate-limit reset header is read on the error path, `retry-after.ts`).
 */
async function answerError(answer: Answer, summary: RequestSummary, format: AnswerFormat, input: unknown, reported?: { failure: ServiceErrorInfo; body: unknown }): Promise<ApiError> {
  const [path, loaded] = await Promise.all([errorPathOrNone(), errorFormatOrNone(format)]);
  if (path) return path.toApiError(answer, summary, format, input, reported, loaded);
  const { status, headers } = answer.response;
  const wait = headers.get('retry-after');
  return new ApiError({ ...summary, status, retryAfterMs: wait !== null && /^\s*\d+\s*$/.test(wait) ? Number(wait) * 1000 : undefined });
}

function isSuccess(status: number, expected: readonly number[] | undefined): boolean {
  return expected ? expected.includes(status) : status >= 200 && status < 300;
}

function appendQuery(url: string, pairs: ReadonlyArray<[string, string]>): string {
  const text = pairs.map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`).join('&');
  return url + (url.includes('?') ? '&' : '?') + text;
}
