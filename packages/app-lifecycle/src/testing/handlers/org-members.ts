/**
 * Users of an organisation: anyone of it lists them; admins change roles and remove users (a user may also
 * leave). An organisation keeps at least one admin: demoting or removing the last one answers 400. Its testers are
 * its users and the joined members of its shared distribution groups, each address once.
 */
import { empty, fakeError, json } from '@org/http-core/testing';
import type { OrgMember, OrgTester } from '../../index.js';
import type { FakeContext } from '../context.js';
import type { StoredTester } from '../distribution-records.js';
import { orgOf } from '../org-access.js';
import type { StoredMembership, StoredOrgRole } from '../people-records.js';
import type { FakeUser } from '../records.js';
import { childKey } from '../state.js';
import type { Handlers } from './types.js';

const roles: readonly StoredOrgRole[] = ['admin', 'collaborator', 'member'];

/** Handlers of `orgMembers.*`. */
export function orgMemberHandlers(fake: FakeContext): Handlers {
  const { state } = fake;
  const { people, distribution } = state;
  const view = (membership: StoredMembership): OrgMember => {
    const user = people.userNamed(membership.userName)!;
    return { name: user.name, display_name: user.display_name, email: user.email, joined_at: membership.joinedAt, role: membership.role };
  };
  const membership = (orgId: string, orgName: string, userName: string): StoredMembership =>
    people.memberships.require(childKey(orgId, userName), () => fakeError(404, undefined, `${userName} is not a user of ${orgName}`));
  const keepAnAdmin = (orgId: string, leaving: StoredMembership) => {
    if (leaving.role !== 'admin') return;
    if (people.membersOf(orgId).filter((m) => m.role === 'admin').length === 1) throw fakeError(400, undefined, 'An organization needs at least one admin');
  };
  const userAsTester = (user: FakeUser): OrgTester => ({ name: user.name, email: user.email, display_name: user.display_name });
  /** A tester of a shared group: as the user of that address when there is one. */
  const testerOf = (tester: StoredTester): OrgTester => {
    const user = people.userWithEmail(tester.email);
    return user ? userAsTester(user) : { name: tester.email.split('@')[0]!, email: tester.email, display_name: tester.name };
  };
  return {
    'orgMembers.list': (req) => json(200, people.membersOf(orgOf(fake, req).org.id).map(view)),
    'orgMembers.get': (req) => {
      const { org } = orgOf(fake, req);
      return json(200, view(membership(org.id, org.name, req.params.user_name!)));
    },
    'orgMembers.updateRole': (req) => {
      const { org } = orgOf(fake, req, 'admin');
      const current = membership(org.id, org.name, req.params.user_name!);
      const role = (req.body as { role?: string }).role;
      if (role === undefined) return json(200, view(current));
      if (!roles.includes(role as StoredOrgRole)) throw fakeError(400, undefined, `Unknown role ${role}`);
      if (role !== 'admin') keepAnAdmin(org.id, current);
      const next = people.memberships.set(childKey(org.id, current.userName), { ...current, role: role as StoredOrgRole });
      return json(200, view(next));
    },
    'orgMembers.remove': (req) => {
      const access = orgOf(fake, req);
      const userName = req.params.user_name!;
      if (userName !== access.me && access.role !== 'admin') throw fakeError(403, undefined, `Only an admin of ${access.org.name} can remove its users`);
      keepAnAdmin(access.org.id, membership(access.org.id, access.org.name, userName));
      people.removeMember(access.org.id, userName);
      return empty(204);
    },
    'orgMembers.listApps': (req) => {
      const { org } = orgOf(fake, req);
      const userName = membership(org.id, org.name, req.params.user_name!).userName;
      return json(
        200,
        state.apps.list((app) => app.owner.type === 'org' && app.owner.id === org.id && people.permissionsOn(userName, app) !== undefined),
      );
    },
    'orgMembers.listTesters': (req) => {
      const { org } = orgOf(fake, req);
      const users = people.membersOf(org.id).map((m) => userAsTester(people.userNamed(m.userName)!));
      const groupTesters = distribution.orgGroups
        .list((group) => group.orgId === org.id)
        .flatMap((group) => group.members.flatMap((id) => distribution.testers.get(id) ?? []))
        .map(testerOf);
      const seen = new Set<string>();
      return json(
        200,
        [...users, ...groupTesters].filter((tester) => {
          const address = tester.email.toLowerCase();
          if (seen.has(address)) return false;
          seen.add(address);
          return true;
        }),
      );
    },
  };
}
