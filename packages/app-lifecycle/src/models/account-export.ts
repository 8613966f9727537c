import { model } from '@org/http-core/light';
import * as z from '@org/http-core/light';

/** One export endpoint available for test account data. */
export const ExportResource = model({
  /** Where to fetch this part of the export, relative to the service's base URL. */
  path: z.optional(z.string()),
  /** What the endpoint holds (its relation name, e.g. `accounts` or `featureFlags`). */
  rel: z.optional(z.string()),
});
/** One export endpoint available for test account data. */
export type ExportResource = z.infer<typeof ExportResource>;

/** The export endpoints for test account data. */
export const ExportResources = model({
  /** The export endpoints, one per kind of data. */
  resources: z.optional(z.array(ExportResource)),
});
/** The export endpoints for test account data. */
export type ExportResources = z.infer<typeof ExportResources>;

/** Exported account data of a test account. */
export const ExportedAccount = model({
  /** The account's id (a UUID). */
  id: z.optional(z.string()),
});
/** Exported account data of a test account. */
export type ExportedAccount = z.infer<typeof ExportedAccount>;

/** Exported feature flag data of a test account. */
export const ExportedFeatureFlag = model({
  /** The feature flag's name. */
  name: z.optional(z.string()),
  /** The id (a UUID) of the account or subscription the flag applies to. */
  target_id: z.optional(z.string()),
});
/** Exported feature flag data of a test account. */
export type ExportedFeatureFlag = z.infer<typeof ExportedFeatureFlag>;
