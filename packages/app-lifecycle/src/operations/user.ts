import { defineOperation, jsonBody } from '@org/http-core';
import * as z from '@org/http-core/light';
import { SentInvitation } from '../models/org-invitation.js';
import { ServiceConnection, UserMetadata, UserPatch, UserProfile } from '../models/user.js';

/** Gets the caller's profile. */
export const userGet = defineOperation({
  method: 'GET',
  path: '/v0.1/user',
  summary: "The caller's profile",
  response: UserProfile,
});

/** Changes the caller's display name and returns the profile. */
export const userUpdate = defineOperation({
  method: 'PATCH',
  path: '/v0.1/user',
  summary: "Update the caller's profile",
  body: jsonBody(UserPatch),
  response: UserProfile,
});

/** Gets the experiment settings the service keeps for the caller. */
export const userGetMetadata = defineOperation({
  method: 'GET',
  path: '/v0.1/user/metadata/optimizely',
  summary: "The caller's experiment settings",
  response: UserMetadata,
});

/** Lists the caller's connections to other services (stores, trackers, source hosts), for an export of their data; no secrets. */
export const userListServiceConnections = defineOperation({
  method: 'GET',
  path: '/v0.1/user/export/serviceConnections',
  summary: "The caller's service connections",
  response: z.array(ServiceConnection),
});

/** Lists the invitations the caller sent that are still pending: to organisations and to apps. */
export const userListSentInvitations = defineOperation({
  method: 'GET',
  path: '/v0.1/invitations/sent',
  summary: 'Invitations the caller sent',
  response: z.array(SentInvitation),
});

/** The caller: their profile, settings, service connections and the invitations they sent. */
export const userGroup = {
  get: userGet,
  update: userUpdate,
  getMetadata: userGetMetadata,
  listServiceConnections: userListServiceConnections,
  listSentInvitations: userListSentInvitations,
};
