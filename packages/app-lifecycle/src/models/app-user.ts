import { model, openEnum } from '@org/http-core';
import * as z from '@org/http-core/zod';

/** What a user may do with an app. */
export const appPermissions = ['manager', 'developer', 'viewer', 'tester'] as const;

/** A user of an app (a collaborator, the owner, or a tester) with their permissions on it. */
export const AppUser = model({
  id: z.string(),
  name: z.string(),
  display_name: z.string(),
  email: z.string(),
  origin: openEnum(['appcenter', 'hockeyapp', 'codepush']),
  avatar_url: z.optional(z.string()),
  can_change_password: z.optional(z.boolean()),
  permissions: z.optional(z.array(openEnum(appPermissions))),
});
/** A user of an app. */
export type AppUser = z.infer<typeof AppUser>;

/** Body of `appUsers.updatePermissions` and `appInvitations.updatePermissions`: the permissions to hold from now on. */
export const AppPermissionsUpdate = model({
  permissions: z.array(openEnum(['manager', 'developer', 'viewer'])).check(z.minLength(1)),
});
/** Body of `appUsers.updatePermissions` and `appInvitations.updatePermissions`. */
export type AppPermissionsUpdate = z.input<typeof AppPermissionsUpdate>;
