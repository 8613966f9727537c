import type { Credential } from './auth.js';
import type { ErrorBodyParser } from './error-parsers.js';
import type { SdkError } from './errors.js';
import type { LogLevel, Logger } from './logger.js';
import type { ParamScalar } from './operation.js';
import type { ProxyOption } from './proxy.js';
import type { RetryOptions } from './retry.js';
import type { ValidationMode } from './validation.js';

/** What a `beforeRequest` hook sees. Credentials are added after it runs, so it never sees them. */
export interface RequestHookContext {
  /** Operation id, e.g. `roleAssignments.get`. */
  readonly operation: string;
  readonly method: string;
  /** Redacted URL. */
  readonly url: string;
  /** Request headers (lower-case names); a hook may add some, e.g. for tracing. */
  readonly headers: Record<string, string>;
  /** 1 for the first attempt, 2 for the first retry, ... */
  readonly attempt: number;
  /** The call's client request id, the same on every attempt. */
  readonly clientRequestId: string;
}

/** What an `afterResponse` hook sees. */
export interface ResponseHookContext {
  readonly operation: string;
  readonly method: string;
  /** Redacted URL. */
  readonly url: string;
  readonly status: number;
  readonly headers: Headers;
  readonly requestId: string | undefined;
  readonly attempt: number;
  /** The call's client request id, the same on every attempt. */
  readonly clientRequestId: string;
  /** Time from sending this attempt to having its headers. */
  readonly durationMs: number;
}

/** Callbacks for logging, tracing and metrics. */
export interface Hooks {
  /** Before each attempt is sent. */
  beforeRequest?(context: RequestHookContext): void | Promise<void>;
  /** After each attempt's response headers arrive, whatever the status. */
  afterResponse?(context: ResponseHookContext): void | Promise<void>;
  /** Before an error is thrown to the caller; may return a replacement. */
  beforeError?(error: SdkError): SdkError | void | Promise<SdkError | void>;
}

/**
 * Paces a client's requests, e.g. a client-side rate limiter: `acquire` is awaited before every attempt is
 * sent, and `observe` sees every answer's headers. Share one between clients to pace them together.
 */
export interface Throttle {
  /** Resolves when a request to `path` (the URL's path) may be sent; rejects when `signal` aborts first. */
  acquire(path: string, signal?: AbortSignal): Promise<void>;
  /** Reads an answer's headers (rate-limit figures, for instance). */
  observe?(path: string, headers: Headers): void;
}

/**
 * A {@link Throttle} whose code loads on demand (a dynamic import, which a browser bundler splits into a chunk of its
 * own), so that a page never downloads it before a call needs it. Given as `ClientOptions.throttle`, it is run once per
 * client, by the first call, and that call and any made meanwhile wait for it, within their signal and time limits.
 * Should it reject (the page went offline first), that call fails with a `NetworkError`, nothing sent, and the next
 * call runs it again. The throttle it resolves to is then awaited before every attempt and shown every answer, as one
 * given directly.
 *
 * @example
 * ```ts
 * const client = createClient(service, { baseUrl, throttle: () => import('./my-limiter.js').then((m) => m.limiter) });
 * ```
 */
export type ThrottleLoader = () => Promise<Throttle>;

/** Options of every service client. */
export interface ClientOptions {
  /** Base address of the service, e.g. `https://api.example.com`. Required: the specs name none. */
  readonly baseUrl: string | URL;
  /** Credential(s). Each operation uses the first whose kind it accepts. */
  readonly auth?: Credential | readonly Credential[];
  /** Retry policy; `false` turns retries off. See {@link RetryOptions} for the defaults. */
  readonly retry?: RetryOptions | false;
  /** Per-attempt time limit in ms, covering the response body. Default 30 000; `0` for none. */
  readonly timeout?: number;
  /** Limit in ms for the whole call, retries and waits included. Default: none. */
  readonly totalTimeout?: number;
  /** Headers added to every request. */
  readonly headers?: Readonly<Record<string, string>>;
  /** Appended to the SDK's own user agent (`@org/<service>/<version>`). Sent where the platform allows it. */
  readonly userAgent?: string;
  /** A `fetch` to use instead of the global one. */
  readonly fetch?: typeof fetch;
  /**
   * The forward proxy calls go through, on Node: its URL (`http://proxy.example.com:8080`, with
   * `user:password@` when it asks for them; they are sent as `Proxy-Authorization` and shown nowhere), or
   * `false` for none. Default: the `HTTPS_PROXY` / `HTTP_PROXY` environment variables (lower-case names
   * first), for `https` / `http` services, except calls to this machine. Either way, hosts the `NO_PROXY`
   * variable lists go direct. Browsers, edge runtimes, Deno and Bun ignore it: their own settings apply. The
   * proxy reaches the call as Node's fetch `dispatcher` (so a custom `fetch` gets it as that init option).
   */
  readonly proxy?: ProxyOption;
  /**
   * OpenTelemetry tracing, on Node: where `@opentelemetry/api` is installed and a tracer provider registered,
   * each call is a client span named after its operation, with an event per attempt and per retry, and the
   * registered propagator sends the trace context (`traceparent`) on every attempt. `false` turns it off.
   * Default: on; without the API or a provider, calls make no span and send no trace context. Browsers are not traced.
   */
  readonly tracing?: boolean;
  /** Logging, tracing and metrics callbacks. */
  readonly hooks?: Hooks;
  /**
   * Where log lines go. Default `consoleLogger`: one line each on the console,
   * `[@org/<package>] <operation>: ...`. Lines never contain credentials.
   */
  readonly logger?: Logger;
  /**
   * Least severe level logged. Default: the `ORG_SDK_LOG` environment variable where there is one (Node),
   * else `warn`. `debug` logs every request and response with redacted headers, and every retry.
   */
  readonly logLevel?: LogLevel;
  /** Response validation; see {@link ValidationMode}. Default `lenient`. */
  readonly validation?: ValidationMode;
  /** Defaults for named parameters, e.g. `{ apiVersion: '2018-01-01-preview' }`; a value given on a call wins. */
  readonly paramDefaults?: Readonly<Record<string, ParamScalar>>;
  /** Literal path segments to replace, e.g. a provider namespace. */
  readonly pathAliases?: Readonly<Record<string, string>>;
  /** Reads the service's error bodies; each service sets its own. */
  readonly errorParser?: ErrorBodyParser;
  /**
   * Makes each call's client request id and idempotency key when the call gives none. Give a function of your
   * own for ids of another form, or predictable ones in tests.
   *
   * @default randomId (a version 4 UUID)
   */
  readonly generateId?: () => string;
  /** Largest response body read, in bytes (a streamed body errors once more arrive). Default 50 MiB. */
  readonly maxResponseBytes?: number;
  /**
   * Origins besides those an operation declares that URLs the service hands back may point at (a file service
   * of a private installation, a fake's): each exact (`https://files.example.com`, `http://127.0.0.1:8080`) or
   * any subdomain of a host (`https://*.example.com`). See `ExternalSpec`.
   */
  readonly externalOrigins?: readonly string[];
  /**
   * Paces every attempt (a client-side rate limiter); none by default. A {@link ThrottleLoader} instead loads its
   * code with the client's first call.
   */
  readonly throttle?: Throttle | ThrottleLoader;
  /**
   * Send credentials over plain `http` to a host other than this machine. Off by default: such a call is
   * refused before anything is sent, since anyone on the network path could read the credential. Loopback
   * addresses (`localhost`, `127.0.0.0/8`, `[::1]`) never need it.
   */
  readonly allowCredentialsOverHttp?: boolean;
}

