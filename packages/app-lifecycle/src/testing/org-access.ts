/**
 * Who may do what in an organisation (the fake's assumptions; the description names the roles only):
 *
 * - Any user of an organisation reads it: its settings, users, teams, apps they reach, testers.
 * - Admins manage it: settings and avatar, users' roles, invitations, teams, deletion.
 * - Admins and collaborators create its apps and manage every app of it.
 * - A team's maintainers manage the team's users and apps, as admins do.
 * - Someone who does not belong to an organisation, and any app token, gets 404, as for an unknown one;
 *   a user whose role does not allow the change gets 403.
 */
import { fakeError, type FakeRequest } from '@org/http-core/testing';
import type { Organization } from '../index.js';
import { checkWrite, tokenOf, type FakeContext } from './context.js';
import type { StoredOrgRole, StoredTeam } from './people-records.js';

/** What the caller needs to be in the organisation: any user of it, an admin, or an admin or collaborator. */
export type OrgNeed = 'member' | 'admin' | 'appManager';

/** An organisation the caller belongs to. */
export interface OrgAccess {
  readonly org: Organization;
  /** The caller's user name. */
  readonly me: string;
  readonly role: StoredOrgRole;
}

/** The organisation named by the request's `org_name`, checked against the caller's role. */
export function orgOf(fake: FakeContext, req: FakeRequest, need: OrgNeed = 'member'): OrgAccess {
  const token = tokenOf(req);
  const name = req.params.org_name!;
  const org = fake.state.people.orgNamed(name);
  const role = org && token.appId === undefined ? fake.state.people.roleOf(org.id, token.user) : undefined;
  if (!org || role === undefined) throw fakeError(404, undefined, `No organization ${name}`);
  checkWrite(req);
  if (need === 'admin' && role !== 'admin') throw fakeError(403, undefined, `Only an admin of ${name} can do this`);
  if (need === 'appManager' && role === 'member') throw fakeError(403, undefined, `Only an admin or a collaborator of ${name} can do this`);
  return { org, me: token.user, role };
}

/** Refuses a change to a team by someone who is neither an admin of its organisation nor a maintainer of the team. */
export function checkTeamManager(access: OrgAccess, team: StoredTeam): void {
  if (access.role === 'admin') return;
  if (team.users.some((u) => u.userName === access.me && u.role === 'maintainer')) return;
  throw fakeError(403, undefined, `Only an admin of ${access.org.name} or a maintainer of ${team.name} can do this`);
}
