import { model } from '@org/http-core/light';
import * as z from '@org/http-core/light';
import { App } from './app.js';
import { OrgRole } from './org-member.js';
import { Organization } from './organization.js';

/** A pending invitation to an organisation. */
export const OrgInvitation = model({
  /** The invitation's id (a UUID). */
  id: z.string(),
  /** The email address invited. */
  email: z.string(),
  /** The role the person gets: `admin`, `collaborator` or `member`. */
  role: z.string(),
});
/** A pending invitation to an organisation. */
export type OrgInvitation = z.infer<typeof OrgInvitation>;

/** Body of `orgInvitations.create`: who to invite, and as what (`member` when omitted). */
export const NewOrgInvitation = model({
  /** The email address to invite (not empty). */
  user_email: z.string().check(z.minLength(1)),
  /** The role the person gets; `member` when omitted. */
  role: z.optional(OrgRole),
});
/** Body of `orgInvitations.create`. */
export type NewOrgInvitation = z.input<typeof NewOrgInvitation>;

/** Body of `orgInvitations.update` and `orgInvitations.resend`: the role the invitee will have. */
export const OrgInvitationRole = model({
  /** The new role. */
  role: z.optional(OrgRole),
});
/** Body of `orgInvitations.update` and `orgInvitations.resend`. */
export type OrgInvitationRole = z.input<typeof OrgInvitationRole>;

/** Body of `orgInvitations.delete`: whose invitation to withdraw. */
export const OrgInvitationRemoval = model({
  /** The email address whose invitation goes (not empty). */
  user_email: z.string().check(z.minLength(1)),
});
/** Body of `orgInvitations.delete`. */
export type OrgInvitationRemoval = z.input<typeof OrgInvitationRemoval>;


/** An invitation the caller sent and that is still pending: to an organisation, or to an app. */
export const SentInvitation = model({
  /** The invitation's id (a UUID). */
  invitation_id: z.string(),
  /** The organisation the invitation is for, when it is one. */
  organization: z.optional(Organization),
  /** The app the invitation is for, when it is one. */
  app: z.optional(App),
});
/** An invitation the caller sent. */
export type SentInvitation = z.infer<typeof SentInvitation>;
