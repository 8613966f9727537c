/**
 * Checking an answer against its schema: zod parses it, so what an answer must look like is decided in one
 * place. The schema runs through the fast path zod's `compile` generates for it, made once per schema; zod's
 * own parser runs where no fast path can be made (a recursive schema, a page that forbids generated code) and
 * for every answer that fails, so a failure is reported exactly as zod reports it.
 */
import * as z from 'zod/mini';
import type { Schema } from './operation.js';

/** Each schema checked so far, with zod's fast path. */
const compiled = new WeakMap<Schema, Schema>();

/** `schema` with zod's fast path: a clone of it made on first use, or `schema` itself where zod cannot make one. */
function withFastPath(schema: Schema): Schema {
  let fast = compiled.get(schema);
  if (!fast) {
    fast = z.compile(schema);
    compiled.set(schema, fast);
  }
  return fast;
}

/**
 * Parses `data` with `schema` as `z.safeParse` does: on success the value zod gives (unknown fields of a loose
 * object kept, transformed values in place of what was sent), on failure zod's error. `data` itself is left
 * as it was.
 */
export function checkAnswer(schema: Schema, data: unknown, context?: z.core.ParseContext<z.core.$ZodIssue>): z.core.util.SafeParseResult<unknown> {
  return z.safeParse(withFastPath(schema), data, context);
}
