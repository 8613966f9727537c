import { model, openEnum } from '@org/http-core';
import * as z from '@org/http-core/zod';

/** An organisation. */
export const Organization = model({
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
export const AdministeredOrganizations = model({
  organizations: z.array(Organization),
});
/** Organisations the caller administers. */
export type AdministeredOrganizations = z.infer<typeof AdministeredOrganizations>;

/** An organisation as the list of the caller's organisations gives it. */
export const OrganizationSummary = model({
  name: z.string(),
  display_name: z.string(),
  origin: openEnum(['appcenter', 'hockeyapp']),
});
/** An organisation as the list of the caller's organisations gives it. */
export type OrganizationSummary = z.infer<typeof OrganizationSummary>;

/** Body of `organizations.create`: `name` (the slug used in URLs) defaults to one made from `display_name`. */
export const NewOrganization = model({
  display_name: z.optional(z.string().check(z.minLength(1))),
  name: z.optional(z.string().check(z.minLength(1))),
});
/** Body of `organizations.create`. */
export type NewOrganization = z.input<typeof NewOrganization>;

/** Body of `organizations.update`: only the fields given change. */
export const OrganizationPatch = model({
  display_name: z.optional(z.string().check(z.minLength(1))),
  name: z.optional(z.string().check(z.minLength(1))),
});
/** Body of `organizations.update`. */
export type OrganizationPatch = z.input<typeof OrganizationPatch>;
