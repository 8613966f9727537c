import * as z from '@org/http-core/zod';

/** A version of an app crashes were reported from. */
export const AppVersion = z.looseObject({
  app_version_id: z.string(),
  app_id: z.string(),
  display_name: z.string(),
  app_version: z.string(),
  build_number: z.optional(z.string()),
});
/** A version of an app crashes were reported from. */
export type AppVersion = z.infer<typeof AppVersion>;
