import { model } from '@org/http-core/light';
import * as z from '@org/http-core/light';

/** A version of an app crashes were reported from. */
export const AppVersion = model({
  /** The version's id. */
  app_version_id: z.string(),
  /** The app's id (a UUID). */
  app_id: z.string(),
  /** The version as shown to users. */
  display_name: z.string(),
  /** The version string (short version). */
  app_version: z.string(),
  /** The build number of the version, when known. */
  build_number: z.optional(z.string()),
});
/** A version of an app crashes were reported from. */
export type AppVersion = z.infer<typeof AppVersion>;
