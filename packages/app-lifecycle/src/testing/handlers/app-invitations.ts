/**
 * Invitations to collaborate on an app. Sending, changing and withdrawing one need a user token (403 for an app
 * token) and, for a collaborator, the `manager` permission (403). An invitation gives `developer` until changed;
 * inviting the owner, a collaborator or an address already invited answers 409. Each invitation e-mail is kept in
 * `state.members.sent` with its token; the invited user (their user token, matched by e-mail address: 403 for
 * anyone else) accepts with it, becoming a collaborator with the invitation's permissions, or rejects it. An
 * unknown or used token answers 404.
 */
import { fakeError, json, type FakeRequest } from '@org/http-core/testing';
import type { App, AppInvitation, AppInvitationRole, AppPermissionsUpdate, NewAppInvitation } from '../../index.js';
import { appOf, requireUserToken, type FakeContext } from '../context.js';
import { isEmail } from '../group-members.js';
import type { AppPermission, StoredAppInvitation } from '../members-state.js';
import { childKey } from '../state.js';
import { iso } from '../time.js';
import { appUserOf, checkManager } from './app-users.js';
import type { Handlers } from './types.js';

/** Handlers of `appInvitations.*`. */
export function appInvitationHandlers(fake: FakeContext): Handlers {
  const { state } = fake;
  const { members } = state;
  const userByEmail = (email: string) => state.users.find((u) => u.email.toLowerCase() === email.toLowerCase());
  /** The app of the path, for a manager acting with a user token. */
  const managed = (req: FakeRequest): App => {
    requireUserToken(req);
    const app = appOf(fake, req);
    checkManager(fake, req, app);
    return app;
  };
  const invite = (req: FakeRequest, email: string, role: string | undefined): void => {
    const app = managed(req);
    if (!isEmail(email)) throw fakeError(400, 'BadRequest', `${email} is not an e-mail address`);
    const user = userByEmail(email);
    const isOwner = app.owner.type === 'user' && app.owner.id === user?.id;
    if (isOwner || (user && members.collaborators.has(childKey(app.id, user.id)))) throw fakeError(409, 'Conflict', `${email} is already a user of ${app.name}`);
    const key = childKey(app.id, email.toLowerCase());
    if (members.appInvitations.has(key)) throw fakeError(409, 'Conflict', `${email} is already invited to ${app.name}`);
    const inviter = state.users.find((u) => u.name === requireUserToken(req).user)!;
    const invitation: StoredAppInvitation = {
      appId: app.id,
      id: members.ids.uuid(),
      token: members.ids.hex(40),
      email,
      permissions: ['developer'],
      invitedBy: inviter.id,
      ...(role === undefined ? {} : { role }),
    };
    members.appInvitations.set(key, invitation);
    members.sent.push({ to: email, kind: 'app', subject: `${app.owner.name}/${app.name}`, token: invitation.token, at: iso(fake.now()) });
  };
  const pendingOf = (req: FakeRequest, app: App) =>
    members.appInvitations.require(childKey(app.id, req.params.user_email!.toLowerCase()), () => fakeError(404, 'NotFound', `No invitation of ${req.params.user_email} to ${app.name}`));
  const view = (app: App, invitation: StoredAppInvitation): AppInvitation => {
    const inviter = state.users.find((u) => u.id === invitation.invitedBy)!;
    return {
      id: invitation.id,
      email: invitation.email,
      invite_type: 'developer',
      invited_by: appUserOf(inviter),
      is_existing_user: userByEmail(invitation.email) !== undefined,
      app,
      permissions: invitation.permissions,
    };
  };
  /** The invitation of the path's token, addressed to the caller. */
  const mine = (req: FakeRequest): StoredAppInvitation => {
    const token = requireUserToken(req);
    const invitation = members.appInvitations.list((i) => i.token === req.params.invitation_token)[0];
    if (!invitation) throw fakeError(404, 'NotFound', 'No pending invitation has this token');
    const user = state.users.find((u) => u.name === token.user);
    if (user?.email.toLowerCase() !== invitation.email.toLowerCase()) throw fakeError(403, undefined, 'This invitation was sent to someone else');
    members.appInvitations.delete(childKey(invitation.appId, invitation.email.toLowerCase()));
    return invitation;
  };
  return {
    'appInvitations.list': (req) => {
      const app = appOf(fake, req);
      return json(200, members.appInvitations.list((i) => i.appId === app.id).map((i) => view(app, i)));
    },
    'appInvitations.create': (req) => {
      const body = req.body as NewAppInvitation;
      invite(req, body.user_email, body.role);
    },
    'appInvitations.createByEmail': (req) => invite(req, req.params.user_email!, (req.body as AppInvitationRole | undefined)?.role),
    'appInvitations.updatePermissions': (req) => {
      const app = managed(req);
      const invitation = pendingOf(req, app);
      invitation.permissions = [...(req.body as AppPermissionsUpdate).permissions] as AppPermission[];
      members.appInvitations.set(childKey(app.id, invitation.email.toLowerCase()), invitation);
    },
    'appInvitations.delete': (req) => {
      const app = managed(req);
      members.appInvitations.delete(childKey(app.id, pendingOf(req, app).email.toLowerCase()));
    },
    'appInvitations.accept': (req) => {
      const invitation = mine(req);
      const user = state.users.find((u) => u.email.toLowerCase() === invitation.email.toLowerCase())!;
      if (state.apps.has(invitation.appId)) members.collaborators.set(childKey(invitation.appId, user.id), { appId: invitation.appId, userId: user.id, permissions: invitation.permissions });
    },
    'appInvitations.reject': (req) => {
      mine(req);
    },
  };
}
