/** How the fake writes successful answers and the address fields a `filter` asks for. */
import { json, type FakeRequest, type FakeResponse } from '@org/http-core/testing';
import { ApiCode } from '../api-codes.js';

/** A success: HTTP 200 with `{ code: 2000, message: "Success", result }`. */
export function ok(result: unknown, headers?: Readonly<Record<string, string>>): FakeResponse {
  return json(200, { code: ApiCode.Success, message: 'Success', result }, headers);
}

/** The fields a request's `filter` keeps, or `undefined` for all. */
export function fieldsOf(req: FakeRequest): readonly string[] | undefined {
  const filter = req.query.get('filter');
  return filter === null ? undefined : filter.split(',').map((field) => field.trim()).filter((field) => field !== '');
}

/** `record` with only `fields` (all when `undefined`). */
export function pick<T extends object>(record: T, fields: readonly string[] | undefined): Partial<T> {
  if (!fields) return record;
  return Object.fromEntries(Object.entries(record).filter(([name]) => fields.includes(name))) as Partial<T>;
}

/** The free text of a lookup: `query`, or its short form `q`. */
export function queryText(req: FakeRequest): string {
  return req.query.get('query') ?? req.query.get('q') ?? '';
}
