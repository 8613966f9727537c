/**
 * The caller: their profile (only the display name changes), experiment settings (none kept: an empty object),
 * seeded service connections of the fake's user, and the invitations they sent that are still pending.
 */
import { json } from '@org/http-core/testing';
import type { FakeUser } from '../records.js';
import { requireUserToken, type FakeContext } from '../context.js';
import type { Handlers } from './types.js';

/** Handlers of `user.*`. */
export function userHandlers(fake: FakeContext): Handlers {
  const { people } = fake.state;
  const profile = (user: FakeUser) => ({ id: user.id, name: user.name, display_name: user.display_name, email: user.email, origin: 'appcenter', can_change_password: true });
  return {
    'user.get': (req) => json(200, profile(people.userNamed(requireUserToken(req).user)!)),
    'user.update': (req) => {
      const me = people.userNamed(requireUserToken(req).user)!;
      const displayName = (req.body as { display_name?: string }).display_name;
      const next = displayName === undefined ? me : people.users.set(me.name, { ...me, display_name: displayName });
      return json(200, profile(next));
    },
    'user.getMetadata': (req) => json(200, { userId: people.userNamed(requireUserToken(req).user)!.id, metadata: {} }),
    'user.listServiceConnections': (req) => {
      const me = requireUserToken(req).user;
      return json(
        200,
        people.serviceConnections.list((c) => c.userName === me).map(({ userName: _user, ...connection }) => connection),
      );
    },
    'user.listSentInvitations': (req) => {
      const me = requireUserToken(req).user;
      return json(
        200,
        people.invitations.list((i) => i.invitedBy === me).map((i) => ({ invitation_id: i.id, organization: people.organizations.get(i.orgId) })),
      );
    },
  };
}
