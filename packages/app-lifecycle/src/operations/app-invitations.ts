import { defineOperation, jsonBody } from '@org/http-core';
import * as z from '@org/http-core/light';
import { AppInvitation, AppInvitationRole, NewAppInvitation } from '../models/app-invitation.js';
import { AppPermissionsUpdate } from '../models/app-user.js';
import { EmptyBody } from '../models/empty-body.js';
import { appName, appParams, invitationToken, ownerName, userEmail } from './params.js';

/** Lists the app's pending invitations. */
export const appInvitationsList = defineOperation({
  method: 'GET',
  path: '/v0.1/apps/{owner_name}/{app_name}/invitations',
  summary: 'Pending invitations to an app',
  pathParams: appParams,
  response: z.array(AppInvitation),
});

/**
 * Invites a person, by e-mail address, to collaborate on the app; they join when they accept with the token
 * the invitation e-mail carries. Needs a user API token: a client holding only an app token refuses before
 * sending. Never retried automatically.
 */
export const appInvitationsCreate = defineOperation({
  method: 'POST',
  path: '/v0.1/apps/{owner_name}/{app_name}/invitations',
  summary: 'Invite a user to an app',
  pathParams: appParams,
  auth: ['userApiToken'],
  body: jsonBody(NewAppInvitation),
});

/**
 * Changes the permissions a pending invitation will give. Needs a user API token: a client holding only an app
 * token refuses before sending. Never retried automatically.
 */
export const appInvitationsUpdatePermissions = defineOperation({
  method: 'PATCH',
  path: '/v0.1/apps/{owner_name}/{app_name}/invitations/{user_email}',
  summary: 'Change the permissions of an invitation',
  pathParams: { ownerName, appName, userEmail },
  auth: ['userApiToken'],
  body: jsonBody(AppPermissionsUpdate),
});

/**
 * Withdraws a pending invitation to the app; its token no longer works. Needs a user API token: a client holding
 * only an app token refuses before sending.
 */
export const appInvitationsDelete = defineOperation({
  method: 'DELETE',
  path: '/v0.1/apps/{owner_name}/{app_name}/invitations/{user_email}',
  summary: 'Withdraw an invitation to an app',
  pathParams: { ownerName, appName, userEmail },
  auth: ['userApiToken'],
});

/**
 * Invites a person to the app, the address in the path. Needs a user API token: a client holding only an app
 * token refuses before sending. Never retried automatically.
 * @deprecated The service deprecates this operation; use `appInvitations.create`.
 */
export const appInvitationsCreateByEmail = defineOperation({
  method: 'POST',
  path: '/v0.1/apps/{owner_name}/{app_name}/invitations/{user_email}',
  summary: 'Invite a user to an app by address',
  deprecated: true,
  pathParams: { ownerName, appName, userEmail },
  auth: ['userApiToken'],
  body: jsonBody(AppInvitationRole, { optional: true, default: {} }),
});

/** Accepts an invitation to an app, as the invited user, with the token of the invitation e-mail. */
export const appInvitationsAccept = defineOperation({
  method: 'POST',
  path: '/v0.1/user/invitations/apps/{invitation_token}/accept',
  summary: 'Accept an invitation to an app',
  pathParams: { invitationToken },
  body: jsonBody(EmptyBody, { optional: true, default: {} }),
});

/** Declines an invitation to an app, as the invited user, with the token of the invitation e-mail. */
export const appInvitationsReject = defineOperation({
  method: 'POST',
  path: '/v0.1/user/invitations/apps/{invitation_token}/reject',
  summary: 'Decline an invitation to an app',
  pathParams: { invitationToken },
  body: jsonBody(EmptyBody, { optional: true, default: {} }),
});

/** Invitations to collaborate on an app: sent by its managers, answered by the invited user with the e-mail's token. */
export const appInvitationsGroup = {
  list: appInvitationsList,
  create: appInvitationsCreate,
  updatePermissions: appInvitationsUpdatePermissions,
  delete: appInvitationsDelete,
  createByEmail: appInvitationsCreateByEmail,
  accept: appInvitationsAccept,
  reject: appInvitationsReject,
};
