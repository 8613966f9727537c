/**
 * The fake server: a real `node:http` server that routes a service's operations to handlers, checks
 * credentials and inputs as the service would, answers errors in the service's shape, and misbehaves
 * on demand.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createServer as createTlsServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { bodySpec } from '../operation.js';
import type { OperationGroups, ServiceDefinition } from '../service.js';
import { checkAuth, type FakeAuthOptions } from './auth-check.js';
import { belowBasePath, normaliseBasePath } from './base-path.js';
import { corsHeaders, corsSettings, isPreflight, preflightHeaders, type CorsOptions } from './cors.js';
import { defaultErrorCode, errorShapes, type ErrorShape } from './error-shapes.js';
import { faultAnswer, replacesAnswer } from './fault-answers.js';
import { Faults } from './faults.js';
import type { FakeServer } from './fake-server-interface.js';
import type { FakeHandlers, FakeRequest, FakeHandler, HandlerContext } from './handlers.js';
import { IdempotencyKeys, type FakeIdempotencyOptions } from './idempotency-keys.js';
import { jsonOf, readIncoming, type Incoming } from './incoming.js';
import type { FakeListenOptions } from './listen-options.js';
import { contentTypeProblem, DEFAULT_MAX_BODY_BYTES, DEFAULT_WRONG_CONTENT_TYPE_STATUS, type RequestBodyRules } from './request-bodies.js';
import { RequestLog, type MutableRecord, type RecordedRequest } from './request-log.js';
import { isFakeError, type FakeError, type FakeResponse } from './responses.js';
import { createRouter, type RouteResult, type Router } from './router.js';
import { createTestCertificates } from './test-certificates.js';
import type { UndocumentedRefusal } from './undocumented-refusal.js';
import { validateRequest, type RequestProblem } from './validate-request.js';
import { jsonAnswer, sendAnswer, sleep, toAnswer, type Answer, type SendMode } from './wire.js';

/** Options of {@link startFakeServer}; `host`, `port`, `tls` and `cors` as {@link FakeListenOptions}. */
export interface FakeServerOptions<G extends OperationGroups = OperationGroups> extends FakeListenOptions {
  /** The service whose operations are served (the result of `defineService`). */
  readonly service: ServiceDefinition<G>;
  /** Handlers by operation id (`'roleAssignments.get'`); operations without one answer 501. */
  readonly handlers?: FakeHandlers<G>;
  /** Credential checks; see {@link FakeAuthOptions}. Operations with `auth: []` are not checked. */
  readonly auth?: FakeAuthOptions;
  /** How error bodies look; one of {@link errorShapes} or your own. Default `errorShapes.generic`. */
  readonly errorShape?: ErrorShape;
  /** Headers that carry the request id besides `x-request-id` (and the shape's own). */
  readonly requestIdHeader?: string | readonly string[];
  /**
   * Makes the id of each request, as the service's ids look (a UUID, a 16-digit reference): it goes in the
   * request-id headers and, through the error shape, in error bodies (`correlationId`, `pspReference`, ...).
   * Default `req-1`, `req-2`, ... (counting again after `reset()`).
   */
  readonly requestIds?: () => string;
  /** Literal path segments renamed, as in `ClientOptions.pathAliases`. */
  readonly pathAliases?: Readonly<Record<string, string>>;
  /**
   * Path prefix of the service's public base address (`/v1`, `/cal/services/Notification/v6`): operation paths
   * are served below it and `url` ends with it, so a client's default base address and the fake's differ in
   * origin only. A request outside it is answered as an unknown path. Default none.
   */
  readonly basePath?: string;
  /**
   * How the service answers a path none of its operations has (and, with `basePath`, any path outside it):
   * return the answer, or throw `fakeError(...)` for one in the error shape. Default: a 404 in the error shape
   * with the shape's default 404 code. Give it when that code means a missing resource of the service's own.
   */
  readonly unknownPath?: UnknownPathAnswer;
  /**
   * Check JSON bodies against the operation's body schema (400 when they do not match). Default `true`. A
   * function decides per operation id, for operations whose handlers judge bodies themselves (to answer with
   * the service's own codes and texts).
   */
  readonly validateBody?: boolean | ((operationId: string) => boolean);
  /**
   * How the service refuses a value of an enum it does not document, found by the request check in the path, the
   * query or a checked body: the error to write, in the fake's error shape (status, code, message, extra fields
   * such as a service's per-field details, headers). Default: 400 with the shape's default 400 code and
   * {@link UndocumentedRefusal.message}.
   *
   * @example
   * ```ts
   * // A service that names the refused field and value in `context`.
   * const refuseUndocumented = ({ field, value, message }: UndocumentedRefusal) =>
   *   fakeError(400, 'VALIDATION_ERROR', message, { context: { [field]: [value] } });
   * ```
   */
  readonly refuseUndocumented?: (refusal: UndocumentedRefusal) => FakeError;
  /**
   * The largest body the service takes and how it answers a content type an operation does not take; see
   * {@link RequestBodyRules}. Applied to every request, whatever `validateBody` says: a body over the size is
   * answered 413 before it is read, a non-empty body of an operation that declares one must have the content
   * type of its encoding (JSON, multipart, form, text; any for binary).
   */
  readonly requestBodies?: RequestBodyRules;
  /**
   * How idempotency keys are honoured. Always on for the operations whose table entry declares an
   * `idempotencyKey`: the first request with a key is answered and its answer kept (until `reset()`); the same
   * request sent again with the key (same operation, path, query and body) gets the kept answer, echoing the
   * key header, and the handler does not run again; the key sent with another request is refused (see
   * {@link FakeIdempotencyOptions.mismatch}). Keys belong to the credential they came with.
   */
  readonly idempotency?: FakeIdempotencyOptions;
  /** Called by `server.reset()`, e.g. to reset the fake's stores. */
  readonly onReset?: () => void;
}

/** A request for a path without an operation, as {@link FakeServerOptions.unknownPath} receives it. */
export interface UnknownPathRequest {
  readonly method: string;
  /** The raw path as sent (base path included), still percent-encoded, without the query. */
  readonly path: string;
}

/** The service's answer to a path it has no route for; see {@link FakeServerOptions.unknownPath}. */
export type UnknownPathAnswer = (request: UnknownPathRequest) => FakeResponse;

export type { FakeServer } from './fake-server-interface.js';

/**
 * Starts a fake of a service on a free loopback port.
 *
 * @example
 * ```ts
 * const server = await startFakeServer({
 *   service: widgets,
 *   errorShape: errorShapes.google,
 *   auth: { bearer: (token) => (token === 'good' ? { user: 'alice' } : undefined) },
 *   handlers: {
 *     'widgets.get': (req) => {
 *       const id = req.params.widgetId!;
 *       return json(200, store.require(id, () => fakeError(404, undefined, `No widget ${id}`)));
 *     },
 *   },
 * });
 * const client = createClient(widgets, { baseUrl: server.url, auth: bearer('good') });
 * ```
 */
export async function startFakeServer<G extends OperationGroups>(options: FakeServerOptions<G>): Promise<FakeServer> {
  const fake = new HttpFake(options as FakeServerOptions);
  await fake.listen(options.host ?? '127.0.0.1', options.port ?? 0);
  return fake;
}

class HttpFake implements FakeServer {
  readonly faults = new Faults();
  readonly service: ServiceDefinition;
  url = '';
  port = 0;
  readonly caCertificate: string | undefined;
  readonly #options: FakeServerOptions;
  readonly #basePath: string;
  #origin = '';
  readonly #server: Server;
  readonly #router: Router;
  readonly #handlers: ReadonlyMap<string, FakeHandler>;
  readonly #shape: ErrorShape;
  readonly #requestIdHeaders: readonly string[];
  readonly #cors: CorsOptions | undefined;
  readonly #maxBodyBytes: number;
  readonly #wrongContentType: number;
  readonly #log = new RequestLog();
  readonly #keys = new IdempotencyKeys();
  #connections = 0;
  #sequence = 0;
  #closing: Promise<void> | undefined;

  constructor(options: FakeServerOptions) {
    this.#options = options;
    this.service = options.service;
    this.#router = createRouter(options.service.operations, options.pathAliases);
    const handlers = new Map<string, FakeHandler>();
    for (const [id, handler] of Object.entries(options.handlers ?? {})) {
      if (handler === undefined) continue;
      if (!options.service.operations.some((operation) => operation.id === id)) {
        throw new Error(`startFakeServer: ${options.service.name} has no operation ${id} (handlers are keyed 'group.method')`);
      }
      handlers.set(id, handler);
    }
    this.#handlers = handlers;
    this.#shape = options.errorShape ?? errorShapes.generic;
    const extra = typeof options.requestIdHeader === 'string' ? [options.requestIdHeader] : (options.requestIdHeader ?? []);
    this.#requestIdHeaders = [...new Set(['x-request-id', ...(this.#shape.requestIdHeaders ?? []), ...extra].map((h) => h.toLowerCase()))];
    this.#cors = corsSettings(options.cors);
    this.#basePath = normaliseBasePath(options.basePath);
    this.#maxBodyBytes = options.requestBodies?.maxBytes ?? DEFAULT_MAX_BODY_BYTES;
    this.#wrongContentType = options.requestBodies?.wrongContentType ?? DEFAULT_WRONG_CONTENT_TYPE_STATUS;
    const listener = (req: IncomingMessage, res: ServerResponse) => {
      this.#handle(req, res).catch((error: unknown) => failed(res, error));
    };
    const serverOptions = { keepAlive: true, keepAliveTimeout: 30_000 };
    const certificates =
      options.tls === true ? createTestCertificates({ hosts: options.host === undefined ? [] : [options.host] }) : options.tls || undefined;
    this.caCertificate = certificates?.ca;
    this.#server = certificates
      ? createTlsServer({ ...serverOptions, key: certificates.key, cert: certificates.cert }, listener)
      : createServer(serverOptions, listener);
    this.#server.on('connection', () => {
      this.#connections++;
    });
  }

  get requests(): readonly RecordedRequest[] {
    return this.#log.entries;
  }

  get connections(): number {
    return this.#connections;
  }

  requestCount(operationId?: string): number {
    return this.#log.count(operationId);
  }

  reset(): void {
    this.#log.clear();
    this.#keys.clear();
    this.faults.clear();
    this.#connections = 0;
    this.#sequence = 0;
    this.#options.onReset?.();
  }

  listen(host: string, port: number): Promise<void> {
    return new Promise((resolve, reject) => {
      this.#server.once('error', reject);
      this.#server.listen(port, host, () => {
        this.#server.off('error', reject);
        const address = this.#server.address() as AddressInfo;
        this.port = address.port;
        const shown = host === '0.0.0.0' ? '127.0.0.1' : host === '::' ? '::1' : host;
        const scheme = this.caCertificate === undefined ? 'http' : 'https';
        this.#origin = `${scheme}://${shown.includes(':') ? `[${shown}]` : shown}:${address.port}`;
        this.url = this.#origin + this.#basePath;
        resolve();
      });
    });
  }

  close(): Promise<void> {
    this.#closing ??= new Promise((resolve) => {
      this.#server.close(() => resolve());
      this.#server.closeAllConnections();
    });
    return this.#closing;
  }

  [Symbol.asyncDispose](): Promise<void> {
    return this.close();
  }

  async #handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const controller = new AbortController();
    res.once('close', () => {
      if (!res.writableFinished) controller.abort();
    });
    const { signal } = controller;
    let incoming: Incoming;
    try {
      incoming = await readIncoming(req, this.#maxBodyBytes);
    } catch {
      return; // the client went away mid-body
    }
    const requestId = this.#options.requestIds?.() ?? `req-${++this.#sequence}`;
    const base = this.#baseHeaders(requestId);

    if (this.#cors && isPreflight(incoming.method, incoming.headers)) {
      const headers = { ...base, ...preflightHeaders(this.#cors, incoming.headers) };
      await sendAnswer(res, { status: 204, headers, body: Buffer.alloc(0) }, normal, signal);
      return;
    }

    const relativePath = belowBasePath(incoming.path, this.#basePath);
    const route: RouteResult = relativePath === undefined ? { kind: 'not-found' } : this.#router.match(incoming.method, relativePath);
    const operationId = route.kind === 'match' || route.kind === 'bad-encoding' ? route.operation.id : undefined;
    const record = this.#log.add({
      method: incoming.method,
      path: incoming.path,
      query: incoming.query,
      headers: incoming.headers,
      bodyText: incoming.text,
      json: jsonOf(incoming),
      operationId,
      requestId,
      status: undefined,
      fault: undefined,
      error: undefined,
    });

    const plan = this.faults.plan({ operationId, method: incoming.method, path: incoming.path });
    if (plan.delayMs > 0) await sleep(plan.delayMs, signal);
    if (signal.aborted) return;
    const fault = plan.fault;
    record.fault = fault?.action.type;
    let mode: SendMode = normal;
    let answer: Answer;
    if (fault?.action.type === 'reset') {
      res.socket?.resetAndDestroy();
      return;
    }
    if (fault?.action.type === 'loseAnswer') {
      // The request does its work; its answer never leaves.
      await this.#answer(route, incoming, relativePath ?? incoming.path, requestId, record);
      res.socket?.resetAndDestroy();
      return;
    }
    if (fault?.action.type === 'repeatPage' && fault.action.replay.answer) {
      answer = fault.action.replay.answer;
    } else if (fault && replacesAnswer(fault.action)) {
      answer = faultAnswer(fault.action, fault.use, {
        errorAnswer: (status, message, headers) => this.#errorAnswer(requestId, status, undefined, message, {}, headers),
        baseUrl: this.#origin,
        target: incoming.target,
        path: incoming.path,
      });
    } else {
      if (fault?.action.type === 'slowBody') mode = { kind: 'slowBody', ms: fault.action.ms };
      if (fault?.action.type === 'truncated') mode = { kind: 'truncated' };
      answer = await this.#answer(route, incoming, relativePath ?? incoming.path, requestId, record);
      if (fault?.action.type === 'repeatPage' && answer.status >= 200 && answer.status < 300) fault.action.replay.answer = answer;
    }
    if (signal.aborted) return;
    record.status = answer.status;
    await sendAnswer(res, { ...answer, headers: { ...base, ...answer.headers } }, mode, signal);
  }

  /** Routing outcome, auth, validation and the handler, in the order a service applies them. */
  async #answer(route: RouteResult, incoming: Incoming, path: string, requestId: string, record: MutableRecord): Promise<Answer> {
    const { method } = incoming;
    if (incoming.oversized) {
      return this.#errorAnswer(requestId, 413, undefined, `The request body is larger than the ${this.#maxBodyBytes} bytes this service takes`);
    }
    switch (route.kind) {
      case 'not-found':
        return this.#unknownPath(method, incoming.path, requestId);
      case 'method-not-allowed':
        return this.#errorAnswer(requestId, 405, undefined, `${method} is not allowed on ${path}`, {}, { allow: route.allow.join(', ') });
      case 'bad-encoding':
        return this.#errorAnswer(requestId, 400, undefined, `Path parameter ${route.param} is not valid percent-encoding`);
    }
    const { operation, params } = route;
    const auth = await checkAuth(operation.auth, incoming, this.#options.auth);
    if (!auth.ok) {
      const challenge: Record<string, string> = auth.challenge ? { 'www-authenticate': auth.challenge } : {};
      const refuse = this.#options.auth?.refuse;
      if (!refuse) return this.#errorAnswer(requestId, 401, undefined, auth.message, {}, challenge);
      const refusal = refuse({ reason: auth.reason, kind: auth.kind, kinds: operation.auth, operation: operation.id, requestId });
      return this.#errorAnswer(requestId, refusal.status, refusal.code, refusal.message, refusal.extra, { ...challenge, ...refusal.headers });
    }
    const mediaProblem = operation.spec.body && incoming.raw.length > 0 ? contentTypeProblem(bodySpec(operation.spec.body).encoding ?? 'json', incoming.headers['content-type']) : undefined;
    if (mediaProblem) return this.#errorAnswer(requestId, this.#wrongContentType, undefined, mediaProblem);
    if (!incoming.body.ok) return this.#errorAnswer(requestId, 400, undefined, incoming.body.message);
    const problem = validateRequest(
      operation,
      { params, query: incoming.query, body: incoming.body.value, bodyIsJson: incoming.isJson },
      this.#validatesBody(operation.id),
    );
    if (problem) return this.#refuseRequest(problem, operation.id, requestId);

    const handler = this.#handlers.get(operation.id);
    if (!handler) return this.#errorAnswer(requestId, 501, undefined, `The fake of ${this.service.name} does not implement ${operation.id}`);
    const request: FakeRequest = {
      operation,
      path,
      params,
      query: incoming.query,
      headers: incoming.headers,
      body: incoming.body.value,
      credential: auth.credential,
      principal: auth.principal,
    };
    const context: HandlerContext = { baseUrl: this.url, requestId, server: this };
    const run = () => this.#run(handler, request, context, record);
    const keyHeader = operation.spec.idempotencyKey?.header.toLowerCase();
    const key = keyHeader === undefined ? undefined : incoming.headers[keyHeader];
    if (keyHeader === undefined || key === undefined || key === '') return run();
    return withHeader(await this.#once(keyHeader, key, incoming, request, run, requestId), keyHeader, key);
  }

  /** Answers a request with an idempotency key: the kept answer of the same request, a refusal for another one, or `run()` once. */
  async #once(keyHeader: string, key: string, incoming: Incoming, request: FakeRequest, run: () => Promise<Answer>, requestId: string): Promise<Answer> {
    const owner = request.credential === undefined ? '' : `${request.credential.kind}:${request.credential.value}`;
    const operation = request.operation.id;
    const fingerprint = `${incoming.method} ${incoming.target}\n${incoming.text}`;
    const found = this.#keys.lookup(owner, key, operation, fingerprint);
    if (found.kind === 'repeat') return found.answer;
    if (found.kind === 'mismatch') {
      const mismatch = this.#options.idempotency?.mismatch;
      const message = `The ${keyHeader} was sent before with another request (${found.firstOperation}); a key stands for one request`;
      if (!mismatch) return this.#errorAnswer(requestId, 422, undefined, message);
      let answer: unknown;
      try {
        answer = mismatch({ operation, firstOperation: found.firstOperation });
      } catch (error) {
        if (!isFakeError(error)) throw error;
        answer = error;
      }
      if (isFakeError(answer)) return this.#errorAnswer(requestId, answer.status, answer.code, answer.message, answer.extra, answer.headers);
      return toAnswer(answer as FakeResponse);
    }
    const answer = run();
    this.#keys.keep(owner, key, operation, fingerprint, answer);
    return answer;
  }

  /** Runs a handler: its answer, a thrown `fakeError` in the error shape, anything else a 500. */
  async #run(handler: FakeHandler, request: FakeRequest, context: HandlerContext, record: MutableRecord): Promise<Answer> {
    const { requestId } = context;
    try {
      return toAnswer(await handler(request, context));
    } catch (error) {
      if (isFakeError(error)) return this.#errorAnswer(requestId, error.status, error.code, error.message, error.extra, error.headers);
      record.error = error;
      const message = error instanceof Error ? error.message : String(error);
      return this.#errorAnswer(requestId, 500, undefined, `The fake's handler for ${request.operation.id} failed: ${message}`);
    }
  }

  /** Answers a request the check refused: 400 with its text, or as `refuseUndocumented` says for an undocumented value. */
  #refuseRequest(problem: RequestProblem, operation: string, requestId: string): Answer {
    const refuse = this.#options.refuseUndocumented;
    if (!problem.undocumented || !refuse) return this.#errorAnswer(requestId, 400, undefined, problem.message);
    const refusal = refuse({ ...problem.undocumented, operation, requestId, message: problem.message });
    return this.#errorAnswer(requestId, refusal.status, refusal.code, refusal.message, refusal.extra, refusal.headers);
  }

  #validatesBody(operationId: string): boolean {
    const choice = this.#options.validateBody ?? true;
    return typeof choice === 'function' ? choice(operationId) : choice;
  }

  #unknownPath(method: string, path: string, requestId: string): Answer {
    const answer = this.#options.unknownPath;
    if (!answer) return this.#errorAnswer(requestId, 404, undefined, `No operation of ${this.service.name} matches ${method} ${path}`);
    try {
      return toAnswer(answer({ method, path }));
    } catch (error) {
      if (isFakeError(error)) return this.#errorAnswer(requestId, error.status, error.code, error.message, error.extra, error.headers);
      throw error;
    }
  }

  #errorAnswer(
    requestId: string,
    status: number,
    code: string | number | undefined,
    message: string,
    extra: Readonly<Record<string, unknown>> = {},
    headers: Readonly<Record<string, string>> = {},
  ): Answer {
    const body = this.#shape(status, code ?? defaultErrorCode(this.#shape, status), message, { ...extra, requestId });
    return jsonAnswer(status, body, headers);
  }

  #baseHeaders(requestId: string): Record<string, string> {
    const headers: Record<string, string> = {};
    for (const name of this.#requestIdHeaders) headers[name] = requestId;
    return this.#cors ? { ...headers, ...corsHeaders(this.#cors, this.#requestIdHeaders) } : headers;
  }
}

const normal: SendMode = { kind: 'normal' };

/** An answer with one more header. */
function withHeader(answer: Answer, name: string, value: string): Answer {
  return { ...answer, headers: { ...answer.headers, [name]: value } };
}

/** Last resort for a bug in the kit itself: a plain 500, or a dropped connection once headers are out. */
function failed(res: ServerResponse, error: unknown): void {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  const message = error instanceof Error ? error.message : String(error);
  res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end(`fake server failure: ${message}`);
}
