/**
 * What the fake keeps of people: users' roles in organisations, teams with their users and apps, pending
 * invitations with their tokens, and the e-mails the service sent.
 */
import type { UploadedFile } from './multipart.js';

/** A role in an organisation. */
export type StoredOrgRole = 'admin' | 'collaborator' | 'member';

/** A user's membership of an organisation. */
export interface StoredMembership {
  readonly orgId: string;
  readonly userName: string;
  readonly role: StoredOrgRole;
  readonly joinedAt: string;
}

/** What a team may do with an app it was given. */
export type StoredTeamPermission = 'manager' | 'developer' | 'viewer';

/** A team of an organisation: its users (by name, with their role) and its apps (by id, with its permissions). */
export interface StoredTeam {
  readonly orgId: string;
  readonly id: string;
  readonly name: string;
  readonly display_name: string;
  readonly description?: string;
  readonly users: ReadonlyArray<{ readonly userName: string; readonly role: 'maintainer' | 'collaborator' }>;
  readonly apps: ReadonlyArray<{ readonly appId: string; readonly permissions: readonly StoredTeamPermission[] }>;
}

/** A pending invitation to an organisation; `token` is what its e-mail carried (and what accepting takes). */
export interface StoredOrgInvitation {
  readonly orgId: string;
  readonly id: string;
  readonly email: string;
  readonly role: StoredOrgRole;
  readonly token: string;
  /** Name of the user who sent it. */
  readonly invitedBy: string;
  readonly sentAt: string;
}

/** An e-mail the service sent: an invitation to an organisation, with the token the invitee accepts it with. */
export interface SentEmail {
  readonly to: string;
  readonly kind: 'orgInvitation';
  /** Name of the organisation the invitation is to (at the time it was sent). */
  readonly orgName: string;
  readonly role: StoredOrgRole;
  readonly token: string;
  readonly sentAt: string;
}

/** An organisation's uploaded avatar. */
export interface StoredOrgAvatar extends UploadedFile {
  readonly orgId: string;
}

/** A connection to another service a user set up (shown without secrets). */
export interface StoredServiceConnection {
  readonly userName: string;
  readonly displayName: string;
  readonly serviceType: 'apple' | 'jira' | 'googleplay' | 'gitlab';
  readonly credentialType?: 'credentials' | 'certificate' | 'key';
}
