import { model, openEnum } from '@org/http-core/light';
import * as z from '@org/http-core/light';

/** An organisation. */
export const Organization = model({
  /** The organisation's id (a UUID). */
  id: z.string(),
  /** The organisation's name as used in paths (`org_name`). */
  name: z.string(),
  /** The organisation's display name. */
  display_name: z.string(),
  /** Which product the organisation was created in. */
  origin: openEnum(['appcenter', 'hockeyapp']),
  /** When the organisation was created (ISO 8601). */
  created_at: z.string(),
  /** When the organisation was last changed (ISO 8601). */
  updated_at: z.string(),
  /** URL of the organisation's avatar, when one was uploaded. */
  avatar_url: z.optional(z.string()),
});
/** An organisation. */
export type Organization = z.infer<typeof Organization>;

/**
 * Organisations the caller administers. The service's description types `organizations` as a single
 * object although it holds a list; the SDK declares the list it holds.
 */
export const AdministeredOrganizations = model({
  /** The organisations. */
  organizations: z.array(Organization),
});
/** Organisations the caller administers. */
export type AdministeredOrganizations = z.infer<typeof AdministeredOrganizations>;

/** An organisation as the list of the caller's organisations gives it. */
export const OrganizationSummary = model({
  /** The organisation's name as used in paths. */
  name: z.string(),
  /** The organisation's display name. */
  display_name: z.string(),
  /** Which product the organisation was created in. */
  origin: openEnum(['appcenter', 'hockeyapp']),
});
/** An organisation as the list of the caller's organisations gives it. */
export type OrganizationSummary = z.infer<typeof OrganizationSummary>;

/** Body of `organizations.create`: `name` (the slug used in URLs) defaults to one made from `display_name`. */
export const NewOrganization = model({
  /** The name shown to people; `name` when omitted. */
  display_name: z.optional(z.string().check(z.minLength(1))),
  /** The name used in paths; derived from `display_name` when omitted. */
  name: z.optional(z.string().check(z.minLength(1))),
});
/** Body of `organizations.create`. */
export type NewOrganization = z.input<typeof NewOrganization>;

/** Body of `organizations.update`: only the fields given change. */
export const OrganizationPatch = model({
  /** The new display name. */
  display_name: z.optional(z.string().check(z.minLength(1))),
  /** The new name used in paths; links with the old name stop working. */
  name: z.optional(z.string().check(z.minLength(1))),
});
/** Body of `organizations.update`. */
export type OrganizationPatch = z.input<typeof OrganizationPatch>;
