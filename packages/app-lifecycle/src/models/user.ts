import { model, openEnum } from '@org/http-core';
import * as z from '@org/http-core/zod';

/** The caller's profile. */
export const UserProfile = model({
  id: z.string(),
  name: z.string(),
  display_name: z.string(),
  email: z.string(),
  origin: openEnum(['appcenter', 'hockeyapp', 'codepush']),
  avatar_url: z.optional(z.string()),
  can_change_password: z.optional(z.boolean()),
  permissions: z.optional(z.array(openEnum(['manager', 'developer', 'viewer', 'tester']))),
});
/** The caller's profile. */
export type UserProfile = z.infer<typeof UserProfile>;

/** Body of `user.update`: only the fields given change. */
export const UserPatch = model({
  display_name: z.optional(z.string().check(z.minLength(1))),
});
/** Body of `user.update`. */
export type UserPatch = z.input<typeof UserPatch>;

/** Settings the service keeps for the caller's experiments (opaque to the SDK). */
export const UserMetadata = model({
  userId: z.optional(z.string()),
  metadata: z.optional(z.record(z.string(), z.unknown())),
});
/** Settings the service keeps for the caller's experiments. */
export type UserMetadata = z.infer<typeof UserMetadata>;

/** A connection to another service (a store, a tracker, a source host) the caller set up, without its secrets. */
export const ServiceConnection = model({
  displayName: z.string(),
  serviceType: openEnum(['apple', 'jira', 'googleplay', 'gitlab']),
  credentialType: z.optional(openEnum(['credentials', 'certificate', 'key'])),
});
/** A connection to another service the caller set up. */
export type ServiceConnection = z.infer<typeof ServiceConnection>;
