import { model, openEnum } from '@org/http-core/light';
import * as z from '@org/http-core/light';
import { App, AppOwner } from './app.js';
import { AppUser, appPermissions } from './app-user.js';

/** The role asked for in an app invitation. */
const invitationRole = openEnum(['admin', 'collaborator', 'member']);

/** The distribution group an app invitation comes through. */
export const AppInvitationGroup = model({
  /** The organisation that owns the distribution group. */
  owner: z.optional(AppOwner),
});

/** A pending invitation to an app: who was invited, by whom, with which permissions. */
export const AppInvitation = model({
  /** The invitation's id (a UUID). */
  id: z.string(),
  /** The email address invited. */
  email: z.string(),
  /** Whether the invitation makes the person a developer (member) or a tester of the app. */
  invite_type: openEnum(['developer', 'tester']),
  /** Who sent the invitation. */
  invited_by: AppUser,
  /** Whether the invited address already has an account. */
  is_existing_user: z.boolean(),
  /** The app the invitation is for. */
  app: App,
  /** The permissions the person gets on the app. */
  permissions: z.optional(z.array(openEnum(appPermissions))),
  /** How many apps the invitation covers (for a distribution group invitation). */
  app_count: z.optional(z.number()),
  /** The distribution group the invitation comes through, with its owning organisation, when it is one. */
  distribution_group: z.optional(AppInvitationGroup),
});
/** A pending invitation to an app. */
export type AppInvitation = z.infer<typeof AppInvitation>;

/** Body of `appInvitations.create`: the address to invite. */
export const NewAppInvitation = model({
  /** The email address to invite. */
  user_email: z.string().check(z.minLength(1)),
  /** The role the person gets. */
  role: z.optional(invitationRole),
});
/** Body of `appInvitations.create`. */
export type NewAppInvitation = z.input<typeof NewAppInvitation>;

/** Body of the deprecated `appInvitations.createByEmail` (the address is in the path). */
export const AppInvitationRole = model({
  /** The new role. */
  role: z.optional(invitationRole),
});
/** Body of `appInvitations.createByEmail`. */
export type AppInvitationRole = z.input<typeof AppInvitationRole>;
