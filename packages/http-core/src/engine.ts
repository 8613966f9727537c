import type { KyInstance } from 'ky';
import { ApiPromise, type WithResponse } from './api-promise.js';
import { AnswerInfo } from './answer-info.js';
import type { AuthTarget, Credential } from './auth.js';
import { AbortError, isSdkError, NetworkError, ResponseValidationError, TimeoutError, ValidationError, type RequestSummary, type SdkError } from './errors.js';
import { checkCredentialTarget, checkHeaderValues } from './header-check.js';
import { levelled, type LevelledLogger } from './logger.js';
import { isLoopbackHost } from './loopback.js';
import type { Operation, Schema } from './operation.js';
import type { CallOptions, ClientOptions, Hooks, Throttle } from './options.js';
import { buildRequest, compileOperation, type BuildContext, type BuiltRequest, type CompiledOperation } from './request-builder.js';
import { redactError, redactUrl, scrubDeep, scrubText, shownHeaders } from './redaction.js';
import { parseSuccess, toApiError, defaultRequestIdHeaders, type AnswerFormat } from './response-parser.js';
import { decideRetry, defaultRetryPolicy, resolveRetryPolicy, sleep, type RetryCause, type RetryPolicy } from './retry.js';
import { createKy, sendAttempt, type Answer, type Attempt, type Outcome } from './transport.js';
import { validateResponse, type ValidationMode } from './validation.js';

/** What a service tells the engine about itself: its identity and how its answers are read. */
export interface EngineService extends AnswerFormat {
  readonly name: string;
  readonly packageName: string;
  readonly version: string;
}

const isNode = typeof (globalThis as { process?: { versions?: { node?: string } } }).process?.versions?.node === 'string';

/** One call on its way: what it sends, its limits, and what it has done so far. */
interface Exchange {
  readonly compiled: CompiledOperation;
  readonly built: BuiltRequest;
  readonly credential: Credential | undefined;
  readonly options: CallOptions;
  readonly scope: CallScope;
  readonly policy: RetryPolicy;
  readonly attemptLimit: number | undefined;
  readonly totalLimit: number | undefined;
  /** The total deadline, a `performance.now()` time. */
  readonly deadline: number | undefined;
  /** The URL as it may be shown (allow-listed query, secrets scrubbed). */
  readonly shown: () => string;
  /** Whether a 401 already led to a refreshed credential. */
  refreshed: boolean;
  /** Whether the call resolves to the raw `Response` of a success, its body unread (`asResponse()`). */
  readonly raw: boolean;
}

/** The credentials and secret values of one call. */
interface CallScope {
  readonly credentials: readonly Credential[];
  /** Every secret known so far: the credentials' (a provider's tokens once fetched) and secret parameters'. */
  secrets(): readonly string[];
}

/**
 * Runs operations: operation table -> request builder -> ky (one attempt at a time) -> response parser.
 * One engine per client; it holds the resolved options and the compiled operations.
 */
export class Engine {
  readonly service: EngineService;
  readonly baseUrl: URL;
  readonly logger: LevelledLogger;
  readonly #credentials: readonly Credential[];
  readonly #retry: RetryPolicy;
  readonly #timeout: number | undefined;
  readonly #totalTimeout: number | undefined;
  readonly #aliases: Readonly<Record<string, string>>;
  readonly #hooks: Hooks;
  readonly #throttle: Throttle | undefined;
  readonly #mode: ValidationMode;
  #ky: KyInstance | undefined;
  readonly #kyLoading: Promise<KyInstance>;
  readonly #maxResponseBytes: number;
  readonly #format: AnswerFormat;
  readonly #requestIdHeaders: readonly string[];
  readonly #compiled = new Map<Operation, CompiledOperation>();
  readonly #context: BuildContext;
  readonly #finished = new WeakSet<object>();
  /** Whether a credential would travel in clear text to another machine (and the client did not opt in). */
  readonly #exposed: boolean;

  constructor(service: EngineService, options: ClientOptions) {
    if (!options || options.baseUrl === undefined || options.baseUrl === '') {
      throw new ValidationError(`${service.packageName}: baseUrl is required`, { field: 'baseUrl' });
    }
    let base: URL;
    try {
      base = new URL(String(options.baseUrl));
    } catch {
      throw new ValidationError(`${service.packageName}: baseUrl must be an absolute URL`, { field: 'baseUrl' });
    }
    if (base.protocol !== 'https:' && base.protocol !== 'http:') {
      throw new ValidationError(`${service.packageName}: baseUrl must use http or https`, { field: 'baseUrl' });
    }
    if (base.username || base.password || base.search || base.hash) {
      throw new ValidationError(`${service.packageName}: baseUrl must not carry credentials, a query or a fragment`, {
        field: 'baseUrl',
      });
    }
    this.service = service;
    this.baseUrl = base;
    this.#credentials = toList(options.auth);
    this.#retry = resolveRetryPolicy(defaultRetryPolicy, options.retry);
    this.#timeout = positiveOrUndefined(options.timeout ?? 30_000);
    this.#totalTimeout = positiveOrUndefined(options.totalTimeout);
    const userAgent = `${service.packageName}/${service.version}${options.userAgent ? ` ${options.userAgent}` : ''}`;
    const defaultHeaders = { ...(isNode ? { 'user-agent': userAgent } : {}), ...lowerCaseKeys(options.headers) };
    checkHeaderValues(defaultHeaders, {});
    this.#aliases = options.pathAliases ?? {};
    this.#hooks = options.hooks ?? {};
    this.#throttle = options.throttle;
    // Loading the HTTP stack starts with the client, not with the package, and not at the first call.
    this.#kyLoading = createKy(options.fetch);
    this.#kyLoading.catch(() => {});
    this.#exposed = base.protocol === 'http:' && !isLoopbackHost(base.hostname) && options.allowCredentialsOverHttp !== true;
    this.#mode = options.validation ?? 'lenient';
    this.logger = levelled(options.logger, options.logLevel, service.packageName);
    this.#maxResponseBytes = options.maxResponseBytes ?? 50 * 1024 * 1024;
    this.#format = options.errorParser ? { ...service, errorParser: options.errorParser } : service;
    this.#requestIdHeaders = service.requestIdHeaders ?? defaultRequestIdHeaders;
    const basePath = base.pathname.replace(/\/+$/, '');
    this.#context = { base: base.origin + basePath, origin: base.origin, basePath, defaultHeaders, paramDefaults: options.paramDefaults ?? {} };
  }

  /** Calls an operation; the returned promise also offers `withResponse()` and `asResponse()`. */
  call<T>(operation: Operation, input: unknown, options: CallOptions = {}): ApiPromise<T> {
    return new ApiPromise<T>({
      withResponse: () => this.execute<T>(operation, input, options),
      asResponse: async () => (await this.#run<Response>(operation, input, options, undefined, true)).data,
    });
  }

  /** Calls an operation and resolves to its data with the response info. */
  execute<T>(operation: Operation, input: unknown, options: CallOptions = {}): Promise<WithResponse<T>> {
    return this.#run<T>(operation, input, options, undefined);
  }

  /**
   * GETs a page link the service gave (`nextLink`, a `Link` header) for a list operation, with the headers
   * of the first page's `input` (header parameters included). The link must stay on the configured origin.
   */
  followLink<T>(operation: Operation, input: unknown, url: string, options: CallOptions = {}): Promise<WithResponse<T>> {
    return this.#run<T>(operation, input, options, url);
  }

  /**
   * The final step of every error a call, a page or a poll raises: credentials and secret parameters are
   * scrubbed from it, the `beforeError` hook may replace it, and it is logged at debug level. An error that
   * has passed once passes unchanged.
   */
  async finish(error: unknown, options: CallOptions = {}, paramSecrets: readonly string[] = []): Promise<unknown> {
    if (!isSdkError(error) || this.#finished.has(error)) return error;
    const secrets = [...secretsOf(this.#credentialsFor(options)), ...paramSecrets];
    let final: SdkError = redactError(error, secrets);
    if (this.#hooks.beforeError) {
      const replaced = await this.#hooks.beforeError(final);
      if (replaced) final = redactError(replaced, secrets);
    }
    this.#finished.add(final);
    if (final.kind !== 'validation' && this.logger.enabled('debug')) this.logger.debug(`${final.operation ?? 'call'}: ${final.name}: ${final.message}`);
    return final;
  }

  /**
   * A copy of `value` with the credentials of a call (`options.auth`, else the client's) scrubbed from every
   * string: for service-reported states (a long-running operation's failure) shown to progress listeners.
   */
  scrubCredentials<T>(value: T, options: CallOptions = {}): T {
    return scrubDeep(value, secretsOf(this.#credentialsFor(options)));
  }

  /** Checks data that arrived inside another answer (a finished operation's result) per the validation mode. */
  checkResponse(schema: Schema | undefined, data: unknown, operation: string): unknown {
    return validateResponse(schema, data, this.#mode, this.logger, () => ({ operation, status: 200 }));
  }

  /** Runs a call; `raw` resolves to the successful `Response` itself, its body unread and unchecked. */
  async #run<T>(operation: Operation, input: unknown, options: CallOptions, link: string | undefined, raw = false): Promise<WithResponse<T>> {
    const credentials = this.#credentialsFor(options);
    let built: BuiltRequest | undefined;
    const scope: CallScope = { credentials, secrets: () => [...secretsOf(credentials), ...(built?.secrets ?? [])] };
    try {
      const compiled = this.#compile(operation);
      built = buildChecked(compiled, input, this.#context, options.headers);
      if (link !== undefined) built = this.#linkRequest(built, link);
      this.#warnIfDeprecated(operation);
      const credential = pickCredential(operation, credentials);
      if (credential && this.#exposed) throw this.#exposedError(operation);
      return await this.#send<T>(compiled, built, credential, options, scope, raw);
    } catch (error) {
      throw await this.finish(error, options, built?.secrets);
    }
  }

  #exposedError(operation: Operation): ValidationError {
    return new ValidationError(
      `${this.service.packageName}: ${operation.id} would send a credential over plain http to ${this.baseUrl.host}; use https, or set allowCredentialsOverHttp if the network path is trusted`,
      { field: 'baseUrl', operation: operation.id, method: operation.method },
    );
  }

  #credentialsFor(options: CallOptions): readonly Credential[] {
    return options.auth === undefined ? this.#credentials : toList(options.auth);
  }

  /** The compiled form of an operation, built on first use. */
  #compile(operation: Operation): CompiledOperation {
    let compiled = this.#compiled.get(operation);
    if (!compiled) {
      compiled = compileOperation(operation, this.#aliases);
      this.#compiled.set(operation, compiled);
    }
    return compiled;
  }

  /** The first page's request sent as a GET to `url`, which must stay on the configured origin. */
  #linkRequest(first: BuiltRequest, url: string): BuiltRequest {
    const summary: RequestSummary = { ...first.summary, method: 'GET' };
    let target: URL;
    try {
      target = new URL(url, this.#context.base + '/');
    } catch {
      throw new ResponseValidationError(`The service gave a page link that is not a URL`, summary);
    }
    if (target.origin !== this.baseUrl.origin) {
      throw new ResponseValidationError(`The service gave a page link to another origin (${target.origin}); not followed`, summary);
    }
    const { 'content-type': _bodyType, ...headers } = first.headers;
    return { ...first, method: 'GET', url: target.href, path: target.pathname, headers, body: undefined, replayable: true, summary };
  }

  /** Sends attempts until one succeeds or {@link decideRetry} says stop. */
  async #send<T>(compiled: CompiledOperation, built: BuiltRequest, credential: Credential | undefined, options: CallOptions, scope: CallScope, raw: boolean): Promise<WithResponse<T>> {
    const totalLimit = positiveOrUndefined(options.totalTimeout ?? this.#totalTimeout);
    let shownUrl: string | undefined;
    const call: Exchange = {
      compiled,
      built,
      credential,
      options,
      scope,
      policy: options.retry === undefined ? this.#retry : resolveRetryPolicy(this.#retry, options.retry),
      attemptLimit: positiveOrUndefined(options.timeout ?? this.#timeout),
      totalLimit,
      deadline: totalLimit === undefined ? undefined : performance.now() + totalLimit,
      // Built only when something is shown: hooks, logs, errors, `withResponse()`.
      shown: () => (shownUrl ??= scrubText(redactUrl(built.url, compiled.shownQuery), scope.secrets())),
      refreshed: false,
      raw,
    };
    for (let attempt = 1, retries = 0; ; attempt++) {
      const summary = (): RequestSummary => ({ ...built.summary, url: call.shown(), attempts: attempt });
      const remainingMs = this.#timeLeft(call, summary);
      const authorised = this.#authorise(call, attempt, summary);
      let target: AuthTarget;
      let spentMs = 0;
      if (authorised instanceof Promise) {
        // Waiting for a token (a hook, the throttle) is part of the attempt, and of the call's time.
        const started = performance.now();
        target = await this.#withinTime(authorised, call, remainingMs, summary);
        spentMs = performance.now() - started;
      } else {
        target = authorised;
      }
      const outcome = await sendAttempt(this.#ky ?? (this.#ky = await this.#kyLoading), this.#attempt(call, target, remainingMs === undefined ? undefined : remainingMs - spentMs, spentMs));
      const settled = await this.#settle<T>(call, outcome, target, attempt, summary);
      if (settled === 'again') continue;
      if ('data' in settled) return settled;
      await this.#backOff(call, settled.error, settled.cause, retries++, summary);
    }
  }

  /** The time left before the call's deadline (`undefined` for none); throws once it is aborted or out of time. */
  #timeLeft(call: Exchange, summary: () => RequestSummary): number | undefined {
    const { signal } = call.options;
    if (signal?.aborted) throw new AbortError(summary(), signal.reason);
    const remainingMs = call.deadline === undefined ? undefined : call.deadline - performance.now();
    if (remainingMs !== undefined && remainingMs <= 0) throw new TimeoutError('total', call.totalLimit!, summary());
    return remainingMs;
  }

  /** The attempt to send: the call's request with the credential's headers and query, and the time it has. */
  #attempt(call: Exchange, target: AuthTarget, remainingMs: number | undefined, spentMs: number): Attempt {
    const { built, compiled, options } = call;
    const limit = nearerLimit(call.attemptLimit === undefined ? undefined : Math.max(1, Math.floor(call.attemptLimit - spentMs)), remainingMs);
    return {
      method: built.method,
      url: target.query.length === 0 ? built.url : appendQuery(built.url, target.query),
      headers: target.headers,
      body: built.body,
      signal: options.signal,
      timeoutMs: limit && Math.max(1, Math.floor(limit.ms)),
      timeoutScope: limit?.scope ?? 'attempt',
      read: call.raw ? 'stream' : compiled.responseKind === 'json' ? 'text' : compiled.responseKind,
      maxResponseBytes: this.#maxResponseBytes,
      onUploadProgress: options.onUploadProgress,
    };
  }

  /**
   * What an attempt's outcome means: the call's data, `again` (a 401 after which a refreshed credential is
   * worth one more try), or the error with what {@link decideRetry} needs to know of it.
   */
  async #settle<T>(
    call: Exchange,
    outcome: Outcome,
    target: AuthTarget,
    attempt: number,
    summary: () => RequestSummary,
  ): Promise<WithResponse<T> | 'again' | { error: SdkError; cause: RetryCause }> {
    if (outcome.kind !== 'answer') {
      const error = this.#failureError(outcome, summary(), call);
      return { error, cause: outcome.kind === 'timeout' || outcome.kind === 'network' ? outcome : { kind: 'final' } };
    }
    const { compiled, built, credential, options, scope } = call;
    const { operation } = compiled;
    const { response } = outcome;
    const info = new AnswerInfo(response, attempt, call.shown, this.#requestIdHeaders, scope.secrets);
    this.#throttle?.observe?.(built.path, response.headers);
    if (this.#hooks.afterResponse || this.logger.enabled('debug')) await this.#observe(outcome, operation, built.method, attempt, info.requestId, call.shown, scope);
    if (isSuccess(response.status, operation.spec.successStatus)) {
      if (call.raw) return { data: response as T, response: info };
      const read = parseSuccess(outcome, {
        kind: compiled.responseKind,
        schema: operation.spec.response,
        statuses: operation.spec.successStatus,
        mode: this.#mode,
        logger: this.logger,
        format: this.#format,
        summary: () => ({ ...summary(), status: response.status, requestId: info.requestId }),
        secrets: scope.secrets,
      });
      if (read.failure === undefined) return { data: read.data as T, response: info };
      return { error: toApiError(outcome, summary(), this.#format, read), cause: { kind: 'final' } };
    }
    if (response.status === 401 && credential?.refresh && !call.refreshed && built.replayable) {
      call.refreshed = true;
      const remainingMs = call.deadline === undefined ? undefined : call.deadline - performance.now();
      if (await this.#withinTime(abortable(credential.refresh(target), options.signal, summary), call, remainingMs, summary)) {
        this.logger.info(`${operation.id}: 401; sending once more with a fresh credential`);
        return 'again';
      }
    }
    const error = toApiError(outcome, summary(), this.#format);
    return { error, cause: { kind: 'answer', status: response.status, retryAfterMs: error.retryAfterMs } };
  }

  /** Waits before the next attempt when {@link decideRetry} says so; otherwise throws the attempt's error. */
  async #backOff(call: Exchange, error: SdkError, cause: RetryCause, retries: number, summary: () => RequestSummary): Promise<void> {
    const { policy, deadline, compiled, built, options } = call;
    const remainingMs = deadline === undefined ? undefined : deadline - performance.now();
    const decision = decideRetry(cause, { policy, retries, mayRepeat: compiled.operation.idempotent && built.replayable, remainingMs });
    if (!decision.retry) {
      // A time-out the deadline leaves no room to retry is the deadline's.
      throw decision.deadline && cause.kind === 'timeout' ? new TimeoutError('total', call.totalLimit!, summary()) : error;
    }
    const why = cause.kind === 'answer' ? `HTTP ${cause.status}` : error.message;
    this.logger.debug(`${compiled.operation.id}: ${why}; retry ${retries + 1} of ${policy.limit} in ${decision.delayMs} ms`);
    try {
      await sleep(decision.delayMs, options.signal);
    } catch {
      throw new AbortError(summary(), options.signal?.reason);
    }
  }

  /**
   * Waits for an attempt's credential (and hook and throttle) at most the attempt's time limit and the call's
   * time left: past it, the call ends with a {@link TimeoutError} of the nearer limit and nothing is sent.
   */
  async #withinTime<T>(pending: Promise<T>, call: Exchange, remainingMs: number | undefined, summary: () => RequestSummary): Promise<T> {
    const limit = nearerLimit(call.attemptLimit, remainingMs);
    if (limit === undefined) return pending;
    let timer: ReturnType<typeof setTimeout> | undefined;
    try {
      return await Promise.race([
        pending,
        new Promise<never>((_, reject) => {
          const scope = limit.scope;
          timer = setTimeout(() => reject(new TimeoutError(scope, scope === 'total' ? call.totalLimit! : call.attemptLimit!, summary())), Math.max(0, limit.ms));
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

  /** The attempt's headers and query with the `beforeRequest` hook run and the credential applied. */
  #authorise(call: Exchange, attempt: number, summary: () => RequestSummary): AuthTarget | Promise<AuthTarget> {
    const { built, credential } = call;
    const target: AuthTarget = { headers: { ...built.headers }, query: [] };
    // A hook runs before the credential, and a throttle after it: both may wait.
    if (this.#hooks.beforeRequest || this.#throttle) return this.#authoriseSlowly(call, target, undefined, attempt, summary);
    const applied = credential?.apply(target);
    // A token provider may wait too; a static credential and nothing else: nothing to wait for.
    if (applied instanceof Promise) return this.#authoriseSlowly(call, target, applied, attempt, summary);
    if (credential) checkCredentialTarget(target, summary);
    if (this.logger.enabled('debug')) this.#logRequest(call, target, attempt, summary);
    return target;
  }

  async #authoriseSlowly(call: Exchange, target: AuthTarget, applying: Promise<void> | undefined, attempt: number, summary: () => RequestSummary): Promise<AuthTarget> {
    const { built, credential } = call;
    const signal = call.options.signal;
    if (this.#hooks.beforeRequest) {
      const { operation, method } = built.summary;
      await this.#hooks.beforeRequest({ operation: operation!, method: method!, url: summary().url!, headers: target.headers, attempt });
      // Client and call headers were checked already; a hook may have added others.
      checkHeaderValues(target.headers, summary());
    }
    if (applying) await abortable(applying, signal, summary);
    else if (credential) await abortable(credential.apply(target), signal, summary);
    if (credential) checkCredentialTarget(target, summary);
    if (this.#throttle) {
      try {
        await this.#throttle.acquire(built.path, signal);
      } catch (error) {
        throw signal?.aborted ? new AbortError(summary(), signal.reason) : error;
      }
    }
    if (this.logger.enabled('debug')) this.#logRequest(call, target, attempt, summary);
    return target;
  }

  /** The debug line of an attempt about to go: method, redacted URL, attempt, and headers as they may be shown. */
  #logRequest(call: Exchange, target: AuthTarget, attempt: number, summary: () => RequestSummary): void {
    const headers = shownHeaders(new Headers(target.headers), call.scope.secrets());
    this.logger.debug(`${call.compiled.operation.id}: -> ${call.built.method} ${summary().url} (attempt ${attempt})`, { headers });
  }

  /** Runs the `afterResponse` hook and the debug log for an answer. */
  async #observe(answer: Answer, operation: Operation, method: string, attempt: number, requestId: string | undefined, shown: () => string, scope: CallScope): Promise<void> {
    const debug = this.logger.enabled('debug');
    if (!this.#hooks.afterResponse && !debug) return;
    const { response, durationMs } = answer;
    // A service may echo a credential in its request id header: it comes scrubbed, as everything else shown.
    const shownRequestId = requestId;
    if (this.#hooks.afterResponse) {
      await this.#hooks.afterResponse({ operation: operation.id, method, url: shown(), status: response.status, headers: response.headers, requestId: shownRequestId, attempt, durationMs });
    }
    if (debug) {
      const headers = shownHeaders(response.headers, scope.secrets());
      this.logger.debug(`${operation.id}: <- ${response.status} ${method} ${shown()} (${Math.round(durationMs)} ms${shownRequestId ? `, request id ${shownRequestId}` : ''})`, { headers });
    }
  }

  /** The error of an attempt that got no usable answer. */
  #failureError(outcome: Exclude<Outcome, Answer>, summary: RequestSummary, call: Exchange): SdkError {
    const where = `(${call.built.method} ${summary.url})`;
    switch (outcome.kind) {
      case 'abort':
        return new AbortError(summary, outcome.reason);
      case 'too-large':
        return new ResponseValidationError(`Response body larger than ${this.#maxResponseBytes} bytes; not read`, summary);
      case 'timeout':
        return new TimeoutError(outcome.scope, outcome.scope === 'total' ? call.totalLimit! : call.attemptLimit!, summary);
      case 'redirect-refused':
        return new NetworkError(
          outcome.origin === undefined
            ? `The service answered with a redirect, which is not followed here ${where}`
            : `Redirect to another origin (${outcome.origin}) refused ${where}`,
          summary,
        );
      case 'redirect-invalid':
        return new NetworkError(`The service answered with a redirect whose Location is not a URL; not followed ${where}`, summary);
      case 'redirect-loop':
        return new NetworkError(`Too many redirects (more than ${outcome.hops - 1}) ${where}`, summary);
      case 'network':
        return new NetworkError(`Network failure${outcome.code ? ` (${outcome.code})` : ''} ${where}`, summary, { cause: outcome.cause });
    }
  }

  /** Warns that an operation is deprecated, once per operation and logger (once per process on the console). */
  #warnIfDeprecated(operation: Operation): void {
    if (!operation.deprecated) return;
    const note = typeof operation.spec.deprecated === 'string' ? ` ${operation.spec.deprecated}` : '';
    this.logger.warnOnce(`${this.service.packageName} ${operation.id}`, `${operation.id} (${operation.method} ${operation.path}) is deprecated by the service.${note}`);
  }
}

/**
 * {@link buildRequest}, with whatever else reading the input throws (a service's own check meeting a value it
 * did not expect, a `toString` that throws) turned into a {@link ValidationError}: no raw error leaves a call
 * for any input, and nothing is sent.
 */
function buildChecked(compiled: CompiledOperation, input: unknown, context: BuildContext, headers: Readonly<Record<string, string>> | undefined): BuiltRequest {
  try {
    return buildRequest(compiled, input as Record<string, unknown> | undefined, context, headers);
  } catch (error) {
    if (isSdkError(error)) throw error;
    const { operation } = compiled;
    throw new ValidationError(`${operation.id}: the input could not be read`, { field: 'input', operation: operation.id, method: operation.method });
  }
}

/** The nearer of an attempt's own limit and the call's time left, with which one it is; `undefined` for none. */
function nearerLimit(attemptMs: number | undefined, remainingMs: number | undefined): { ms: number; scope: 'attempt' | 'total' } | undefined {
  if (remainingMs !== undefined && (attemptMs === undefined || remainingMs < attemptMs)) return { ms: remainingMs, scope: 'total' };
  return attemptMs === undefined ? undefined : { ms: attemptMs, scope: 'attempt' };
}

function isSuccess(status: number, expected: readonly number[] | undefined): boolean {
  return expected ? expected.includes(status) : status >= 200 && status < 300;
}

function pickCredential(operation: Operation, credentials: readonly Credential[]): Credential | undefined {
  if (operation.auth.length === 0) return undefined;
  for (const kind of operation.auth) {
    const found = credentials.find((credential) => credential.kind === kind);
    if (found) return found;
  }
  throw new ValidationError(
    `${operation.id} needs a credential of kind ${operation.auth.join(' or ')}; the client has ${
      credentials.length === 0 ? 'none' : credentials.map((c) => c.kind).join(', ')
    }`,
    { field: 'auth', operation: operation.id, method: operation.method },
  );
}

function secretsOf(credentials: readonly Credential[]): readonly string[] {
  if (credentials.length === 1) return credentials[0]!.secrets();
  return credentials.flatMap((credential) => credential.secrets());
}

function toList<T>(value: T | readonly T[] | undefined): readonly T[] {
  if (value === undefined) return [];
  return Array.isArray(value) ? (value as readonly T[]) : [value as T];
}

function lowerCaseKeys(headers: Readonly<Record<string, string>> | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  if (headers) for (const [name, value] of Object.entries(headers)) out[name.toLowerCase()] = value;
  return out;
}

function positiveOrUndefined(value: number | undefined): number | undefined {
  return value === undefined || value <= 0 || !Number.isFinite(value) ? undefined : value;
}

function appendQuery(url: string, pairs: ReadonlyArray<[string, string]>): string {
  const text = pairs.map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`).join('&');
  return url + (url.includes('?') ? '&' : '?') + text;
}

/** Waits for `promise`, ending early with an {@link AbortError} when `signal` aborts. */
async function abortable<T>(promise: T | Promise<T>, signal: AbortSignal | undefined, summary: () => RequestSummary): Promise<T> {
  if (!signal || !(promise instanceof Promise)) return promise;
  if (signal.aborted) throw new AbortError(summary(), signal.reason);
  let onAbort: (() => void) | undefined;
  try {
    return await Promise.race([
      promise,
      new Promise<never>((_, reject) => {
        onAbort = () => reject(new AbortError(summary(), signal.reason));
        signal.addEventListener('abort', onAbort, { once: true });
      }),
    ]);
  } finally {
    if (onAbort) signal.removeEventListener('abort', onAbort);
  }
}
