import { model, openEnum } from '@org/http-core';
import * as z from '@org/http-core/zod';
import { App, AppOwner } from './app.js';
import { AppUser, appPermissions } from './app-user.js';

/** The role asked for in an app invitation. */
const invitationRole = openEnum(['admin', 'collaborator', 'member']);

/** A pending invitation to an app: who was invited, by whom, with which permissions. */
export const AppInvitation = model({
  id: z.string(),
  email: z.string(),
  invite_type: openEnum(['developer', 'tester']),
  invited_by: AppUser,
  is_existing_user: z.boolean(),
  app: App,
  permissions: z.optional(z.array(openEnum(appPermissions))),
  app_count: z.optional(z.number()),
  distribution_group: z.optional(model({ owner: z.optional(AppOwner) })),
});
/** A pending invitation to an app. */
export type AppInvitation = z.infer<typeof AppInvitation>;

/** Body of `appInvitations.create`: the address to invite. */
export const NewAppInvitation = model({
  user_email: z.string().check(z.minLength(1)),
  role: z.optional(invitationRole),
});
/** Body of `appInvitations.create`. */
export type NewAppInvitation = z.input<typeof NewAppInvitation>;

/** Body of the deprecated `appInvitations.createByEmail` (the address is in the path). */
export const AppInvitationRole = model({
  role: z.optional(invitationRole),
});
/** Body of `appInvitations.createByEmail`. */
export type AppInvitationRole = z.input<typeof AppInvitationRole>;
