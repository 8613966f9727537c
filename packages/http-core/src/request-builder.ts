import { hasLoneSurrogate } from './control-characters.js';
import { refusal } from './deferred-error.js';
import { ValidationError, type RequestSummary } from './errors.js';
import { checkHeader, displayName } from './header-check.js';
import type { ExtraFieldChecks, ExtraFields } from './extra-fields.js';
import {
  bodySpec,
  paramSpec,
  type BodySpec,
  type Operation,
  type OperationSpec,
  type ParamScalar,
  type ParamSpec,
  type ResponseKind,
} from './operation.js';
import { scalar } from './param-text.js';
import { compilePath, expandPath, type PathTemplate } from './paths.js';
import { checkInput } from './validation.js';

/** An operation prepared once per client: template split, parameters normalised. */
export interface CompiledOperation {
  readonly operation: Operation;
  readonly path: PathTemplate;
  readonly pathParams: ReadonlyArray<readonly [string, ParamSpec]>;
  readonly query: ReadonlyArray<readonly [string, ParamSpec]>;
  readonly headers: ReadonlyArray<readonly [string, ParamSpec]>;
  readonly body: BodySpec | undefined;
  readonly responseKind: ResponseKind;
  /** Wire names of query parameters that may be shown in logs and errors. */
  readonly shownQuery: ReadonlySet<string>;
}

/** What a request may carry as its body: anything `fetch` accepts. */
export type RequestBody = NonNullable<RequestInit['body']>;

/** A request ready for credentials and sending. */
export interface BuiltRequest {
  readonly method: string;
  /** Absolute URL without credentials. */
  readonly url: string;
  /** The URL's path, percent-encoded as sent. */
  readonly path: string;
  readonly headers: Record<string, string>;
  readonly body: RequestBody | undefined;
  /** Whether the body can be sent again (a stream cannot). */
  readonly replayable: boolean;
  /** Values of secret parameters in this request, for scrubbing. */
  readonly secrets: readonly string[];
  readonly summary: RequestSummary;
}

/**
 * Refuses a list or long-running operation (`op`, of id `id`) not declared with the maker of its method: by
 * `defineService` for a whole table, and by {@link compileOperation} at the first call of one bound without it
 * (`createClientFor`), which would otherwise send it as a plain call.
 */
export function checkMethodMaker(id: string, op: OperationSpec): void {
  if (op.makeMethod === undefined && (op.pagination || op.longRunning)) {
    throw new Error(`${id}: declare it with ${op.pagination ? 'defineListOperation' : 'defineLongRunningOperation'}`);
  }
}

/** Prepares an operation for a client: expands aliases, normalises parameters; refuses a table's mistakes ({@link checkMethodMaker}). */
export function compileOperation(operation: Operation, aliases: Readonly<Record<string, string>>): CompiledOperation {
  const spec = operation.spec;
  checkMethodMaker(operation.id, spec);
  const entries = (record: Readonly<Record<string, unknown>> | undefined) =>
    Object.entries(record ?? {}).map(([key, param]) => [key, paramSpec(param as ParamSpec)] as const);
  const pathParams = entries(spec.pathParams);
  const query = entries(spec.query);
  const multi = new Set(pathParams.filter(([, p]) => p.multiSegment).map(([key]) => key));
  const path = compilePath(spec.path, multi, aliases);
  for (const name of path.paramNames) {
    if (!pathParams.some(([key, p]) => (p.name ?? key) === name)) {
      throw new Error(`${operation.id}: path parameter {${name}} is not declared`);
    }
  }
  return {
    operation,
    path,
    pathParams,
    query,
    headers: entries(spec.headers),
    body: spec.body ? bodySpec(spec.body) : undefined,
    responseKind: spec.responseKind ?? (spec.response ? 'json' : 'none'),
    shownQuery: new Set(query.filter(([, p]) => !p.secret).map(([key, p]) => p.name ?? key)),
  };
}

/** The checks of a call's extra query parameters and body fields (`extra-fields.ts`). */
export interface ExtraFieldRules {
  readonly extraQueryPairs: ExtraFieldChecks['extraQueryPairs'];
  readonly withExtraBody: ExtraFieldChecks['withExtraBody'];
}

/** A body ready to send: what `fetch` takes, the content type to send it with, and whether it can be sent again. */
export interface EncodedBody {
  readonly body: RequestBody | undefined;
  readonly contentType?: string;
  /** Whether the body can be sent again (a stream cannot). */
  readonly replayable: boolean;
}

/** Checks and encodes the body of a call (`plain-json-body.ts`, `request-body.ts`); `undefined` when the call sends none. */
export type BodyEncoder = (
  compiled: CompiledOperation,
  values: Readonly<Record<string, unknown>>,
  summary: RequestSummary,
  extra: ExtraFields & { readonly rules?: ExtraFieldRules },
) => EncodedBody | undefined;

/** Everything the builder needs from the client. */
export interface BuildContext {
  /** Base URL without a trailing slash. */
  readonly base: string;
  /** The base URL's origin (`https://api.example.com`). */
  readonly origin: string;
  /** The base URL's path without a trailing slash (`/v1`, or `''`). */
  readonly basePath: string;
  readonly defaultHeaders: Readonly<Record<string, string>>;
  readonly paramDefaults: Readonly<Record<string, ParamScalar>>;
  /** A query the base carries (of a URL the service handed back), sent before the operation's own, encoded as given. */
  readonly search?: string;
  /** Secret values the base carries (its query's), scrubbed as secret parameters are. */
  readonly secrets?: readonly string[];
}

/**
 * Validates `input` against the operation and builds the request. Throws {@link ValidationError}
 * naming the field for anything wrong; nothing is sent in that case.
 *
 * @param extra - query parameters and body fields the call adds to those the operation declares, with the rules
 *   that check them (`extra-fields.ts`, loaded with the error path, for a call that has some), and the encoder of
 *   its body (`plain-json-body.ts` or `request-body.ts`, loaded with the first call that needs it), which a call
 *   with a body needs.
 */
export function buildRequest(
  compiled: CompiledOperation,
  input: Readonly<Record<string, unknown>> | undefined,
  context: BuildContext,
  callHeaders: Readonly<Record<string, string>> | undefined,
  extra: ExtraFields & { readonly rules?: ExtraFieldRules; readonly encodeBody?: BodyEncoder } = {},
): BuiltRequest {
  const summary: RequestSummary = { operation: compiled.operation.id, method: compiled.operation.method };
  const values = input ?? {};
  if (typeof values !== 'object' || values === null) {
    throw refusal('notAnObject', { ...summary, field: 'input' }, compiled.operation.id);
  }
  const secrets: string[] = [...(context.secrets ?? [])];
  const value = (key: string, param: ParamSpec) => {
    const given = values[key] ?? context.paramDefaults[key] ?? param.default;
    const parsed = checkInput(key, param.schema, given, summary, param.secret);
    if (param.secret && parsed !== undefined) secrets.push(String(parsed));
    return parsed;
  };

  const pathValues: Record<string, unknown> = {};
  const keyOfWire: Record<string, string> = {};
  for (const [key, param] of compiled.pathParams) {
    pathValues[param.name ?? key] = value(key, param);
    keyOfWire[param.name ?? key] = key;
  }
  // A refused value is named as the caller wrote it (`appName`), not as the path does (`app_name`).
  const path = context.basePath + expandPath(compiled.path, pathValues, summary, keyOfWire);
  let url = context.origin + path;

  let search = context.search ? `&${context.search}` : '';
  for (const [key, param] of compiled.query) {
    const parsed = value(key, param);
    if (parsed === undefined || parsed === null) continue;
    const name = encodeQueryName(param.name ?? key);
    const items = Array.isArray(parsed) ? parsed : [parsed];
    if (param.style === 'comma') {
      search += `&${name}=${items.map((item) => queryValue(key, item, summary)).join(',')}`;
    } else {
      for (const item of items) search += `&${name}=${queryValue(key, item, summary)}`;
    }
  }
  const rules = extra.rules;
  for (const [name, item] of rules ? rules.extraQueryPairs(extra.extraQuery, compiled.query, summary) : []) {
    search += `&${encodeQueryName(name)}=${queryValue(`extraQuery.${name}`, item, summary)}`;
  }
  if (search !== '') url += `?${search.slice(1)}`;

  const headers: Record<string, string> = { ...context.defaultHeaders };
  for (const [key, param] of compiled.headers) {
    const parsed = value(key, param);
    if (parsed === undefined || parsed === null) continue;
    const name = (param.name ?? key).toLowerCase();
    const text = scalar(parsed);
    checkHeader(key, name, text, summary);
    headers[name] = text;
  }
  if (callHeaders) {
    for (const [name, text] of Object.entries(callHeaders)) {
      checkHeader(`headers.${displayName(name)}`, name, text, summary);
      headers[name.toLowerCase()] = text;
    }
  }

  let body: RequestBody | undefined;
  let replayable = true;
  // The engine hands over an encoder whenever the operation declares a body or extra body fields are given.
  const encoded = extra.encodeBody?.(compiled, values, summary, extra);
  if (encoded) {
    body = encoded.body;
    replayable = encoded.replayable;
    if (encoded.contentType && headers['content-type'] === undefined) headers['content-type'] = encoded.contentType;
  }
  if (compiled.responseKind === 'json' && headers.accept === undefined) headers.accept = 'application/json';
  const issues = compiled.operation.spec.check?.(values);
  if (issues && issues.length > 0) {
    const first = issues[0]!;
    throw new ValidationError(`${first.path}: ${first.message}`, { ...summary, issues, field: first.path });
  }
  return { method: compiled.operation.method, url, path, headers, body, replayable, secrets, summary };
}

function encodeQueryName(name: string): string {
  // `$filter`, `$top`: `$` is allowed in a query and services expect it unescaped.
  return encodeURIComponent(name).replace(/%24/g, '$');
}


/** A query value percent-encoded; one holding a lone surrogate (which has no UTF-8 form) is refused. */
function queryValue(field: string, value: unknown, summary: RequestSummary): string {
  const text = scalar(value);
  if (hasLoneSurrogate(text)) {
    throw refusal('paramValue', { ...summary, field }, field, 'surrogate');
  }
  return encodeURIComponent(text);
}
