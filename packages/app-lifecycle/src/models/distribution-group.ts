import { model, openEnum } from '@org/http-core';
import * as z from '@org/http-core/zod';
import { App } from './app.js';

/** A distribution group of an app, or one an organisation shares across its apps. `name` is used in paths. */
export const DistributionGroup = model({
  id: z.string(),
  name: z.string(),
  display_name: z.optional(z.string()),
  origin: openEnum(['appcenter', 'hockeyapp']),
  is_public: z.boolean(),
});
/** A distribution group. */
export type DistributionGroup = z.infer<typeof DistributionGroup>;

/** Body of `distributionGroups.create` and `orgDistributionGroups.create`; `display_name` defaults to `name`. */
export const NewDistributionGroup = model({
  name: z.string().check(z.minLength(1)),
  display_name: z.optional(z.string()),
});
/** Body of `distributionGroups.create` and `orgDistributionGroups.create`. */
export type NewDistributionGroup = z.input<typeof NewDistributionGroup>;

/** Body of `distributionGroups.update` and `orgDistributionGroups.update`: a new name, or whether the group is public. */
export const DistributionGroupPatch = model({
  name: z.optional(z.string().check(z.minLength(1))),
  is_public: z.optional(z.boolean()),
});
/** Body of `distributionGroups.update` and `orgDistributionGroups.update`. */
export type DistributionGroupPatch = z.input<typeof DistributionGroupPatch>;

/** A member of a distribution group; `invite_pending` is `true` while they have not accepted the invitation. */
export const DistributionGroupMember = model({
  email: z.string(),
  id: z.optional(z.string()),
  name: z.optional(z.string()),
  display_name: z.optional(z.string()),
  avatar_url: z.optional(z.string()),
  can_change_password: z.optional(z.boolean()),
  invite_pending: z.optional(z.boolean()),
});
/** A member of a distribution group. */
export type DistributionGroupMember = z.infer<typeof DistributionGroupMember>;

/** The e-mail addresses a group membership operation acts on. */
export const GroupMemberEmails = model({
  user_emails: z.optional(z.array(z.string().check(z.minLength(1)))),
});
/** The e-mail addresses a group membership operation acts on. */
export type GroupMemberEmails = z.input<typeof GroupMemberEmails>;

/** What happened to one address when members were added: `status` is an HTTP status per address (200 added, 409 already in, ...). */
export const GroupMemberAdded = model({
  status: z.int(),
  user_email: z.optional(z.string()),
  invite_pending: z.optional(z.boolean()),
  code: z.optional(z.string()),
  message: z.optional(z.string()),
});
/** What happened to one address when members were added. */
export type GroupMemberAdded = z.infer<typeof GroupMemberAdded>;

/**
 * What happened to one address when members were removed: `status` is an HTTP status per address (200 removed,
 * 404 not a member). The service's description types `message` as a number; both a number and a text are read.
 */
export const GroupMemberRemoved = model({
  status: z.int(),
  user_email: z.optional(z.string()),
  code: z.optional(z.string()),
  message: z.optional(z.union([z.string(), z.number()])),
});
/** What happened to one address when members were removed. */
export type GroupMemberRemoved = z.infer<typeof GroupMemberRemoved>;

/** The apps (by name, of the group's organisation) to add to or remove from a shared distribution group. */
export const GroupAppNames = model({
  apps: z.optional(z.array(model({ name: z.string().check(z.minLength(1)) }))),
});
/** The apps to add to or remove from a shared distribution group. */
export type GroupAppNames = z.input<typeof GroupAppNames>;

/** A shared distribution group with some of its apps (`apps_limit`) and how many apps and users it has. */
export const DistributionGroupDetails = model({
  ...DistributionGroup.shape,
  apps: z.optional(z.array(App)),
  total_apps_count: z.optional(z.number()),
  total_users_count: z.optional(z.number()),
});
/** A shared distribution group with its apps and counts. */
export type DistributionGroupDetails = z.infer<typeof DistributionGroupDetails>;
