import { openEnum } from '@org/http-core';
import * as z from '@org/http-core/zod';

/** An organisation. */
export const Organization = z.looseObject({
  id: z.string(),
  name: z.string(),
  display_name: z.string(),
  origin: openEnum(['appcenter', 'hockeyapp']),
  created_at: z.string(),
  updated_at: z.string(),
  avatar_url: z.optional(z.string()),
});
/** An organisation. */
export type Organization = z.infer<typeof Organization>;

/**
 * Organisations the caller administers. The service's description types `organizations` as a single
 * object although it holds a list; the SDK declares the list it holds.
 */
export const AdministeredOrganizations = z.looseObject({
  organizations: z.array(Organization),
});
/** Organisations the caller administers. */
export type AdministeredOrganizations = z.infer<typeof AdministeredOrganizations>;
