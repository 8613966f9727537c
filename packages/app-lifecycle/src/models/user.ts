import { model, openEnum, recordOf } from '@org/http-core/light';
import * as z from '@org/http-core/light';

/** The caller's profile. */
export const UserProfile = model({
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
  /** The user's permissions on the app (when read through an app). */
  permissions: z.optional(z.array(openEnum(['manager', 'developer', 'viewer', 'tester']))),
});
/** The caller's profile. */
export type UserProfile = z.infer<typeof UserProfile>;

/** Body of `user.update`: only the fields given change. */
export const UserPatch = model({
  /** The new display name (not empty). */
  display_name: z.optional(z.string().check(z.minLength(1))),
});
/** Body of `user.update`. */
export type UserPatch = z.input<typeof UserPatch>;

/** Settings the service keeps for the caller's experiments (opaque to the SDK). */
export const UserMetadata = model({
  /** The user's id. */
  userId: z.optional(z.string()),
  /** The stored settings, by name. */
  metadata: z.optional(recordOf(z.unknown())),
});
/** Settings the service keeps for the caller's experiments. */
export type UserMetadata = z.infer<typeof UserMetadata>;

/** A connection to another service (a store, a tracker, a source host) the caller set up, without its secrets. */
export const ServiceConnection = model({
  /** The connection's name as shown to people. */
  displayName: z.string(),
  /** What the connection reaches: the App Store (`apple`), Google Play, Jira or GitLab. */
  serviceType: openEnum(['apple', 'jira', 'googleplay', 'gitlab']),
  /** Kind of credential the connection holds: account credentials, a certificate or a key. */
  credentialType: z.optional(openEnum(['credentials', 'certificate', 'key'])),
});
/** A connection to another service the caller set up. */
export type ServiceConnection = z.infer<typeof ServiceConnection>;
