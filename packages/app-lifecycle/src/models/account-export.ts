import { model } from '@org/http-core';
import * as z from '@org/http-core/zod';

/** One export endpoint available for test account data. */
export const ExportResource = model({
  path: z.optional(z.string()),
  rel: z.optional(z.string()),
});
/** One export endpoint available for test account data. */
export type ExportResource = z.infer<typeof ExportResource>;

/** The export endpoints for test account data. */
export const ExportResources = model({
  resources: z.optional(z.array(ExportResource)),
});
/** The export endpoints for test account data. */
export type ExportResources = z.infer<typeof ExportResources>;

/** Exported account data of a test account. */
export const ExportedAccount = model({
  id: z.optional(z.string()),
});
/** Exported account data of a test account. */
export type ExportedAccount = z.infer<typeof ExportedAccount>;

/** Exported feature flag data of a test account. */
export const ExportedFeatureFlag = model({
  name: z.optional(z.string()),
  target_id: z.optional(z.string()),
});
/** Exported feature flag data of a test account. */
export type ExportedFeatureFlag = z.infer<typeof ExportedFeatureFlag>;
