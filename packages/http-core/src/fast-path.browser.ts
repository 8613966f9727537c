/**
 * In a browser, schemas run on their own parser: zod's compiler would add about 8 KB (gzip) to every page, and a
 * page's content security policy may forbid the code it generates. Node gets `fast-path.ts`.
 */
import type * as z from 'zod/mini';
import type { Schema } from './operation.js';

/** `schema` itself. */
export function withFastPath(schema: Schema): Schema {
  return schema;
}

/**
 * Checks `value` as `z.safeParse(schema, value, context)` does, through the schema's own `safeParse` (zod's for a
 * zod schema, whose page has it already; the light one for a light schema), so that a page whose schemas are all
 * light imports nothing of zod.
 */
export function safeParse(schema: Schema, value: unknown, context: z.core.ParseContext<z.core.$ZodIssue>): z.core.util.SafeParseResult<unknown> {
  return (schema as unknown as { safeParse: (value: unknown, context: z.core.ParseContext<z.core.$ZodIssue>) => z.core.util.SafeParseResult<unknown> }).safeParse(value, context);
}
