/**
 * Membership of distribution groups, the same for an app's groups and an organisation's shared groups. People
 * are added by e-mail address as invited (`invite_pending`) and become members when they accept
 * (`distributionGroups.acceptInvitations`); each address gets its own result, so one bad address fails alone.
 */
import { fakeError } from '@org/http-core/testing';
import type { DistributionGroup, DistributionGroupMember, DistributionGroupPatch, GroupMemberAdded, GroupMemberRemoved } from '../index.js';
import type { StoredTester } from './distribution-records.js';
import type { FakeState } from './state.js';
import { iso } from './time.js';

/** What a group's membership is kept in: tester ids. */
export interface Membership {
  readonly name: string;
  readonly members: readonly string[];
  readonly invited?: readonly string[];
}

/** A group as the service shows it. */
export function groupView(group: { readonly id: string; readonly name: string; readonly isPublic: boolean; readonly displayName?: string }): DistributionGroup {
  return { id: group.id, name: group.name, display_name: group.displayName ?? group.name, origin: 'appcenter', is_public: group.isPublic };
}

/** The 409 of a group name another group of the same app or organisation has. */
export function nameTaken(name: string) {
  return fakeError(409, 'Conflict', `A distribution group named ${name} already exists`);
}

/** Renames a group (409 when `taken` says another has the name) or makes it public or private. */
export function patchGroup(group: { name: string; isPublic: boolean }, body: DistributionGroupPatch, taken: (name: string) => boolean): void {
  if (body.name !== undefined && body.name !== group.name) {
    if (taken(body.name)) throw nameTaken(body.name);
    group.name = body.name;
  }
  if (body.is_public !== undefined) group.isPublic = body.is_public;
}

/** A tester as a member of a group: with the fake's user of the same address where there is one. */
export function memberView(state: FakeState, tester: StoredTester, pending: boolean): DistributionGroupMember {
  const user = state.users.find((u) => u.email.toLowerCase() === tester.email.toLowerCase());
  return {
    email: tester.email,
    id: user?.id ?? tester.id,
    name: user?.name ?? tester.email.split('@')[0]!,
    display_name: user?.display_name ?? tester.name,
    ...(pending ? { invite_pending: true } : {}),
  };
}

/** The members of a group, then those invited (left out with `excludePending`). */
export function membersOf(state: FakeState, group: Membership, excludePending = false): DistributionGroupMember[] {
  const view = (ids: readonly string[], pending: boolean) =>
    ids.flatMap((id) => {
      const tester = state.distribution.testers.get(id);
      return tester ? [memberView(state, tester, pending)] : [];
    });
  return [...view(group.members, false), ...(excludePending ? [] : view(group.invited ?? [], true))];
}

/** Whether a text looks like an e-mail address. */
export function isEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@]+$/.test(value);
}

/**
 * Invites addresses to a group: each new one is invited (an e-mail goes out), one already a member or invited
 * answers 409, one that is no address 400. Returns the group's new `invited` list and a result per address.
 */
export function invite(state: FakeState, group: Membership, emails: readonly string[], now: number): { invited: string[]; results: GroupMemberAdded[] } {
  const invited = [...(group.invited ?? [])];
  const results = emails.map((email): GroupMemberAdded => {
    if (!isEmail(email)) return { status: 400, code: 'BadRequest', message: `${email} is not an e-mail address`, user_email: email };
    const tester = state.distribution.testerByEmail(email);
    if (group.members.includes(tester.id) || invited.includes(tester.id)) {
      return { status: 409, code: 'Conflict', message: `${email} is already in ${group.name}`, user_email: email };
    }
    invited.push(tester.id);
    state.members.sent.push({ to: tester.email, kind: 'distributionGroup', subject: group.name, at: iso(now) });
    return { status: 200, user_email: email, invite_pending: true };
  });
  return { invited, results };
}

/** Removes addresses from a group (members or invited); one not in it answers 404. */
export function uninvite(state: FakeState, group: Membership, emails: readonly string[]): { members: string[]; invited: string[]; results: GroupMemberRemoved[] } {
  let members = [...group.members];
  let invited = [...(group.invited ?? [])];
  const results = emails.map((email): GroupMemberRemoved => {
    const tester = state.distribution.findTester(email);
    if (!tester || (!members.includes(tester.id) && !invited.includes(tester.id))) {
      return { status: 404, code: 'NotFound', message: `${email} is not in ${group.name}`, user_email: email };
    }
    members = members.filter((id) => id !== tester.id);
    invited = invited.filter((id) => id !== tester.id);
    return { status: 200, user_email: email };
  });
  return { members, invited, results };
}

/** Sends the invitation e-mail again to addresses invited to a group; any other address answers 400 and nothing is sent. */
export function resend(state: FakeState, group: Membership, emails: readonly string[], now: number): void {
  const testers = emails.map((email) => state.distribution.findTester(email));
  const pending = testers.filter((t): t is StoredTester => t !== undefined && (group.invited ?? []).includes(t.id));
  if (pending.length !== emails.length) throw fakeError(400, 'BadRequest', `Only people invited to ${group.name} who have not joined can be invited again`);
  for (const tester of pending) state.members.sent.push({ to: tester.email, kind: 'distributionGroup', subject: group.name, at: iso(now) });
}
