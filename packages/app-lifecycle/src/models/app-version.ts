import { model } from '@org/http-core';
import * as z from '@org/http-core/zod';

/** A version of an app crashes were reported from. */
export const AppVersion = model({
  app_version_id: z.string(),
  app_id: z.string(),
  display_name: z.string(),
  app_version: z.string(),
  build_number: z.optional(z.string()),
});
/** A version of an app crashes were reported from. */
export type AppVersion = z.infer<typeof AppVersion>;
