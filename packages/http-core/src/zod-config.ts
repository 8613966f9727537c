/**
 * zod's global configuration (`z.config()`: its error maps, a locale) read where zod keeps it,
 * `globalThis.__zod_globalConfig`, without importing zod: a page whose schemas are light carries no zod, and still
 * words an issue with a locale a program set. `{}` when zod never loaded. `light-schema.test.ts` checks that this
 * is the object `z.config()` returns.
 */
import type * as z from 'zod/mini';

/** zod's global configuration. */
export function zodConfig(): z.core.$ZodConfig {
  return (globalThis as { __zod_globalConfig?: z.core.$ZodConfig }).__zod_globalConfig ?? {};
}
