/**
 * Invitations to an organisation: admins invite by e-mail (someone already in it, or already invited, answers
 * 409), change the role offered, send again (a new token; the old one stops working) and withdraw. Every
 * invitation sent is an e-mail in `state.people.outbox` carrying its token. The invitee, signed in with the
 * address it went to, accepts (joining with the role offered) or rejects it by token; a token that is unknown,
 * used, or sent to another address answers 404.
 */
import { empty, fakeError, json, type FakeRequest } from '@org/http-core/testing';
import type { Organization } from '../../index.js';
import { requireUserToken, type FakeContext } from '../context.js';
import { orgOf } from '../org-access.js';
import type { StoredOrgInvitation, StoredOrgRole } from '../people-records.js';
import { childKey } from '../state.js';
import { iso } from '../time.js';
import type { Handlers } from './types.js';

/** Handlers of `orgInvitations.*`. */
export function orgInvitationHandlers(fake: FakeContext): Handlers {
  const { state } = fake;
  const { people } = state;
  const send = (org: Organization, invitation: StoredOrgInvitation) => {
    people.invitations.set(childKey(org.id, invitation.email.toLowerCase()), invitation);
    people.outbox.create({ to: invitation.email, kind: 'orgInvitation', orgName: org.name, role: invitation.role, token: invitation.token, sentAt: invitation.sentAt });
  };
  const pending = (org: Organization, email: string): StoredOrgInvitation =>
    people.invitations.require(childKey(org.id, email.toLowerCase()), () => fakeError(404, undefined, `${org.name} has no pending invitation for ${email}`));
  const withdraw = (req: FakeRequest, email: string) => {
    const { org } = orgOf(fake, req, 'admin');
    people.invitations.delete(childKey(org.id, pending(org, email).email.toLowerCase()));
    return empty(204);
  };
  /** The pending invitation a token stands for, sent to the caller's address. */
  const invitationOf = (req: FakeRequest): StoredOrgInvitation => {
    const me = people.userNamed(requireUserToken(req).user)!;
    const token = req.params.invitation_token!;
    const found = people.invitations.list((i) => i.token === token)[0];
    if (!found || found.email.toLowerCase() !== me.email.toLowerCase()) throw fakeError(404, undefined, 'No pending invitation for this token');
    return found;
  };
  return {
    'orgInvitations.list': (req) => {
      const { org } = orgOf(fake, req, 'admin');
      return json(
        200,
        people.invitationsOf(org.id).map(({ id, email, role }) => ({ id, email, role })),
      );
    },
    'orgInvitations.create': (req) => {
      const { org, me } = orgOf(fake, req, 'admin');
      const body = req.body as { user_email: string; role?: StoredOrgRole };
      const email = body.user_email;
      const user = people.userWithEmail(email);
      if (user && people.roleOf(org.id, user.name) !== undefined) throw fakeError(409, undefined, `${email} is already a user of ${org.name}`);
      if (people.invitations.has(childKey(org.id, email.toLowerCase()))) throw fakeError(409, undefined, `${email} is already invited to ${org.name}`);
      send(org, { orgId: org.id, id: state.ids.uuid(), email, role: body.role ?? 'member', token: state.ids.hex(32), invitedBy: me, sentAt: iso(fake.now()) });
      return empty(204);
    },
    'orgInvitations.delete': (req) => withdraw(req, (req.body as { user_email: string }).user_email),
    'orgInvitations.revoke': (req) => withdraw(req, req.params.email!),
    'orgInvitations.update': (req) => {
      const { org } = orgOf(fake, req, 'admin');
      const invitation = pending(org, req.params.email!);
      const role = (req.body as { role?: StoredOrgRole }).role;
      if (role !== undefined) people.invitations.set(childKey(org.id, invitation.email.toLowerCase()), { ...invitation, role });
      return empty(204);
    },
    'orgInvitations.resend': (req) => {
      const { org, me } = orgOf(fake, req, 'admin');
      const invitation = pending(org, req.params.email!);
      const role = (req.body as { role?: StoredOrgRole } | undefined)?.role ?? invitation.role;
      send(org, { ...invitation, role, token: state.ids.hex(32), invitedBy: me, sentAt: iso(fake.now()) });
      return empty(204);
    },
    'orgInvitations.accept': (req) => {
      const invitation = invitationOf(req);
      const me = requireUserToken(req).user;
      people.invitations.delete(childKey(invitation.orgId, invitation.email.toLowerCase()));
      if (people.roleOf(invitation.orgId, me) === undefined) {
        people.memberships.set(childKey(invitation.orgId, me), { orgId: invitation.orgId, userName: me, role: invitation.role, joinedAt: iso(fake.now()) });
      }
      return empty(204);
    },
    'orgInvitations.reject': (req) => {
      const invitation = invitationOf(req);
      people.invitations.delete(childKey(invitation.orgId, invitation.email.toLowerCase()));
      return empty(204);
    },
  };
}
