/**
 * Schemas with zod's compiled fast path (`z.compile`): the same parse, run by a function zod generates for the
 * schema instead of zod's walk over it; zod's own parser still runs where no fast path can be made and for every
 * value that fails. A light schema (`@org/http-core/light`) runs as it is. Browsers get `fast-path.browser.ts`
 * instead.
 */
import * as z from 'zod/mini';
import { isLight } from './light-schema.js';
import type { Schema } from './operation.js';

/**
 * How many times a schema runs on zod's own parser before its fast path is made. Making one costs a millisecond or
 * more, as much as zod's parser loses over many answers: a schema used now and then never pays it, a busy one
 * soon does.
 */
const USES_BEFORE_COMPILING = 10;

/** Each schema asked for so far: its fast path, or how many times it was asked for without one. */
const known = new WeakMap<Schema, Schema | number>();

/** `schema` with zod's fast path once it has been used often enough; until then, where zod cannot make one, or for a light schema, `schema`. */
export function withFastPath(schema: Schema): Schema {
  if (isLight(schema)) return schema;
  const seen = known.get(schema);
  if (typeof seen === 'object') return seen;
  const uses = (seen ?? 0) + 1;
  if (uses < USES_BEFORE_COMPILING) {
    known.set(schema, uses);
    return schema;
  }
  const fast = z.compile(schema);
  known.set(schema, fast);
  return fast;
}

/** `z.safeParse`: zod's parser takes zod and light schemas alike. */
export const safeParse: (schema: Schema, value: unknown, context: z.core.ParseContext<z.core.$ZodIssue>) => z.core.util.SafeParseResult<unknown> = z.safeParse;
