import { model, openEnum } from '@org/http-core/light';
import * as z from '@org/http-core/light';
import { App } from './app.js';

/** A distribution group of an app, or one an organisation shares across its apps. `name` is used in paths. */
export const DistributionGroup = model({
  /** The group's id (a UUID). */
  id: z.string(),
  /** The group's name as used in paths (`distribution_group_name`). */
  name: z.string(),
  /** The group's name as shown to people. */
  display_name: z.optional(z.string()),
  /** Which product the group was created in. */
  origin: openEnum(['appcenter', 'hockeyapp']),
  /** Whether anyone with the link can install the group's releases, without signing in. */
  is_public: z.boolean(),
});
/** A distribution group. */
export type DistributionGroup = z.infer<typeof DistributionGroup>;

/** Body of `distributionGroups.create` and `orgDistributionGroups.create`; `display_name` defaults to `name`. */
export const NewDistributionGroup = model({
  /** The group's name, used in paths (not empty). */
  name: z.string().check(z.minLength(1)),
  /** The name shown to people; `name` when omitted. */
  display_name: z.optional(z.string()),
});
/** Body of `distributionGroups.create` and `orgDistributionGroups.create`. */
export type NewDistributionGroup = z.input<typeof NewDistributionGroup>;

/** Body of `distributionGroups.update` and `orgDistributionGroups.update`: a new name, or whether the group is public. */
export const DistributionGroupPatch = model({
  /** The group's new name (not empty). */
  name: z.optional(z.string().check(z.minLength(1))),
  /** Whether anyone with the link can install the group's releases, without signing in. */
  is_public: z.optional(z.boolean()),
});
/** Body of `distributionGroups.update` and `orgDistributionGroups.update`. */
export type DistributionGroupPatch = z.input<typeof DistributionGroupPatch>;

/** A member of a distribution group; `invite_pending` is `true` while they have not accepted the invitation. */
export const DistributionGroupMember = model({
  /** The member's email address. */
  email: z.string(),
  /** The user's id (a UUID); absent for someone not signed up yet. */
  id: z.optional(z.string()),
  /** The user's unique name. */
  name: z.optional(z.string()),
  /** The user's full name. */
  display_name: z.optional(z.string()),
  /** URL of the user's avatar, when set. */
  avatar_url: z.optional(z.string()),
  /** Whether the user must give the old password to set a new one. */
  can_change_password: z.optional(z.boolean()),
  /** True when the member has not accepted the invitation yet. */
  invite_pending: z.optional(z.boolean()),
});
/** A member of a distribution group. */
export type DistributionGroupMember = z.infer<typeof DistributionGroupMember>;

/** The e-mail addresses a group membership operation acts on. */
export const GroupMemberEmails = model({
  /** Email addresses of the people to add or remove. */
  user_emails: z.optional(z.array(z.string().check(z.minLength(1)))),
});
/** The e-mail addresses a group membership operation acts on. */
export type GroupMemberEmails = z.input<typeof GroupMemberEmails>;

/** What happened to one address when members were added: `status` is an HTTP status per address (200 added, 409 already in, ...). */
export const GroupMemberAdded = model({
  /** HTTP status of adding this address, e.g. `200` or `404`. */
  status: z.number().check(z.int()),
  /** The address this result is about. */
  user_email: z.optional(z.string()),
  /** True when the person was invited and has not signed up yet. */
  invite_pending: z.optional(z.boolean()),
  /** Error code when the address could not be added. */
  code: z.optional(z.string()),
  /** Error message when the address could not be added. */
  message: z.optional(z.string()),
});
/** What happened to one address when members were added. */
export type GroupMemberAdded = z.infer<typeof GroupMemberAdded>;

/**
 * What happened to one address when members were removed: `status` is an HTTP status per address (200 removed,
 * 404 not a member). The service's description types `message` as a number; both a number and a text are read.
 */
export const GroupMemberRemoved = model({
  /** HTTP status of removing this address, e.g. `200` or `404`. */
  status: z.number().check(z.int()),
  /** The address this result is about. */
  user_email: z.optional(z.string()),
  /** Error code when the address could not be removed. */
  code: z.optional(z.string()),
  /** Error message (or code) when the address could not be removed. */
  message: z.optional(z.union([z.string(), z.number()])),
});
/** What happened to one address when members were removed. */
export type GroupMemberRemoved = z.infer<typeof GroupMemberRemoved>;

/** The apps (by name, of the group's organisation) to add to or remove from a shared distribution group. */
export const GroupAppNames = model({
  /** The apps to add or remove, each by name. */
  apps: z.optional(
    z.array(
      model({
        /** The app's name (not empty). */
        name: z.string().check(z.minLength(1)),
      }),
    ),
  ),
});
/** The apps to add to or remove from a shared distribution group. */
export type GroupAppNames = z.input<typeof GroupAppNames>;

/** A shared distribution group with some of its apps (`apps_limit`) and how many apps and users it has. */
export const DistributionGroupDetails = model({
  ...DistributionGroup.shape,
  /** The apps the group holds. */
  apps: z.optional(z.array(App)),
  /** How many apps the group holds. */
  total_apps_count: z.optional(z.number()),
  /** How many users the group holds. */
  total_users_count: z.optional(z.number()),
});
/** A shared distribution group with its apps and counts. */
export type DistributionGroupDetails = z.infer<typeof DistributionGroupDetails>;
