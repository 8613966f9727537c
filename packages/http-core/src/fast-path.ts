/**
 * Schemas with zod's compiled fast path (`z.compile`): the same parse, run by a function zod generates for the
 * schema instead of zod's walk over it; zod's own parser still runs where no fast path can be made and for every
 * value that fails. Browsers get `fast-path.browser.ts` instead.
 */
import * as z from 'zod/mini';
import type { Schema } from './operation.js';

/** Each schema asked for so far, with its fast path. */
const compiled = new WeakMap<Schema, Schema>();

/** `schema` with zod's fast path: a clone of it made on first use, or `schema` itself where zod cannot make one. */
export function withFastPath(schema: Schema): Schema {
  let fast = compiled.get(schema);
  if (!fast) {
    fast = z.compile(schema);
    compiled.set(schema, fast);
  }
  return fast;
}
