import type { KyInstance } from 'ky';
import { ApiPromise, type ResponseInfo, type WithResponse } from './api-promise.js';
import type { AuthTarget, Credential } from './auth.js';
import { genericErrorParser, type ErrorBodyParser } from './error-parsers.js';
import {
  AbortError,
  isSdkError,
  NetworkError,
  ResponseValidationError,
  type SdkError,
  TimeoutError,
  ValidationError,
  type RequestSummary,
} from './errors.js';
import { hasControlCharacters } from './control-characters.js';
import { levelled, type LevelledLogger } from './logger.js';
import type { Operation, Schema } from './operation.js';
import type { CallOptions, ClientOptions, Hooks } from './options.js';
import { buildRequest, compileOperation, type BuildContext, type BuiltRequest, type CompiledOperation } from './request-builder.js';
import { redactUrl, scrubDeep, scrubText } from './redaction.js';
import { defaultRequestIdHeaders, parseSuccess, requestIdOf, toApiError } from './response-parser.js';
import { backoffDelay, defaultRetryPolicy, resolveRetryPolicy, retryAfterMs, sleep, type RetryPolicy } from './retry.js';
import { AttemptError, createKy, sendAttempt, type Answer } from './transport.js';
import { validateResponse, type ValidationMode } from './validation.js';

/** What a service tells the engine about itself. */
export interface EngineService {
  readonly name: string;
  readonly packageName: string;
  readonly version: string;
  readonly errorParser?: ErrorBodyParser;
  readonly conflictCodes?: readonly (string | number)[];
  readonly requestIdHeaders?: readonly string[];
}

/** Where to send a call instead of the operation's own URL (a page link). */
export interface UrlOverride {
  readonly url: string;
}

const isNode = typeof (globalThis as { process?: { versions?: { node?: string } } }).process?.versions?.node === 'string';

/**
 * Runs operations: operation table -> request builder -> ky (one attempt at a time) -> response parser.
 * One engine per client; it holds the resolved options and the compiled operations.
 */
export class Engine {
  readonly service: EngineService;
  readonly baseUrl: URL;
  readonly logger: LevelledLogger;
  readonly #base: string;
  readonly #credentials: readonly Credential[];
  readonly #retry: RetryPolicy;
  readonly #timeout: number | undefined;
  readonly #totalTimeout: number | undefined;
  readonly #defaultHeaders: Readonly<Record<string, string>>;
  readonly #paramDefaults: ClientOptions['paramDefaults'] & object;
  readonly #aliases: Readonly<Record<string, string>>;
  readonly #hooks: Hooks;
  readonly #mode: ValidationMode;
  readonly #ky: KyInstance;
  readonly #maxResponseBytes: number;
  readonly #errorParser: ErrorBodyParser;
  readonly #conflictCodes: ReadonlySet<string | number>;
  readonly #requestIdHeaders: readonly string[];
  readonly #compiled = new Map<Operation, CompiledOperation>();
  readonly #context: BuildContext;
  readonly #warnedDeprecated = new Set<string>();

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
    this.#base = base.href.replace(/\/+$/, '');
    this.#credentials = toList(options.auth);
    this.#retry = resolveRetryPolicy(defaultRetryPolicy, options.retry);
    this.#timeout = positiveOrUndefined(options.timeout ?? 30_000);
    this.#totalTimeout = positiveOrUndefined(options.totalTimeout);
    const userAgent = `${service.packageName}/${service.version}${options.userAgent ? ` ${options.userAgent}` : ''}`;
    this.#defaultHeaders = {
      ...(isNode ? { 'user-agent': userAgent } : {}),
      ...lowerCaseKeys(options.headers),
    };
    checkHeaderValues(this.#defaultHeaders, {});
    this.#paramDefaults = options.paramDefaults ?? {};
    this.#aliases = options.pathAliases ?? {};
    this.#hooks = options.hooks ?? {};
    this.#mode = options.validation ?? 'lenient';
    this.logger = levelled(options.logger, options.logLevel);
    this.#maxResponseBytes = options.maxResponseBytes ?? 50 * 1024 * 1024;
    this.#ky = createKy(options.fetch, this.#maxResponseBytes);
    this.#errorParser = options.errorParser ?? service.errorParser ?? genericErrorParser;
    this.#conflictCodes = new Set(service.conflictCodes ?? []);
    this.#requestIdHeaders = service.requestIdHeaders ?? defaultRequestIdHeaders;
    this.#context = { base: this.#base, defaultHeaders: this.#defaultHeaders, paramDefaults: this.#paramDefaults };
  }

  /** Calls an operation; the returned promise also offers `withResponse()`. */
  call<T>(operation: Operation, input: unknown, options: CallOptions = {}, override?: UrlOverride): ApiPromise<T> {
    return new ApiPromise(this.execute<T>(operation, input, options, override));
  }

  /** Calls an operation and resolves to its data with the response info. */
  async execute<T>(operation: Operation, input: unknown, options: CallOptions = {}, override?: UrlOverride): Promise<WithResponse<T>> {
    const credentials = options.auth === undefined ? this.#credentials : toList(options.auth);
    // Grows as secrets become known (a provider's token only once fetched): errors and logs scrub them all.
    const secrets: string[] = [...collectSecrets(credentials)];
    try {
      const compiled = this.#compile(operation);
      const request = buildRequest(compiled, input as Record<string, unknown> | undefined, this.#context, options.headers);
      const built = override ? this.#requestForUrl(request, override.url) : request;
      addSecrets(secrets, built.secrets);
      this.#warnIfDeprecated(operation);
      const credential = pickCredential(operation, credentials);
      return await this.#send<T>(compiled, built, credential, options, secrets);
    } catch (error) {
      throw await this.#finalError(error, secrets);
    }
  }

  /** Checks data that arrived inside another answer (a finished operation's result) per the validation mode. */
  /**
   * A copy of `value` with the credentials of a call (`options.auth`, else the client's) scrubbed from every
   * string: for service-reported failures that reach an error without passing through {@link execute}.
   */
  scrubCredentials<T>(value: T, options: CallOptions = {}): T {
    return scrubDeep(value, collectSecrets(options.auth === undefined ? this.#credentials : toList(options.auth)));
  }

  checkResponse(schema: Schema | undefined, data: unknown, operation: string): unknown {
    return validateResponse(schema, data, this.#mode, this.logger, { operation, status: 200 });
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

  /**
   * A GET of a page link, sent with the headers of the first page (header parameters included);
   * it must stay on the configured origin.
   */
  #requestForUrl(first: BuiltRequest, url: string): BuiltRequest {
    const summary: RequestSummary = { ...first.summary, method: 'GET' };
    let target: URL;
    try {
      target = new URL(url, this.#base + '/');
    } catch {
      throw new ResponseValidationError(`The service gave a page link that is not a URL`, summary);
    }
    if (target.origin !== this.baseUrl.origin) {
      throw new ResponseValidationError(`The service gave a page link to another origin (${target.origin}); not followed`, summary);
    }
    const { 'content-type': _bodyType, ...headers } = first.headers;
    return { ...first, method: 'GET', url: target.href, headers, body: undefined, replayable: true, summary };
  }

  async #send<T>(
    compiled: CompiledOperation,
    built: BuiltRequest,
    credential: Credential | undefined,
    options: CallOptions,
    secrets: string[],
  ): Promise<WithResponse<T>> {
    const { operation } = compiled;
    const policy = options.retry === undefined ? this.#retry : resolveRetryPolicy(this.#retry, options.retry);
    const attemptLimit = positiveOrUndefined(options.timeout ?? this.#timeout);
    const totalLimit = positiveOrUndefined(options.totalTimeout ?? this.#totalTimeout);
    const deadline = totalLimit === undefined ? undefined : performance.now() + totalLimit;
    const signal = options.signal;
    const mayRepeat = operation.idempotent && built.replayable;
    // Query values outside the allow-list are hidden; secret values anywhere else (a key in the path) are scrubbed.
    const shown = (url: string) => scrubText(redactUrl(url, compiled.shownQuery), secrets);
    let retries = 0;
    let refreshed = false;

    for (let attempt = 1; ; attempt++) {
      const summary: RequestSummary = { ...built.summary, url: shown(built.url), attempts: attempt };
      if (signal?.aborted) throw new AbortError(summary, signal.reason);
      const remaining = deadline === undefined ? undefined : deadline - performance.now();
      if (remaining !== undefined && remaining <= 0) throw new TimeoutError('total', totalLimit!, summary);
      const timeoutMs = minDefined(attemptLimit, remaining);
      const target: AuthTarget = { headers: { ...built.headers }, query: [] };
      if (this.#hooks.beforeRequest) {
        await this.#hooks.beforeRequest({ operation: operation.id, method: built.method, url: summary.url!, headers: target.headers, attempt });
        // Client and call headers were checked already; a hook may have added others.
        checkHeaderValues(target.headers, summary);
      }
      if (credential) {
        await abortable(credential.apply(target), signal, summary);
        addSecrets(secrets, credential.secrets());
      }
      const url = target.query.length === 0 ? built.url : appendQuery(built.url, target.query);
      if (this.logger.enabled('debug')) this.logger.debug(`-> ${built.method} ${summary.url} (attempt ${attempt})`);

      let answer: Answer;
      try {
        answer = await sendAttempt(this.#ky, {
          method: built.method,
          url,
          headers: target.headers,
          body: built.body,
          signal,
          timeoutMs,
          read: compiled.responseKind === 'bytes' ? 'bytes' : compiled.responseKind === 'none' ? 'none' : 'text',
          maxResponseBytes: this.#maxResponseBytes,
        });
      } catch (error) {
        if (!(error instanceof AttemptError)) throw error;
        const failure = error.failure;
        let sdkError: SdkError;
        let retryable = false;
        switch (failure.kind) {
          case 'abort':
            throw new AbortError(summary, failure.reason);
          case 'too-large':
            throw new ResponseValidationError(`Response body larger than ${this.#maxResponseBytes} bytes; not read`, summary);
          case 'timeout': {
            const total = timeoutMs !== attemptLimit;
            sdkError = total
              ? new TimeoutError('total', totalLimit!, summary)
              : new TimeoutError('attempt', attemptLimit!, summary);
            retryable = !total && policy.retryTimeouts;
            break;
          }
          case 'network':
            sdkError = new NetworkError(`${scrubText(failure.message, secrets)} (${built.method} ${summary.url})`, summary, {
              cause: scrubCause(failure.cause, secrets),
            });
            retryable = policy.retryNetworkErrors && !failure.message.startsWith('Redirect') && !failure.message.startsWith('Too many');
            break;
        }
        if (retryable && mayRepeat && retries < policy.limit) {
          retries++;
          const delay = backoffDelay(retries, policy);
          if (await this.#wait(delay, deadline, signal, summary, `${sdkError.message}; retry ${retries} of ${policy.limit}`)) continue;
          // The total deadline leaves no room for another attempt: a timed-out call reports the deadline.
          throw failure.kind === 'timeout' ? new TimeoutError('total', totalLimit!, summary) : sdkError;
        }
        throw sdkError;
      }

      const { response } = answer;
      const requestId = requestIdOf(response.headers, this.#requestIdHeaders);
      // A service may echo a credential in its request id header: show it scrubbed, as everything else.
      const shownRequestId = requestId === undefined ? undefined : scrubText(requestId, secrets);
      if (this.#hooks.afterResponse) {
        await this.#hooks.afterResponse({
          operation: operation.id,
          method: built.method,
          url: summary.url!,
          status: response.status,
          headers: response.headers,
          requestId: shownRequestId,
          attempt,
          durationMs: answer.durationMs,
        });
      }
      if (this.logger.enabled('debug')) {
        this.logger.debug(`<- ${response.status} ${built.method} ${summary.url} (${Math.round(answer.durationMs)} ms${shownRequestId ? `, request id ${shownRequestId}` : ''})`);
      }

      if (isSuccess(response.status, operation.spec.successStatus)) {
        const data = parseSuccess(answer, {
          kind: compiled.responseKind,
          schema: operation.spec.response,
          mode: this.#mode,
          logger: this.logger,
          summary: { ...summary, status: response.status, requestId },
          secrets,
        }) as T;
        const info: ResponseInfo = { status: response.status, headers: response.headers, requestId, attempts: attempt, url: summary.url! };
        return { data, response: info };
      }

      if (response.status === 401 && credential?.refresh && !refreshed && built.replayable) {
        refreshed = true;
        if (await abortable(credential.refresh(target), signal, summary)) {
          addSecrets(secrets, credential.secrets());
          this.logger.info(`401 from ${operation.id}; sending once more with a fresh credential`);
          continue;
        }
      }

      const apiError = toApiError(answer, summary, {
        parser: this.#errorParser,
        conflictCodes: this.#conflictCodes,
        requestIdHeaders: this.#requestIdHeaders,
        secrets,
      });
      if (mayRepeat && retries < policy.limit && policy.statusCodes.includes(response.status)) {
        const asked = retryAfterMs(response.headers);
        if (asked === undefined || asked <= policy.maxRetryAfterMs) {
          retries++;
          const delay = asked ?? backoffDelay(retries, policy);
          if (await this.#wait(delay, deadline, signal, summary, `HTTP ${response.status}; retry ${retries} of ${policy.limit}`)) continue;
        }
      }
      throw apiError;
    }
  }

  /** Sleeps before a retry; `false` when the wait would pass the deadline (the caller then gives up). */
  async #wait(delay: number, deadline: number | undefined, signal: AbortSignal | undefined, summary: RequestSummary, why: string): Promise<boolean> {
    if (deadline !== undefined && performance.now() + delay >= deadline) return false;
    this.logger.warn(`${summary.operation}: ${why} in ${delay} ms`);
    try {
      await sleep(delay, signal);
    } catch {
      throw new AbortError(summary, signal?.reason);
    }
    return true;
  }

  #warnIfDeprecated(operation: Operation): void {
    if (!operation.deprecated || this.#warnedDeprecated.has(operation.id)) return;
    this.#warnedDeprecated.add(operation.id);
    const note = typeof operation.spec.deprecated === 'string' ? ` ${operation.spec.deprecated}` : '';
    this.logger.warn(`${this.service.packageName}: ${operation.id} (${operation.method} ${operation.path}) is deprecated by the service.${note}`);
  }

  async #finalError(error: unknown, secrets: readonly string[]): Promise<unknown> {
    if (!isSdkError(error)) return error;
    if (this.#hooks.beforeError) {
      const replaced = await this.#hooks.beforeError(error);
      if (replaced) return replaced;
    }
    if (error.kind !== 'validation' && this.logger.enabled('debug')) this.logger.debug(scrubText(error.message, secrets));
    return error;
  }
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

function collectSecrets(credentials: readonly Credential[]): readonly string[] {
  if (credentials.length === 1) return credentials[0]!.secrets();
  return credentials.flatMap((credential) => credential.secrets());
}

/**
 * Refuses headers that `fetch` would reject with a TypeError quoting the value
 * (which may be a credential); names the header only.
 */
function checkHeaderValues(headers: Readonly<Record<string, string>>, summary: RequestSummary): void {
  for (const [name, value] of Object.entries(headers)) {
    if (typeof value !== 'string' || hasControlCharacters(value)) {
      throw new ValidationError(`Header ${name} must be a string without control characters (CR, LF, NUL, ...)`, {
        ...summary,
        field: `headers.${name}`,
      });
    }
  }
}

function addSecrets(into: string[], more: readonly string[]): void {
  for (const secret of more) if (!into.includes(secret)) into.push(secret);
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

function minDefined(a: number | undefined, b: number | undefined): number | undefined {
  if (a === undefined) return b === undefined ? undefined : Math.max(1, Math.floor(b));
  if (b === undefined) return a;
  return Math.max(1, Math.floor(Math.min(a, b)));
}

function appendQuery(url: string, pairs: ReadonlyArray<[string, string]>): string {
  const text = pairs.map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`).join('&');
  return url + (url.includes('?') ? '&' : '?') + text;
}

/** Waits for `promise`, ending early with an {@link AbortError} when `signal` aborts. */
async function abortable<T>(promise: T | Promise<T>, signal: AbortSignal | undefined, summary: RequestSummary): Promise<T> {
  if (!signal || !(promise instanceof Promise)) return promise;
  if (signal.aborted) throw new AbortError(summary, signal.reason);
  let onAbort: (() => void) | undefined;
  try {
    return await Promise.race([
      promise,
      new Promise<never>((_, reject) => {
        onAbort = () => reject(new AbortError(summary, signal.reason));
        signal.addEventListener('abort', onAbort, { once: true });
      }),
    ]);
  } finally {
    if (onAbort) signal.removeEventListener('abort', onAbort);
  }
}

/** A copy of a low-level error chain with secrets scrubbed from every message. */
function scrubCause(cause: unknown, secrets: readonly string[]): Error | undefined {
  if (!(cause instanceof Error)) return undefined;
  const inner = (cause as { cause?: unknown }).cause;
  const copy = new Error(scrubText(cause.message, secrets), inner instanceof Error ? { cause: scrubCause(inner, secrets) } : undefined);
  copy.name = cause.name;
  const code = (cause as { code?: unknown }).code;
  if (typeof code === 'string') Object.assign(copy, { code });
  return copy;
}
