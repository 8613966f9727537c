/**
 * The fake's people: users, organisations with their users' roles, teams with their users and apps, pending
 * invitations and the e-mails sent for them. Back to the seed on `reset()`: the seeded user administers every
 * seeded organisation; the other seeded users belong to none.
 */
import { createStore, type MemoryStore } from '@org/http-core/testing';
import type { App, Organization } from '../index.js';
import { childKey } from './child-key.js';
import type {
  SentEmail,
  StoredMembership,
  StoredOrgAvatar,
  StoredOrgInvitation,
  StoredOrgRole,
  StoredServiceConnection,
  StoredTeam,
  StoredTeamPermission,
} from './people-records.js';
import type { FakeUser } from './records.js';

/** What the people state starts from. */
export interface PeopleSeed {
  readonly users: readonly FakeUser[];
  readonly organizations: readonly Organization[];
}

/** Users, organisations, memberships, teams, invitations and sent e-mails. */
export class PeopleState {
  /** Users by name. */
  readonly users: MemoryStore<FakeUser>;
  /** Organisations by id (their name can change). */
  readonly organizations: MemoryStore<Organization>;
  /** Memberships by {@link childKey}(organisation id, user name). */
  readonly memberships: MemoryStore<StoredMembership>;
  /** Teams by {@link childKey}(organisation id, team id). */
  readonly teams: MemoryStore<StoredTeam>;
  /** Pending invitations by {@link childKey}(organisation id, e-mail). */
  readonly invitations: MemoryStore<StoredOrgInvitation>;
  /** E-mails the service sent, oldest first: where an invitee finds the token of their invitation. */
  readonly outbox: MemoryStore<SentEmail>;
  /** Uploaded organisation avatars, by organisation id. */
  readonly avatars: MemoryStore<StoredOrgAvatar>;
  /** Service connections of users (by user name and position). */
  readonly serviceConnections: MemoryStore<StoredServiceConnection>;

  constructor(seed: PeopleSeed) {
    const [owner] = seed.users;
    this.users = createStore({ seed: seed.users.map((user) => [user.name, user] as const) });
    this.organizations = createStore({ seed: seed.organizations.map((org) => [org.id, org] as const) });
    this.memberships = createStore<StoredMembership>({
      seed: owner ? seed.organizations.map((org) => [childKey(org.id, owner.name), { orgId: org.id, userName: owner.name, role: 'admin', joinedAt: org.created_at }] as const) : [],
    });
    this.teams = createStore<StoredTeam>();
    this.invitations = createStore<StoredOrgInvitation>();
    this.outbox = createStore<SentEmail>({ idPrefix: 'mail-' });
    this.avatars = createStore<StoredOrgAvatar>();
    const connections: StoredServiceConnection[] = owner
      ? [
          { userName: owner.name, displayName: 'App Store Connect', serviceType: 'apple', credentialType: 'credentials' },
          { userName: owner.name, displayName: 'Google Play', serviceType: 'googleplay', credentialType: 'key' },
        ]
      : [];
    this.serviceConnections = createStore({ seed: connections.map((c, i) => [childKey(c.userName, i), c] as const) });
  }

  /** Back to the seed. */
  reset(): void {
    for (const store of [this.users, this.organizations, this.memberships, this.teams, this.invitations, this.outbox, this.avatars, this.serviceConnections] as MemoryStore<unknown>[]) {
      store.reset();
    }
  }

  /** The user of a name. */
  userNamed(name: string): FakeUser | undefined {
    return this.users.get(name);
  }

  /** The user of an e-mail address (case-insensitive). */
  userWithEmail(email: string): FakeUser | undefined {
    return this.users.list().find((user) => user.email.toLowerCase() === email.toLowerCase());
  }

  /** The organisation of a name. */
  orgNamed(name: string): Organization | undefined {
    return this.organizations.list().find((org) => org.name === name);
  }

  /** A user's role in an organisation, or `undefined` when they do not belong to it. */
  roleOf(orgId: string, userName: string): StoredOrgRole | undefined {
    return this.memberships.get(childKey(orgId, userName))?.role;
  }

  /** The memberships of an organisation, oldest first. */
  membersOf(orgId: string): StoredMembership[] {
    return this.memberships.list((m) => m.orgId === orgId);
  }

  /** The teams of an organisation, oldest first. */
  teamsOf(orgId: string): StoredTeam[] {
    return this.teams.list((team) => team.orgId === orgId);
  }

  /** The pending invitations of an organisation. */
  invitationsOf(orgId: string): StoredOrgInvitation[] {
    return this.invitations.list((invitation) => invitation.orgId === orgId);
  }

  /** The token of the latest invitation e-mail sent to an address (for an organisation, by its name), as the invitee would read it. */
  invitationTokenFor(email: string, orgName?: string): string | undefined {
    const sent = this.outbox.list((mail) => mail.to.toLowerCase() === email.toLowerCase() && (orgName === undefined || mail.orgName === orgName));
    return sent.at(-1)?.token;
  }

  /**
   * What a user may do with an organisation's app, or `undefined` when they cannot reach it: admins and
   * collaborators manage every app of their organisation; other members reach the apps given to a team of
   * theirs, with the permissions of those teams.
   */
  permissionsOn(userName: string, app: App): StoredTeamPermission[] | undefined {
    if (app.owner.type !== 'org') return undefined;
    const role = this.roleOf(app.owner.id, userName);
    if (role === undefined) return undefined;
    if (role === 'admin' || role === 'collaborator') return ['manager'];
    const granted = new Set<StoredTeamPermission>();
    let reached = false;
    for (const team of this.teamsOf(app.owner.id)) {
      if (!team.users.some((u) => u.userName === userName)) continue;
      const given = team.apps.find((a) => a.appId === app.id);
      if (!given) continue;
      reached = true;
      for (const permission of given.permissions) granted.add(permission);
    }
    return reached ? [...granted] : undefined;
  }

  /** Takes an app out of every team (it was deleted, or moved to another owner). */
  forgetApp(appId: string): void {
    for (const [id, team] of this.teams.entries()) {
      if (team.apps.some((a) => a.appId === appId)) this.teams.set(id, { ...team, apps: team.apps.filter((a) => a.appId !== appId) });
    }
  }

  /** Removes a user from an organisation and its teams. */
  removeMember(orgId: string, userName: string): void {
    this.memberships.delete(childKey(orgId, userName));
    for (const team of this.teamsOf(orgId)) {
      if (team.users.some((u) => u.userName === userName)) {
        this.teams.set(childKey(orgId, team.id), { ...team, users: team.users.filter((u) => u.userName !== userName) });
      }
    }
  }

  /** Removes an organisation with its memberships, teams, invitations and avatar (its apps are the caller's to delete). */
  deleteOrganization(orgId: string): void {
    this.organizations.delete(orgId);
    for (const store of [this.memberships, this.teams, this.invitations] as MemoryStore<{ orgId: string }>[]) {
      for (const [id, item] of store.entries()) if (item.orgId === orgId) store.delete(id);
    }
    this.avatars.delete(orgId);
  }
}
