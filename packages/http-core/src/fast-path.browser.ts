/**
 * In a browser, schemas run on zod's own parser: zod's compiler would add about 8 KB (gzip) to every page,
 * and a page's content security policy may forbid the code it generates. Node gets `fast-path.ts`.
 */
import type { Schema } from './operation.js';

/** `schema` itself. */
export function withFastPath(schema: Schema): Schema {
  return schema;
}
