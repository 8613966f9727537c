/**
 * Query parameters and body fields a call sends besides those its operation declares (`extraQuery`, `extraBody`
 * in the call options): for what the service accepts and the table does not know yet. They are checked before
 * anything is sent: a name the operation declares, or one the call gives already, is refused (the declared
 * parameter is the way to send it), and so is a value JSON (the body) or a URL (the query) cannot carry. On the
 * error path, built with the page's error class ({@link extraFieldsWith}).
 */
import type { CallOptions } from './call-options.js';
import type { RequestSummary } from './errors.js';
import type { JsonBodyTools, jsonBodyWith } from './json-body.js';
import type { BodySpec, ParamSpec, Schema } from './operation.js';

/** What a call adds to its operation's request. */
export type ExtraFields = Pick<CallOptions, 'extraQuery' | 'extraBody'>;

/** @internal What the checks of extra fields take from the page. */
export type ExtraFieldsTools = Pick<JsonBodyTools, 'ValidationError'>;

/** The JSON check of request bodies (`json-body.ts`), which the encoder of bodies hands to {@link withExtraBody}. */
type EncodeJson = ReturnType<typeof jsonBodyWith>['encodeJson'];

/** The checks of extra fields, built with the page's error class. */
export function extraFieldsWith({ ValidationError }: ExtraFieldsTools) {
  /**
   * The extra query parameters of a call as `[wire name, value]` pairs, in the order given, values not yet
   * encoded. Refused: a name the operation declares (by property or wire name, or an alias), a value that is
   * not a string, a finite number, a boolean, a bigint or a `Date` (or an array of them).
   */
  function extraQueryPairs(
    extra: ExtraFields['extraQuery'],
    declared: ReadonlyArray<readonly [string, ParamSpec]>,
    summary: RequestSummary,
  ): Array<readonly [string, unknown]> {
    const pairs: Array<readonly [string, unknown]> = [];
    if (extra === undefined) return pairs;
    const refuse = (field: string, why: string) => new ValidationError(`${field} ${why}`, { ...summary, field });
    if (!isPlainObject(extra)) throw refuse('extraQuery', 'must be an object of parameter names and values');
    const names = new Set<string>();
    for (const [key, param] of declared) {
      names.add(key).add(param.name ?? key);
      for (const alias of param.aliases ?? []) names.add(alias);
    }
    for (const name of Object.keys(extra)) {
      const field = `extraQuery.${name}`;
      if (names.has(name)) throw refuse(field, `is a parameter ${summary.operation ?? 'the operation'} declares; give it as declared`);
      const given = extra[name];
      for (const item of Array.isArray(given) ? (given as readonly unknown[]) : [given]) {
        if (item === undefined || item === null) continue;
        if (!isQueryScalar(item)) throw refuse(field, `must be a string, a finite number, a boolean, a bigint or a Date (or an array of them), got ${describe(item)}`);
        pairs.push([name, item]);
      }
    }
    return pairs;
  }

  /**
   * The body of a call with its extra fields: the checked body (a JSON object) with the fields of `extraBody`
   * added, or those fields alone when the operation declares no body or the call gives none. Refused: an
   * operation whose body is not JSON, a body that is not an object, a field its schema declares or the body
   * holds already, and a value JSON cannot carry (named as `extraBody.<path>`, by `encodeJson`, the JSON check of
   * the encoder of bodies that calls this: the error path, where this is, does not carry it).
   */
  function withExtraBody(
    extra: Readonly<Record<string, unknown>>,
    body: BodySpec | undefined,
    parsed: unknown,
    method: string,
    summary: RequestSummary,
    encodeJson: EncodeJson,
  ): Record<string, unknown> {
    const refuse = (field: string, why: string) => new ValidationError(`${field} ${why}`, { ...summary, field });
    const operation = summary.operation ?? 'the operation';
    if (!isPlainObject(extra)) throw refuse('extraBody', 'must be an object of field names and values');
    if (body !== undefined && (body.encoding ?? 'json') !== 'json') throw refuse('extraBody', `adds fields to a JSON body; ${operation} sends a ${body.encoding} body`);
    if (body === undefined && (method === 'GET' || method === 'HEAD')) throw refuse('extraBody', `cannot go with a ${method} request, which has no body`);
    if (parsed !== undefined && !isPlainObject(parsed)) throw refuse('extraBody', `adds fields to a JSON object; the body of ${operation} is not one`);
    // What JSON cannot carry is refused here, named as the caller wrote it.
    encodeJson(extra, 'extraBody', summary);
    const taken = new Set([...(body ? declaredKeys(body.schema) : []), ...Object.keys(parsed ?? {})]);
    const merged: Record<string, unknown> = { ...(parsed as Record<string, unknown> | undefined) };
    for (const name of Object.keys(extra)) {
      if (taken.has(name)) throw refuse(`extraBody.${name}`, `is a field ${operation} declares or its body holds already; give it in body`);
      Object.defineProperty(merged, name, { value: extra[name], writable: true, enumerable: true, configurable: true });
    }
    return merged;
  }

  /** The property names an object schema declares, through optional, default, pipe and similar wrappers. */

  return { extraQueryPairs, withExtraBody };
}

/** @internal The checks of extra fields. */
export type ExtraFieldChecks = ReturnType<typeof extraFieldsWith>;

function declaredKeys(schema: Schema): string[] {
  const def = (schema as unknown as { _zod?: { def?: Record<string, unknown> } })._zod?.def;
  if (def === undefined) return [];
  switch (def['type']) {
    case 'object':
      return Object.keys(def['shape'] as object);
    case 'union':
      return (def['options'] as Schema[]).flatMap(declaredKeys);
    case 'intersection':
      return [...declaredKeys(def['left'] as Schema), ...declaredKeys(def['right'] as Schema)];
    case 'pipe':
      return declaredKeys(def['in'] as Schema);
    default:
      return def['innerType'] === undefined ? [] : declaredKeys(def['innerType'] as Schema);
  }
}

function isQueryScalar(value: unknown): boolean {
  switch (typeof value) {
    case 'string':
    case 'boolean':
    case 'bigint':
      return true;
    case 'number':
      return Number.isFinite(value);
    default:
      return value instanceof Date && !Number.isNaN(value.getTime());
  }
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

function describe(value: unknown): string {
  if (typeof value === 'number') return String(value);
  if (typeof value === 'object') return value === null ? 'null' : value instanceof Date ? 'an invalid Date' : Array.isArray(value) ? 'a nested array' : 'an object';
  return `a ${typeof value}`;
}
