import type { KyInstance } from 'ky';
import { clientProxy } from '#client-proxy';
import { clientTracer } from '#tracing';
import { userAgentHeaders } from '#user-agent';
import { ApiPromise, type WithResponse } from './api-promise.js';
import type { Credential } from './auth.js';
import { withCallIds, type CallIdSettings } from './call-ids.js';
import type { CallOptions } from './call-options.js';
import { randomId } from './client-request-id.js';
import { Deadline, positiveOrUndefined } from './deadline.js';
import { refusal } from './deferred-error.js';
import { completeError, errorPath, errorPathOrNone, preloadErrorPath } from './error-path-loader.js';
import { isSdkError, ResponseValidationError, ValidationError, type SdkError } from './errors.js';
import { Exchange, type CallScope, type ExchangeSettings } from './exchange.js';
import type { externalContext } from './external-url.js';
import { checkHeaderValues } from './header-check.js';
import type { linkRequest } from './link-request.js';
import { levelled, type LevelledLogger } from './logger.js';
import { isLoopbackHost } from './loopback.js';
import { onDemand } from './on-demand.js';
import type { Operation, OperationRunner } from './operation.js';
import type { ClientOptions, Hooks } from './options.js';
import { scalar } from './param-text.js';
import { PROTO_KEY, protoKeysShown } from './proto-key.js';
import { buildRequest, compileOperation, type BodyEncoder, type BuildContext, type BuiltRequest, type CompiledOperation, type ExtraFieldRules } from './request-builder.js';
import { isShortSecret, scrubText } from './redaction.js';
import { defaultRequestIdHeaders, type AnswerFormat } from './response-parser.js';
import { defaultRetryPolicy, resolveRetryPolicy, type RetryPolicy } from './retry.js';
import { createKy } from './transport.js';
import { checkInput, type ValidationMode } from './validation.js';

/** What a service tells the engine about itself: its identity and how its answers are read. */
export interface EngineService extends AnswerFormat {
  readonly name: string;
  readonly packageName: string;
  readonly version: string;
  /**
   * The request header that carries each call's client request id: the one the service documents
   * (`x-ms-client-request-id`), or `x-client-request-id` (`CLIENT_REQUEST_ID_HEADER`) for a service that documents none but takes
   * headers it does not know. Omitted: the id is not sent (it is still shown on results and errors).
   */
  readonly clientRequestIdHeader?: string;
}

/**
 * A client's set-up: the resolved options, the compiled operations and the final step of errors. Each call
 * builds its request (operation table -> request builder) and runs in an {@link Exchange} (-> ky, one attempt
 * at a time -> response parser). One engine per client; list and long-running methods see it as an
 * {@link OperationRunner}.
 */
export class Engine implements OperationRunner {
  declare readonly service: EngineService;
  declare readonly baseUrl: URL;
  declare readonly logger: LevelledLogger;
  readonly #credentials: readonly Credential[];
  readonly #retry: RetryPolicy;
  readonly #timeout: number | undefined;
  readonly #totalTimeout: number | undefined;
  readonly #aliases: Readonly<Record<string, string>>;
  readonly #hooks: Hooks;
  declare readonly validation: ValidationMode;
  #ky: KyInstance | undefined;
  readonly #kyLoading: Promise<KyInstance>;
  /** What every call of this client shares. */
  readonly #settings: ExchangeSettings;
  /** Weakly held: an operation made for one call (`client.request`) goes with it. */
  readonly #compiled = new WeakMap<Operation, CompiledOperation>();
  readonly #context: BuildContext;
  /** Headers of a request to a URL the service handed back: only what holds nothing of the client's (the user agent). */
  readonly #externalHeaders: Readonly<Record<string, string>>;
  /** Origins besides an operation's own that URLs handed back may point at, as the client's options give them. */
  readonly #externalOrigins: readonly string[];
  readonly #finished = new WeakSet<object>();
  /** Whether a credential would travel in clear text to another machine (and the client did not opt in). */
  readonly #exposed: boolean;
  readonly #ids: CallIdSettings;

  constructor(service: EngineService, options: ClientOptions) {
    const refuse = (why: string) => new ValidationError(`${service.packageName}: baseUrl ${why}`, { field: 'baseUrl' });
    if (!options || options.baseUrl === undefined || options.baseUrl === '') throw refuse('is required');
    let base: URL;
    try {
      base = new URL(String(options.baseUrl));
    } catch {
      throw refuse('must be an absolute URL');
    }
    if (base.protocol !== 'https:' && base.protocol !== 'http:') throw refuse('must use http or https');
    if (base.username || base.password || base.search || base.hash) throw refuse('must not carry credentials, a query or a fragment');
    this.service = service;
    this.baseUrl = base;
    this.#credentials = toList(options.auth);
    this.#retry = resolveRetryPolicy(defaultRetryPolicy, options.retry);
    this.#timeout = positiveOrUndefined(options.timeout ?? 30_000);
    this.#totalTimeout = positiveOrUndefined(options.totalTimeout);
    this.#externalHeaders = userAgentHeaders(service.packageName, service.version, options.userAgent);
    const defaultHeaders = { ...this.#externalHeaders, ...lowerCaseKeys(options.headers) };
    checkHeaderValues(defaultHeaders, {});
    // Checked with the first call to a URL the service handed back, where they are used (`external-url.ts`).
    this.#externalOrigins = options.externalOrigins ?? [];
    this.#aliases = options.pathAliases ?? {};
    this.#hooks = options.hooks ?? {};
    // Loading the HTTP stack starts with the client, not with the package, and not at the first call.
    this.#kyLoading = createKy(options.fetch, clientProxy(service.packageName, options.proxy));
    this.#kyLoading.then((ky) => (this.#ky = ky), () => {});
    this.#exposed = base.protocol === 'http:' && !isLoopbackHost(base.hostname) && options.allowCredentialsOverHttp !== true;
    this.validation = options.validation ?? 'lenient';
    this.#ids = { clientRequestIdHeader: service.clientRequestIdHeader?.toLowerCase(), generateId: options.generateId ?? randomId };
    this.logger = levelled(options.logger, options.logLevel, service.packageName);
    this.#settings = {
      ky: () => this.#ky ?? this.#kyLoading,
      hooks: this.#hooks,
      throttle: options.throttle,
      logger: this.logger,
      mode: this.validation,
      format: options.errorParser ? { ...service, errorParser: options.errorParser } : service,
      requestIdHeaders: service.requestIdHeaders ?? defaultRequestIdHeaders,
      maxResponseBytes: options.maxResponseBytes ?? 50 * 1024 * 1024,
      traced: options.tracing === false ? undefined : clientTracer(service),
      finish: (error, callOptions, paramSecrets) => this.finish(error, callOptions, paramSecrets),
    };
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

  execute<T>(operation: Operation, input: unknown, options: CallOptions = {}): Promise<WithResponse<T>> {
    return this.#run<T>(operation, input, options, undefined);
  }

  followLink<T>(operation: Operation, input: unknown, url: string, options: CallOptions = {}): Promise<WithResponse<T>> {
    return this.#run<T>(operation, input, options, url);
  }

  /**
   * {@link OperationRunner.finish}; `paramSecrets` are a call's secret parameters, scrubbed too. It runs on the
   * error path, loaded for the first error unless a successful call already loaded it.
   */
  async finish(failure: unknown, options: CallOptions = {}, paramSecrets: readonly string[] = []): Promise<unknown> {
    const error = await completeError(failure);
    if (!isSdkError(error) || this.#finished.has(error)) return error;
    const secrets = [...this.secretsFor(options), ...paramSecrets];
    const path = await errorPathOrNone();
    const final = path ? await path.finishError(error, secrets, this.#hooks, this.logger) : await this.#finishOffline(error, secrets);
    this.#finished.add(final);
    return final;
  }

  /** The final step of an error when the error path cannot load: secrets scrubbed from its text, and the `beforeError` hook run. */
  async #finishOffline(error: SdkError, secrets: readonly string[]): Promise<SdkError> {
    const replaced = this.#hooks.beforeError ? await this.#hooks.beforeError(scrubbedOffline(error, secrets)) : undefined;
    return scrubbedOffline(replaced ?? error, secrets);
  }

  secretsFor(options: CallOptions = {}): readonly string[] {
    return secretsOf(this.#credentialsFor(options));
  }

  /** Runs a call; `raw` resolves to the successful `Response` itself, its body unread and unchecked. */
  async #run<T>(operation: Operation, input: unknown, options: CallOptions, link: string | undefined, raw = false): Promise<WithResponse<T>> {
    const credentials = this.#credentialsFor(options);
    let built: BuiltRequest | undefined;
    const scope: CallScope = { credentials, secrets: () => [...secretsOf(credentials), ...(built?.secrets ?? [])] };
    try {
      const compiled = this.#compile(operation);
      // The checks of extra fields load with the first call that has some, on the error path.
      const rules = options.extraQuery === undefined && options.extraBody === undefined ? undefined : await errorPath();
      const { body } = compiled;
      // A body declared with its encoder (`jsonBody`) and no extra fields tries it first; any other loads the encoder of request bodies.
      const encodeBody = options.extraBody === undefined && (body === undefined || body.encoder) ? (body?.encoder as BodyEncoder | undefined) : await bodyEncoder(operation);
      const { external } = operation.spec;
      const context = external
        ? (await externalUrls(operation))(operation, external, input, { clientOrigins: this.#externalOrigins, packageName: this.service.packageName, headers: this.#externalHeaders, ValidationError })
        : this.#context;
      built = buildChecked(compiled, input, context, options, { rules, encodeBody }) ?? buildChecked(compiled, input, context, options, { rules, encodeBody: await bodyEncoder(operation) })!;
      if (link !== undefined) built = (await linkRequests(operation))(built, link, { base: this.#context.base, origin: this.baseUrl.origin, ResponseValidationError });
      const { built: sent, ids } = withCallIds(operation, built, options, this.#ids);
      built = sent;
      // Once per operation and logger (once per process on the console), worded on the error path; a warning that cannot load is not worth failing the call for.
      if (operation.deprecated) (await errorPathOrNone())?.warnDeprecated(this.logger, this.service.packageName, operation);
      const credential = pickCredential(operation, credentials);
      if (credential && this.#exposed) throw refusal('plainHttp', { field: 'baseUrl', operation: operation.id, method: operation.method }, this.service.packageName, operation.id, this.baseUrl.host);
      const policy = options.retry === undefined ? this.#retry : resolveRetryPolicy(this.#retry, options.retry);
      const deadline = new Deadline(options.totalTimeout ?? this.#totalTimeout, options.timeout ?? this.#timeout);
      // A secret shorter than 4 characters is scrubbed only where it stands as a credential, which the page learns before sending.
      if (scope.secrets().some(isShortSecret)) await shortSecretPositions(operation);
      const result = await new Exchange<T>(this.#settings, { compiled, built, ids, credential, options, scope, policy, deadline, raw, input }).run();
      // A later failure then finds its error path loaded, with or without the network.
      preloadErrorPath(this.#settings.format);
      return result;
    } catch (error) {
      throw await this.finish(error, options, built?.secrets);
    }
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

}

/**
 * {@link buildRequest}, with whatever else reading the input throws (a service's own check meeting a value it
 * did not expect, a `toString` that throws) turned into a {@link ValidationError}: no raw error leaves a call
 * for any input, and nothing is sent. `undefined` when the encoder of plain JSON bodies threw itself, leaving the
 * body to the encoder of request bodies: the request is then built again with that one.
 */
function buildChecked(compiled: CompiledOperation, input: unknown, context: BuildContext, options: CallOptions, loaded: BuildHelpers): BuiltRequest | undefined {
  try {
    return buildRequest(compiled, input as Record<string, unknown> | undefined, context, options.headers, { extraQuery: options.extraQuery, extraBody: options.extraBody, ...loaded });
  } catch (error) {
    if (loaded.encodeBody && error === loaded.encodeBody) return undefined;
    if (isSdkError(error)) throw error;
    const { operation } = compiled;
    throw refusal('unreadableInput', { field: 'input', operation: operation.id, method: operation.method }, operation.id);
  }
}

/** What building a call's request loads on demand: the checks of extra fields, the encoder of bodies. */
interface BuildHelpers {
  readonly rules: ExtraFieldRules | undefined;
  readonly encodeBody: BodyEncoder | undefined;
}

/**
 * The encoder of request bodies (`request-body.ts`), loaded with the first call that sends a body other than a
 * plain JSON one of an operation declaring it with `jsonBody` (another encoding, extra body fields, a body declared
 * without its encoder, a value the encoder of plain JSON bodies leaves to it), and handed the page's tools it names.
 */
const bodyEncoder = onDemand<BodyEncoder>(
  () => import('./request-body.js').then((module) => module.bodyEncoderWith({ checkInput, protoKeysShown, ValidationError, PROTO_KEY, scalar })),
  'request bodies',
);

/**
 * Where short secrets stand (`credential-position.ts`), for the page's `scrubText`: loaded with the error path, which
 * hands it over as it loads (`error-path-loader.ts`), before the first call that has such a secret is sent.
 */
const shortSecretPositions = onDemand(errorPath, 'short secrets');

/** The requests of pages reached by a link (`link-request.ts`), loaded with the first call that follows one. */
const linkRequests = onDemand<typeof linkRequest>(() => import('./link-request.js').then((module) => module.linkRequest), 'page links');

/** The check of URLs the service handed back (`external-url.ts`), loaded with the first call that sends to one. */
const externalUrls = onDemand<typeof externalContext>(() => import('./external-url.js').then((module) => module.externalContext), 'URLs handed back');

function pickCredential(operation: Operation, credentials: readonly Credential[]): Credential | undefined {
  if (operation.auth.length === 0) return undefined;
  for (const kind of operation.auth) {
    const found = credentials.find((credential) => credential.kind === kind);
    if (found) return found;
  }
  throw refusal('noCredential', { field: 'auth', operation: operation.id, method: operation.method }, operation.id, operation.auth, credentials.map((c) => c.kind));
}

/**
 * An error's message and stack with `secrets` scrubbed, for when the error path cannot load (the network went
 * away before the page ever loaded it): the errors raised then (no answer, a time-out) carry the call's shown URL
 * and names only, and a cause that shows a secret is dropped.
 */
function scrubbedOffline(error: SdkError, secrets: readonly string[]): SdkError {
  const scrub = (text: string) => scrubText(text, secrets);
  error.message = scrub(error.message);
  if (error.stack !== undefined) error.stack = scrub(error.stack);
  const cause = error.cause as { message?: unknown; stack?: unknown } | undefined;
  const causeText = cause === undefined ? '' : `${String(cause.message ?? cause)} ${String(cause.stack ?? '')}`;
  // The cause an error is made with is an own property that is not enumerable; it stays so, emptied.
  if (scrub(causeText) !== causeText) error.cause = undefined;
  return error;
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

