import { model, openEnum } from '@org/http-core/light';
import * as z from '@org/http-core/light';

/** What a user may do with an app. */
export const appPermissions = ['manager', 'developer', 'viewer', 'tester'] as const;

/** A user of an app (a collaborator, the owner, or a tester) with their permissions on it. */
export const AppUser = model({
  /** The user's id (a UUID). */
  id: z.string(),
  /** The user's unique name (login). */
  name: z.string(),
  /** The user's full name. */
  display_name: z.string(),
  /** The user's email address. */
  email: z.string(),
  /** Which product the account was created in. */
  origin: openEnum(['appcenter', 'hockeyapp', 'codepush']),
  /** URL of the user's avatar, when set. */
  avatar_url: z.optional(z.string()),
  /** Whether the user must give the old password to set a new one. */
  can_change_password: z.optional(z.boolean()),
  /** The user's permissions on the app. */
  permissions: z.optional(z.array(openEnum(appPermissions))),
});
/** A user of an app. */
export type AppUser = z.infer<typeof AppUser>;

/** Body of `appUsers.updatePermissions` and `appInvitations.updatePermissions`: the permissions to hold from now on. */
export const AppPermissionsUpdate = model({
  /** The permissions every member of the team gets on the app (at least one). */
  permissions: z.array(openEnum(['manager', 'developer', 'viewer'])).check(z.minLength(1)),
});
/** Body of `appUsers.updatePermissions` and `appInvitations.updatePermissions`. */
export type AppPermissionsUpdate = z.input<typeof AppPermissionsUpdate>;
