import type { WithResponse } from './api-promise.js';
import type { CallOptions } from './call-options.js';
import type { LongRunningSpec } from './polling.js';
import type { Issue } from './errors.js';
import type { IdempotencyKeySpec } from './idempotency.js';
import type { LevelledLogger } from './logger.js';
import type { PaginationSpec } from './pagination.js';
import type { Schema } from './schema.js';

export type { Schema } from './schema.js';

/** HTTP methods an operation may use. */
export type HttpMethod = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'OPTIONS';

/** Scalar a parameter default may hold. */
export type ParamScalar = string | number | boolean;

/**
 * A declared path, query or header parameter.
 *
 * A bare schema is shorthand for `{ schema }`.
 */
export interface ParamSpec<S extends Schema = Schema> {
  /** Validates the caller's value before anything is sent. Optional schemas make the parameter optional. */
  readonly schema: S;
  /** Name on the wire when it differs from the property name (`$filter`, `api-version`, `x-readme-version`). */
  readonly name?: string;
  /**
   * Query parameters only: other wire names the service accepts for the same value (`query` beside `q`). The
   * client always sends `name`; a fake built from the table takes the parameter as given under any of them.
   */
  readonly aliases?: readonly string[];
  /**
   * Path parameters only: the value holds several `/`-separated segments (a scope, a full resource id,
   * a resource name such as `buyers/1/proposals/2`). Each segment is checked and percent-encoded on its own;
   * a leading `/` in the value is dropped so that joining never produces `//`.
   */
  readonly multiSegment?: boolean;
  /** Value sent when the caller gives none and the client sets no default (`ClientOptions.paramDefaults`). */
  readonly default?: ParamScalar;
  /** Query arrays: `repeat` sends `a=1&a=2` (default), `comma` sends `a=1,2`. */
  readonly style?: 'repeat' | 'comma';
  /** The value is a credential (a user token, a key): it is redacted everywhere it could be shown. */
  readonly secret?: boolean;
  /** What the parameter means; shown in generated docs. Absent in the browser build (see {@link OperationSpec.summary}). */
  readonly description?: string;
}

/** A parameter declaration: a schema, or a schema with wire details. */
export type Param = Schema | ParamSpec;

/** How a request body is encoded. */
export type BodyEncoding = 'json' | 'multipart' | 'form' | 'text' | 'binary';

/** A declared request body. A bare schema is shorthand for a JSON body. */
export interface BodySpec<S extends Schema = Schema> {
  readonly schema: S;
  /** Wire encoding; defaults to `json`. */
  readonly encoding?: BodyEncoding;
  /** Whether the caller may omit the body. */
  readonly optional?: boolean;
  /** Sent when the caller gives no body, e.g. `{}` for a service that wants a JSON body even when empty. */
  readonly default?: unknown;
  /**
   * @internal The encoder of the body's plain data (a `BodyEncoder` of `request-builder.ts`, which imports this
   * module), set by `jsonBody`: a call with no extra body fields tries it first, and loads the encoder of request
   * bodies only for a body it leaves alone.
   */
  readonly encoder?: object;
}

/**
 * How a successful response body is read. `stream` resolves to the body as a `ReadableStream` that errors
 * once more than `maxResponseBytes` have arrived, read as the caller consumes it (a download).
 */
export type ResponseKind = 'json' | 'text' | 'bytes' | 'stream' | 'none';

/**
 * Declares an operation sent to a URL the service handed back in an answer (a file service's upload domain, a
 * blob store's signed URL, a download location) instead of the client's base URL. The caller gives that URL as
 * `url` in the input; the operation's path and query are added to it, and every value of the URL's own query is
 * a secret (scrubbed wherever the request is shown). Before anything is sent the URL's origin must be one of
 * {@link ExternalSpec.origins} or of the client's `externalOrigins`. Such a call never carries a credential of the
 * client nor the client's `headers`, and a redirect in its answer is an error, never followed.
 */
export interface ExternalSpec {
  /**
   * Origins the URL may point at: exact (`https://files.example.com`, a port where it is not the default) or
   * any subdomain of a host (`https://*.blob.example.net`). The scheme is part of the match: an `http` URL
   * passes only an `http` origin.
   */
  readonly origins: readonly string[];
}

/**
 * One operation of a service, as data. The typed client method, the fake server's route,
 * the docs and the spec coverage check are all derived from it.
 */
export interface OperationSpec {
  /** HTTP method. */
  readonly method: HttpMethod;
  /** Path template exactly as the spec writes it, e.g. `/{scope}/providers/Vendor.Authorization/roleAssignments`. */
  readonly path: string;
  /**
   * One-line purpose, taken from the spec. The browser build of a package (`dist/browser`, what bundlers take under
   * the `browser` condition) ships this as `''` and leaves out the `description` of operations and parameters written
   * as literal text: no call reads them, and a page would carry them for nothing. Docs, coverage and other tools read
   * the tables on Node, where they are whole.
   */
  readonly summary: string;
  /** Longer notes for the docs. Absent in the browser build (see {@link OperationSpec.summary}). */
  readonly description?: string;
  /** Path parameters, one per `{name}` in the template. */
  readonly pathParams?: Readonly<Record<string, Param>>;
  /** Query parameters. */
  readonly query?: Readonly<Record<string, Param>>;
  /** Header parameters (not credentials: those come from the auth scheme). */
  readonly headers?: Readonly<Record<string, Param>>;
  /** Request body. */
  readonly body?: Schema | BodySpec;
  /** Schema of a successful response body; validated per the client's validation mode. */
  readonly response?: Schema;
  /** How the response body is read; `json` when a response schema is given, else `none`. */
  readonly responseKind?: ResponseKind;
  /** Statuses that count as success; any 2xx when omitted. */
  readonly successStatus?: readonly number[];
  /**
   * Credential kinds this operation accepts, in order of preference (`bearer`, `apiKey`, `basic`, ...).
   * `[]` means no credential is sent. Omitted: the service default, or `[]` for an {@link external} operation,
   * which may declare no other.
   */
  readonly auth?: readonly string[];
  /** Present on operations sent to a URL the service handed back (see {@link ExternalSpec}). */
  readonly external?: ExternalSpec;
  /** Present on list operations: how pages are requested and items found. */
  readonly pagination?: PaginationSpec;
  /** Present on operations that start a long-running operation. */
  readonly longRunning?: LongRunningSpec;
  /**
   * A check across several inputs that no single parameter's schema can make (a date range at most 90 days
   * long, at most 10 terms over several filters): the problems found, each naming a field; nothing is sent
   * when it returns any. It sees the caller's input as given.
   */
  readonly check?: (input: Readonly<Record<string, unknown>>) => readonly Issue[] | undefined;
  /** Deprecated by the service: marked in types and docs, warned about once at run time. */
  readonly deprecated?: boolean | string;
  /**
   * Whether repeating the request is harmless. Defaults by method: GET, HEAD, PUT, DELETE and OPTIONS are;
   * POST and PATCH are not, and are never retried unless this is set to `true` or the operation takes an
   * {@link idempotencyKey}.
   */
  readonly idempotent?: boolean;
  /**
   * Present on an operation whose service documents an idempotency key for it: each call sends one key, made
   * once per call (or the caller's `idempotencyKey`), on every attempt, and is retried as an idempotent call is.
   */
  readonly idempotencyKey?: IdempotencyKeySpec;
  /**
   * @internal How a client makes this operation's method, when it is not a plain call: set by
   * `defineListOperation` and `defineLongRunningOperation`, so that paging and polling are bundled only with
   * the operations that use them.
   */
  readonly makeMethod?: MethodMaker;
}

/**
 * Makes the client method of an operation that needs more than one call: `runner` sends,
 * `operation` is the one bound, `lookup` finds another operation of the same client by id.
 */
export type MethodMaker = (runner: OperationRunner, operation: Operation, lookup: (id: string) => Operation) => unknown;

/**
 * What the method of a list or long-running operation sees of its client: calls, page links, and the
 * final step of errors, with the checks that apply to data found inside another answer.
 */
export interface OperationRunner {
  /** Calls an operation and resolves to its data with the response info. */
  execute<T>(operation: Operation, input: unknown, options?: CallOptions): Promise<WithResponse<T>>;
  /**
   * GETs a page link the service gave (`nextLink`, a `Link` header) for a list operation, with the headers
   * of the first page's `input` (header parameters included). The link must stay on the configured origin.
   */
  followLink<T>(operation: Operation, input: unknown, url: string, options?: CallOptions): Promise<WithResponse<T>>;
  /**
   * The final step of every error a call, a page or a poll raises: credentials and secret parameters are
   * scrubbed from it, the `beforeError` hook may replace it, and it is logged at debug level. An error that
   * has passed once passes unchanged.
   */
  finish(error: unknown, options?: CallOptions): Promise<unknown>;
  /**
   * The secrets of the credentials of a call (`options.auth`, else the client's): scrubbed from service-reported
   * states (a long-running operation's failure) shown to progress listeners.
   */
  secretsFor(options?: CallOptions): readonly string[];
  /** How data that arrived inside another answer (a finished operation's result) is checked: the client's `validation`. */
  readonly validation: 'strict' | 'lenient' | 'off';
  /** Where a lenient check of such data warns. */
  readonly logger: LevelledLogger;
}

/** An operation after `defineService`: it knows its id and service. */
export interface Operation<S extends OperationSpec = OperationSpec> {
  /** `group.method`, e.g. `roleAssignments.get`. */
  readonly id: string;
  /** Service name, e.g. `access-control`. */
  readonly service: string;
  readonly spec: S;
  readonly method: HttpMethod;
  readonly path: string;
  /** The spec's `summary`: `''` in the browser build (see {@link OperationSpec.summary}). */
  readonly summary: string;
  readonly deprecated: boolean;
  readonly idempotent: boolean;
  /** Credential kinds accepted, resolved against the service default. */
  readonly auth: readonly string[];
}

const idempotentMethods: ReadonlySet<HttpMethod> = new Set(['GET', 'HEAD', 'PUT', 'DELETE', 'OPTIONS']);

/** Whether a method is idempotent by HTTP semantics. */
export function isIdempotentMethod(method: HttpMethod): boolean {
  return idempotentMethods.has(method);
}

/**
 * Declares an operation. An identity function that keeps the literal types the client needs for inference.
 *
 * @example
 * ```ts
 * const get = defineOperation({
 *   method: 'GET',
 *   path: '/widgets/{widgetId}',
 *   summary: 'Get a widget',
 *   pathParams: { widgetId: z.string() },
 *   response: Widget,
 * });
 * ```
 */
/* @__NO_SIDE_EFFECTS__ */
export function defineOperation<const S extends OperationSpec>(spec: S): S {
  return spec;
}

/** Normalises a parameter declaration to its long form. */
/* @__NO_SIDE_EFFECTS__ */
export function paramSpec(param: Param): ParamSpec {
  return isSchema(param) ? { schema: param } : param;
}

/** Normalises a body declaration to its long form. */
/* @__NO_SIDE_EFFECTS__ */
export function bodySpec(body: Schema | BodySpec): BodySpec {
  return isSchema(body) ? { schema: body } : body;
}

/** Whether a value is a zod schema (classic or mini). */
export function isSchema(value: unknown): value is Schema {
  return typeof value === 'object' && value !== null && '_zod' in value;
}
