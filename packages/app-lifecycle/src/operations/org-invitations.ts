import { defineOperation, jsonBody } from '@org/http-core';
import * as z from '@org/http-core/light';
import { EmptyBody } from '../models/empty-body.js';
import { NewOrgInvitation, OrgInvitation, OrgInvitationRemoval, OrgInvitationRole } from '../models/org-invitation.js';
import { invitationToken, invitedEmail, orgName } from './params.js';

/** Lists the organisation's invitations that are still pending. Admins only. */
export const orgInvitationsList = defineOperation({
  method: 'GET',
  path: '/v0.1/orgs/{org_name}/invitations',
  summary: 'Pending invitations of the organisation',
  pathParams: { orgName },
  response: z.array(OrgInvitation),
});

/**
 * Invites someone (by e-mail, with a role; `member` when omitted) to an organisation: the invitation e-mail
 * carries the token `orgInvitations.accept` takes. Admins only. Never retried automatically.
 */
export const orgInvitationsCreate = defineOperation({
  method: 'POST',
  path: '/v0.1/orgs/{org_name}/invitations',
  summary: 'Invite someone to the organisation',
  pathParams: { orgName },
  body: jsonBody(NewOrgInvitation),
});

/** Withdraws the pending invitation of an e-mail address. Admins only. */
export const orgInvitationsDelete = defineOperation({
  method: 'DELETE',
  path: '/v0.1/orgs/{org_name}/invitations',
  summary: 'Withdraw an invitation',
  pathParams: { orgName },
  body: jsonBody(OrgInvitationRemoval),
});

/** Changes the role a pending invitation offers. Admins only. */
export const orgInvitationsUpdate = defineOperation({
  method: 'PATCH',
  path: '/v0.1/orgs/{org_name}/invitations/{email}',
  summary: 'Change the role of an invitation',
  pathParams: { orgName, email: invitedEmail },
  body: jsonBody(OrgInvitationRole),
});

/**
 * Cancels a pending invitation and sends a new one (with a new token; the old one stops working), with the role
 * given or the one offered before. Admins only.
 */
export const orgInvitationsResend = defineOperation({
  method: 'POST',
  path: '/v0.1/orgs/{org_name}/invitations/{email}/resend',
  summary: 'Send an invitation again',
  pathParams: { orgName, email: invitedEmail },
  body: jsonBody(OrgInvitationRole, { optional: true, default: {} }),
});

/** Withdraws the pending invitation of an e-mail address (the same as `orgInvitations.delete`, addressed by path). Admins only. */
export const orgInvitationsRevoke = defineOperation({
  method: 'POST',
  path: '/v0.1/orgs/{org_name}/invitations/{email}/revoke',
  summary: 'Revoke an invitation',
  pathParams: { orgName, email: invitedEmail },
  body: jsonBody(EmptyBody, { optional: true, default: {} }),
});

/**
 * Accepts an invitation to an organisation with the token its e-mail carried: the caller joins with the role
 * offered. The invitation must have gone to the caller's e-mail address. The token is scrubbed from errors and logs.
 */
export const orgInvitationsAccept = defineOperation({
  method: 'POST',
  path: '/v0.1/user/invitations/orgs/{invitation_token}/accept',
  summary: 'Accept an invitation to an organisation',
  pathParams: { invitationToken },
  body: jsonBody(EmptyBody, { optional: true, default: {} }),
});

/** Rejects an invitation to an organisation with the token its e-mail carried; the invitation is gone. */
export const orgInvitationsReject = defineOperation({
  method: 'POST',
  path: '/v0.1/user/invitations/orgs/{invitation_token}/reject',
  summary: 'Reject an invitation to an organisation',
  pathParams: { invitationToken },
  body: jsonBody(EmptyBody, { optional: true, default: {} }),
});

/** Invitations to an organisation: sent, changed, sent again and withdrawn by its admins; accepted or rejected by the invitee. */
export const orgInvitationsGroup = {
  list: orgInvitationsList,
  create: orgInvitationsCreate,
  delete: orgInvitationsDelete,
  update: orgInvitationsUpdate,
  resend: orgInvitationsResend,
  revoke: orgInvitationsRevoke,
  accept: orgInvitationsAccept,
  reject: orgInvitationsReject,
};
