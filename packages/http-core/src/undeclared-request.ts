/**
 * `client.request(...)`: a call the operation table does not declare (an endpoint the package does not know
 * yet), made into an operation for that one call and run by the client's engine as any other: the client's base
 * URL, credential, retries, time limits, hooks, redaction, request ids and typed errors all apply. Loaded on demand
 * (`client-request.ts`) by the first such call; it imports nothing the page has, and gets what it uses of it as
 * an argument ({@link undeclaredCallWith}).
 */
import type * as z from 'zod/mini';
import type { ApiPromise } from './api-promise.js';
import type { CallOptions, ExtraQueryValue } from './call-options.js';
import type * as controlCharacters from './control-characters.js';
import { isCredentialName } from './credential-position.js';
import type * as errors from './errors.js';
import type { RequestSummary } from './errors.js';
import type * as operations from './operation.js';
import type { BodyEncoding, HttpMethod, Operation, OperationSpec, ParamSpec, ResponseKind, Schema } from './operation.js';
import { requestPathWith } from './request-path.js';
import type { Unwrapped } from './response-parser.js';

/** A request the operation table does not declare, for {@link RequestMethod}. */
export interface UndeclaredRequest<S extends Schema | undefined = Schema | undefined> {
  /** HTTP method, in any case (`GET`, `post`). POST and PATCH are never retried. */
  readonly method: HttpMethod | Lowercase<HttpMethod>;
  /**
   * Path under the client's base URL, as an operation's path is: `widgets/1` and `/widgets/1` both go to
   * `<baseUrl>/widgets/1`. An absolute URL is taken only on the base URL's origin and under its path. Refused
   * before sending: another origin, `//host`, a `.` or `..` segment, an empty segment, `\`, `?`, `#`, control
   * characters and a `%` that does not start a percent-escape. Characters a URL cannot hold as they are (a space,
   * `{`) are percent-encoded; percent-escapes are kept as written.
   */
  readonly path: string;
  /**
   * Query parameters: a string, a finite number, a boolean, a bigint or a `Date`, or an array of them (repeated
   * parameters); `undefined` and `null` leave one out. Values of names that say they hold a credential
   * (`token`, `apiKey`, `signature`) are redacted wherever the URL is shown.
   */
  readonly query?: Readonly<Record<string, ExtraQueryValue | readonly ExtraQueryValue[]>>;
  /**
   * Request headers. `Authorization` and `Proxy-Authorization` are refused, as is any header the client's
   * credential writes: the credential comes from the client, or from the `auth` call option for one call.
   */
  readonly headers?: Readonly<Record<string, string>>;
  /** Request body, encoded per `encoding`; a JSON body refuses what JSON cannot carry, before sending. */
  readonly body?: unknown;
  /** How `body` is encoded; @default 'json' */
  readonly encoding?: BodyEncoding;
  /** Schema the answer is checked against per the client's validation mode; it also types the result. */
  readonly response?: S;
  /** How a successful answer is read; @default 'json' (an empty answer resolves to `undefined`) */
  readonly responseKind?: ResponseKind;
}

/** What a call of {@link RequestMethod} resolves to: the answer inside the service's envelope `P`, typed by the schema when one is given. */
export type RequestOutput<S extends Schema | undefined, P extends string = never> = [S] extends [Schema] ? Unwrapped<z.output<S>, P> : unknown;

/**
 * Sends a request the operation table does not declare, with everything the client's operations have: base URL,
 * credential, retries (GET, HEAD, PUT, DELETE and OPTIONS only), time limits, hooks, redaction and typed errors.
 * A JSON answer is read as an operation's is: inside the service's envelope when it has one (a failure reported
 * in the envelope is an error); `asResponse()` gives the raw `Response`. The call options are those of any call,
 * `extraQuery` and `extraBody` included.
 */
export type RequestMethod<P extends string = never> = <S extends Schema | undefined = undefined>(
  request: UndeclaredRequest<S>,
  options?: CallOptions,
) => ApiPromise<RequestOutput<S, P>>;

/** The `request` method of a client made by `createClient` (a client of only some operations has none). */
export interface RequestMethods<P extends string = never> {
  /**
   * Sends a request the operation table does not declare (an endpoint or field the package does not know
   * yet), with the client's base URL, credential, retries of idempotent methods, time limits, redaction and
   * typed errors. See {@link UndeclaredRequest} for what is refused before sending.
   *
   * @example
   * ```ts
   * const answer = await client.request({ method: 'GET', path: '/widgets/1/history', query: { limit: 10 } });
   * ```
   */
  readonly request: RequestMethod<P>;
}

/** The operation id errors, hooks and logs name a call of `client.request` by. */
const REQUEST_ID = 'request';

const methods: ReadonlySet<string> = new Set<HttpMethod>(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
const requestKeys: ReadonlySet<string> = new Set(['method', 'path', 'query', 'headers', 'body', 'encoding', 'response', 'responseKind']);
/** Headers a credential travels in: refused in `client.request`, whatever the client's credential. */
const credentialHeaders: ReadonlySet<string> = new Set(['authorization', 'proxy-authorization']);

/** @internal What making a call the table does not declare takes from the page: the zod schemas of its values, and checks. */
export type UndeclaredRequestTools = Pick<typeof errors, 'ValidationError'> &
  Pick<typeof operations, 'isIdempotentMethod'> &
  Pick<typeof controlCharacters, 'hasControlCharacters' | 'hasLoneSurrogate'> & {
    readonly zod: Pick<typeof z, 'union' | 'string' | 'number' | 'boolean' | 'bigint' | 'date' | 'nullish' | 'array' | 'unknown'>;
  };

/** @internal A call of `client.request`, made into an operation for it alone, with its input and call options. */
export interface UndeclaredCall {
  readonly operation: Operation;
  readonly input: Record<string, unknown>;
  readonly options: CallOptions;
}

/** @internal The making of calls the table does not declare, built with the page's tools. */
export function undeclaredCallWith(tools: UndeclaredRequestTools) {
  const { ValidationError, isIdempotentMethod, zod: z } = tools;
  const requestPath = requestPathWith(tools);
  let querySchema: Schema | undefined;
  /** What a query value of `client.request` may be (made on first use). */
  function queryValueSchema(): Schema {
    const scalar = z.union([z.string(), z.number(), z.boolean(), z.bigint(), z.date()]);
    return (querySchema ??= z.nullish(z.union([scalar, z.array(z.nullish(scalar))])));
  }

  /** The operation, input and call options of a `client.request` call; refuses what cannot be sent. */
  function undeclaredCall(request: UndeclaredRequest, options: CallOptions, base: URL, service: { readonly name: string; readonly defaultAuth: readonly string[] }): UndeclaredCall {
    if (typeof request !== 'object' || request === null) throw new ValidationError('request takes an object: { method, path, query, headers, body }', { operation: REQUEST_ID, field: 'request' });
    const unknown = Object.keys(request).find((key) => !requestKeys.has(key));
    if (unknown !== undefined) throw new ValidationError(`request has no field ${unknown}; it takes method, path, query, headers, body, encoding, response and responseKind`, { operation: REQUEST_ID, field: unknown });
    const method = typeof request.method === 'string' ? request.method.toUpperCase() : '';
    if (!methods.has(method)) throw new ValidationError(`method must be one of ${[...methods].join(', ')}`, { operation: REQUEST_ID, field: 'method' });
    const summary: RequestSummary = { operation: REQUEST_ID, method };
    const path = requestPath(request.path, base.origin, base.pathname.replace(/\/+$/, ''), summary);
    const headers = { ...request.headers, ...options.headers };
    for (const name of Object.keys(headers)) {
      if (credentialHeaders.has(name.toLowerCase())) {
        throw new ValidationError(`headers.${name} carries a credential; the client's is sent (give another for one call with the auth call option)`, { ...summary, field: `headers.${name}` });
      }
    }
    const query: Record<string, ParamSpec> = {};
    const input: Record<string, unknown> = {};
    if (request.query !== undefined) {
      if (typeof request.query !== 'object' || request.query === null || Array.isArray(request.query)) throw new ValidationError('query must be an object of parameter names and values', { ...summary, field: 'query' });
      for (const name of Object.keys(request.query)) {
        // Named `query.<name>` in the input, so that no parameter name meets `body`, and refusals name it so.
        query[`query.${name}`] = { schema: queryValueSchema(), name, secret: isCredentialName(name) };
        input[`query.${name}`] = request.query[name];
      }
    }
    const spec: OperationSpec = {
      method: method as HttpMethod,
      path,
      summary: `${method} ${path || '/'}`,
      query,
      body: request.body === undefined ? undefined : { schema: z.unknown(), encoding: request.encoding },
      response: request.response,
      responseKind: request.responseKind ?? 'json',
    };
    if (request.body !== undefined) input['body'] = request.body;
    const operation: Operation = {
      id: REQUEST_ID,
      service: service.name,
      spec,
      method: spec.method,
      path,
      summary: spec.summary,
      deprecated: false,
      idempotent: isIdempotentMethod(spec.method),
      auth: service.defaultAuth,
    };
    return { operation, input, options: Object.keys(headers).length === 0 ? options : { ...options, headers } };
  }

  return undeclaredCall;
}
