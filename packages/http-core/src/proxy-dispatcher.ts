/**
 * Proxies on Node: a `dispatcher` for Node's fetch (the init option its fetch reads) that sends each call to
 * the proxy its routes name, or else as fetch sends it without one. An `http` call goes to the proxy with its
 * absolute URL; an `https` call through a `CONNECT` tunnel, TLS running end to end with the service, so the
 * proxy sees only the host and port. The proxy's credentials travel in `Proxy-Authorization` only, and are
 * held where neither `util.inspect` nor `JSON.stringify` of the dispatcher reaches. Loaded by `client-proxy.ts`
 * only when a proxy is set; browsers never load it.
 */
import { once } from 'node:events';
import { Agent as HttpAgent, request as httpRequest, type ClientRequest, type IncomingMessage, type RequestOptions } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import type { Duplex } from 'node:stream';
import { connect as tlsConnect, type ConnectionOptions } from 'node:tls';
import { proxyFor, shownProxy, type ProxyRoutes } from './proxy.js';

/** What Node's fetch asks a dispatcher to send. */
interface DispatchOptions {
  readonly origin?: string | URL | null;
  readonly path: string;
  readonly method: string;
  readonly headers?: Record<string, string | readonly string[] | undefined> | readonly string[] | null;
  readonly body?: string | Uint8Array | AsyncIterable<string | Uint8Array> | Iterable<string | Uint8Array> | null;
}

/** The handler of the fetch of Node 22 and 24 (undici 6 and 7). */
interface LegacyHandler {
  onConnect?(abort: (reason?: unknown) => void): void;
  onResponseStarted?(): void;
  onHeaders?(status: number, headers: Buffer[], resume: () => void, statusText: string): boolean;
  onData?(chunk: Buffer): boolean;
  onComplete?(trailers: Buffer[]): void;
  onError?(error: Error): void;
}

/** How a handler of undici 8 (Node 26's fetch) steers the exchange. */
interface Controller {
  abort(reason?: unknown): void;
  pause(): void;
  resume(): void;
  readonly paused: boolean;
  readonly aborted: boolean;
  readonly reason: unknown;
}

/** The handler of undici 8. */
interface ControllerHandler {
  onRequestStart?(controller: Controller, context: object): void;
  onResponseStart?(controller: Controller, status: number, headers: Record<string, string | string[]>, statusMessage: string): void;
  onResponseData?(controller: Controller, chunk: Buffer): void;
  onResponseEnd?(controller: Controller, trailers: Record<string, string | string[]>): void;
  onResponseError?(controller: Controller, error: Error): void;
}

type Handler = LegacyHandler & ControllerHandler;

/** Anything fetch accepts as its dispatcher. */
interface Dispatcher {
  dispatch(options: DispatchOptions, handler: Handler): boolean;
}

/** A client's dispatcher: calls its routes send through a proxy go there, the others as fetch sends them. */
export class ProxyDispatcher implements Dispatcher {
  readonly #routes: ProxyRoutes;
  /** Connections to each proxy, kept alive between calls: one agent per proxy and scheme. */
  readonly #agents = new Map<string, HttpAgent>();

  constructor(routes: ProxyRoutes) {
    this.#routes = routes;
  }

  dispatch(options: DispatchOptions, handler: Handler): boolean {
    const target = new URL(String(options.origin));
    const proxy = proxyFor(target, this.#routes);
    const modern = typeof handler.onRequestStart === 'function' || typeof handler.onResponseStart === 'function';
    if (proxy === undefined) return defaultDispatcher(modern).dispatch(options, handler);
    const authorization = proxyAuthorization(proxy);
    const headers = plainHeaders(options.headers);
    let request: ClientRequest;
    if (target.protocol === 'https:') {
      request = httpsRequest({
        host: target.hostname.replace(/^\[(.*)\]$/, '$1'),
        port: target.port || 443,
        method: options.method,
        path: options.path,
        headers,
        agent: this.#agent(proxy, 'https:', () => new TunnelAgent(proxy, authorization)),
      });
    } else {
      headers['host'] ??= target.host;
      if (authorization !== undefined) headers['proxy-authorization'] = authorization;
      request = httpRequest({
        host: proxy.hostname.replace(/^\[(.*)\]$/, '$1'),
        port: proxy.port || 80,
        method: options.method,
        path: target.origin + options.path,
        headers,
        agent: this.#agent(proxy, 'http:', () => new HttpAgent({ keepAlive: true })),
      });
    }
    const refused = target.protocol === 'http:' ? (status: number) => (status === 407 ? proxyRefused(proxy, target.host, status) : undefined) : undefined;
    runExchange(modern ? controllerSide(handler) : legacySide(handler), request, options.body, refused);
    return true;
  }

  /** The dispatcher as `util.inspect` shows it: nothing of the proxy. */
  [Symbol.for('nodejs.util.inspect.custom')](): string {
    return 'ProxyDispatcher {}';
  }

  toJSON(): object {
    return {};
  }

  #agent(proxy: URL, scheme: string, make: () => HttpAgent): HttpAgent {
    const key = `${scheme} ${proxy.href}`;
    let agent = this.#agents.get(key);
    if (agent === undefined) {
      agent = make();
      this.#agents.set(key, agent);
    }
    return agent;
  }
}

/**
 * Connections to `https` services through a proxy: each a `CONNECT` tunnel to the service's host and port, then
 * TLS with the service inside it, checked against the service's name as a direct connection would be.
 */
class TunnelAgent extends HttpsAgent {
  readonly #proxy: URL;
  readonly #authorization: string | undefined;

  constructor(proxy: URL, authorization: string | undefined) {
    super({ keepAlive: true });
    this.#proxy = proxy;
    this.#authorization = authorization;
  }

  override createConnection(options: ConnectionOptions & RequestOptions, done: (error: Error | null, socket?: Duplex) => void): undefined {
    const authority = `${String(options.host).includes(':') ? `[${options.host}]` : options.host}:${options.port ?? 443}`;
    openTunnel(this.#proxy, this.#authorization, authority).then(
      (socket) => done(null, tlsConnect({ ...options, socket })),
      (error: Error) => done(error),
    );
    return undefined;
  }

  [Symbol.for('nodejs.util.inspect.custom')](): string {
    return 'TunnelAgent {}';
  }
}

/** Opens a `CONNECT` tunnel to `authority` through `proxy`. */
function openTunnel(proxy: URL, authorization: string | undefined, authority: string): Promise<Duplex> {
  return new Promise((resolve, reject) => {
    const request = httpRequest({
      host: proxy.hostname.replace(/^\[(.*)\]$/, '$1'),
      port: proxy.port || 80,
      method: 'CONNECT',
      path: authority,
      headers: { host: authority, ...(authorization === undefined ? {} : { 'proxy-authorization': authorization }) },
      agent: false,
    });
    request.once('connect', (response: IncomingMessage, socket: Duplex, head: Buffer) => {
      if (response.statusCode === 200) {
        if (head.length > 0) socket.unshift(head);
        resolve(socket);
        return;
      }
      socket.destroy();
      reject(proxyRefused(proxy, authority, response.statusCode));
    });
    request.once('error', reject);
    request.end();
  });
}

/**
 * The proxy's refusal of a call to `authority`: `ERR_PROXY_AUTH` when it wants other credentials (407, which
 * fetch would otherwise report as a network error with no reason), `ERR_PROXY_TUNNEL` for any other refused tunnel.
 */
function proxyRefused(proxy: URL, authority: string, status: number | undefined): Error {
  const error = new Error(`The proxy ${shownProxy(proxy)} refused the call to ${authority} (status ${status ?? 'none'})`);
  return Object.assign(error, { code: status === 407 ? 'ERR_PROXY_AUTH' : 'ERR_PROXY_TUNNEL' });
}

/** The `Proxy-Authorization` value for a proxy URL's user name and password (Basic), if it has any. */
function proxyAuthorization(proxy: URL): string | undefined {
  if (proxy.username === '' && proxy.password === '') return undefined;
  const pair = `${decodeURIComponent(proxy.username)}:${decodeURIComponent(proxy.password)}`;
  return `Basic ${Buffer.from(pair, 'utf8').toString('base64')}`;
}

/** The dispatcher fetch uses when given none: the global one, of the handler's kind. */
function defaultDispatcher(modern: boolean): Dispatcher {
  const global = globalThis as unknown as Record<symbol, Dispatcher | undefined>;
  const found = (modern ? global[Symbol.for('undici.globalDispatcher.2')] : undefined) ?? global[Symbol.for('undici.globalDispatcher.1')];
  if (found === undefined) throw new Error('No global dispatcher to send a direct call through');
  return found;
}

/** Request headers as a record of lower-case names (fetch gives a record, older undici a flat list). */
function plainHeaders(headers: DispatchOptions['headers']): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  if (headers == null) return out;
  if (Array.isArray(headers)) {
    for (let i = 0; i + 1 < headers.length; i += 2) out[String(headers[i]).toLowerCase()] = String(headers[i + 1]);
    return out;
  }
  for (const [name, value] of Object.entries(headers as Record<string, string | readonly string[] | undefined>)) {
    if (value !== undefined) out[name.toLowerCase()] = typeof value === 'string' ? value : [...value];
  }
  return out;
}

/** One exchange's side towards fetch's handler. */
interface HandlerSide {
  start(abort: (reason: Error) => void, pause: () => void, resume: () => void): void;
  /** Returns whether more body may come now. */
  headers(status: number, raw: readonly string[], statusText: string): boolean;
  /** Returns whether more body may come now. */
  data(chunk: Buffer): boolean;
  complete(raw: readonly string[]): void;
  error(error: Error): void;
}

/**
 * Sends `request` (writing `body`) and reports its answer to the handler; every failure reaches it once, as does
 * an answer `refused` turns into an error (the proxy's own refusal).
 */
function runExchange(side: HandlerSide, request: ClientRequest, body: DispatchOptions['body'], refused?: (status: number) => Error | undefined): void {
  let settled = false;
  let response: IncomingMessage | undefined;
  const fail = (error: Error) => {
    if (settled) return;
    settled = true;
    request.destroy();
    side.error(error);
  };
  side.start(
    (reason) => request.destroy(reason),
    () => response?.pause(),
    () => response?.resume(),
  );
  request.once('error', fail);
  request.once('response', (answer: IncomingMessage) => {
    response = answer;
    answer.once('error', fail);
    const refusal = refused?.(answer.statusCode ?? 0);
    if (refusal !== undefined) {
      fail(refusal);
      return;
    }
    if (!side.headers(answer.statusCode ?? 0, answer.rawHeaders, answer.statusMessage ?? '')) answer.pause();
    answer.on('data', (chunk: Buffer) => {
      if (!side.data(chunk)) answer.pause();
    });
    answer.once('end', () => {
      if (settled) return;
      settled = true;
      side.complete(answer.rawTrailers);
    });
  });
  writeBody(request, body).catch(fail);
}

async function writeBody(request: ClientRequest, body: DispatchOptions['body']): Promise<void> {
  if (body == null) {
    request.end();
    return;
  }
  if (typeof body === 'string' || body instanceof Uint8Array) {
    request.end(body);
    return;
  }
  for await (const chunk of body as AsyncIterable<string | Uint8Array>) {
    if (request.destroyed) return;
    if (!request.write(chunk)) await once(request, 'drain');
  }
  request.end();
}

function asError(reason: unknown): Error {
  return reason instanceof Error ? reason : new Error('The call was aborted', { cause: reason });
}

const bytes = (raw: readonly string[]) => raw.map((value) => Buffer.from(value, 'latin1'));

function legacySide(handler: LegacyHandler): HandlerSide {
  let resume = () => {};
  return {
    start: (abort, _pause, resumeAnswer) => {
      resume = resumeAnswer;
      handler.onConnect?.((reason) => abort(asError(reason)));
    },
    headers: (status, raw, statusText) => {
      handler.onResponseStarted?.();
      return handler.onHeaders?.(status, bytes(raw), () => resume(), statusText) !== false;
    },
    data: (chunk) => handler.onData?.(chunk) !== false,
    complete: (raw) => handler.onComplete?.(bytes(raw)),
    error: (error) => handler.onError?.(error),
  };
}

function controllerSide(handler: ControllerHandler): HandlerSide {
  let paused = false;
  let aborted = false;
  let reason: unknown;
  let steer = { abort: (_reason: Error) => {}, pause: () => {}, resume: () => {} };
  const controller: Controller = {
    abort(why) {
      if (aborted) return;
      aborted = true;
      reason = why;
      steer.abort(asError(why));
    },
    pause() {
      paused = true;
      steer.pause();
    },
    resume() {
      paused = false;
      steer.resume();
    },
    get paused() {
      return paused;
    },
    get aborted() {
      return aborted;
    },
    get reason() {
      return reason;
    },
  };
  return {
    start: (abort, pause, resume) => {
      steer = { abort, pause, resume };
      handler.onRequestStart?.(controller, {});
    },
    headers: (status, raw, statusText) => {
      handler.onResponseStart?.(controller, status, headerRecord(raw), statusText);
      return !paused;
    },
    data: (chunk) => {
      handler.onResponseData?.(controller, chunk);
      return !paused;
    },
    complete: (raw) => handler.onResponseEnd?.(controller, headerRecord(raw)),
    error: (error) => handler.onResponseError?.(controller, error),
  };
}

/** Raw headers (name, value, ...) as a record of lower-case names; a repeated name gets a list. */
function headerRecord(raw: readonly string[]): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (let i = 0; i + 1 < raw.length; i += 2) {
    const name = raw[i]!.toLowerCase();
    const value = raw[i + 1]!;
    const seen = out[name];
    out[name] = seen === undefined ? value : Array.isArray(seen) ? [...seen, value] : [seen, value];
  }
  return out;
}
