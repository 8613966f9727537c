/**
 * Distribution groups an organisation shares across its apps. Any user of the organisation reads them and an
 * admin changes them (404 for anyone else, as for an unknown one; app tokens reach no organisation). Names are unique per
 * organisation (409); apps are given by name and must be the organisation's (404). An app given a group can
 * distribute releases to it (by id) until it leaves the group. Membership works as for an app's groups: invited
 * by e-mail, joined on acceptance.
 */
import { empty, fakeError, json, type FakeRequest } from '@org/http-core/testing';
import type { App, DistributionGroupPatch, GroupAppNames, GroupMemberEmails, NewDistributionGroup, Organization } from '../../index.js';
import type { FakeContext } from '../context.js';
import type { StoredOrgGroup } from '../distribution-records.js';
import { groupView, invite, membersOf, nameTaken, patchGroup, resend, uninvite } from '../group-members.js';
import { orgOf as orgAccess } from '../org-access.js';
import { childKey } from '../state.js';
import type { Handlers } from './types.js';

/** Handlers of `orgDistributionGroups.*`. */
export function orgDistributionGroupHandlers(fake: FakeContext): Handlers {
  const { state } = fake;
  const { distribution } = state;
  /** The organisation of the path, if the caller belongs to it: any user of it reads its groups, an admin changes them. */
  const orgOf = (req: FakeRequest): Organization => orgAccess(fake, req, req.operation.method === 'GET' ? 'member' : 'admin').org;
  const groupsOf = (org: Organization) => distribution.orgGroups.list((g) => g.orgId === org.id);
  const named = (req: FakeRequest) => {
    const org = orgOf(req);
    const name = req.params.distribution_group_name!;
    const group = groupsOf(org).find((g) => g.name === name);
    if (!group) throw fakeError(404, 'NotFound', `No distribution group ${name} in ${org.name}`);
    return { org, group };
  };
  const save = (group: StoredOrgGroup) => distribution.orgGroups.set(childKey(group.orgId, group.id), group);
  const taken = (org: Organization, name: string) => groupsOf(org).some((g) => g.name === name);
  const appsOf = (group: StoredOrgGroup): App[] => group.appIds.flatMap((id) => state.apps.get(id) ?? []);
  /** The apps of the organisation a body names; 404 for a name the organisation has no app of. */
  const namedApps = (org: Organization, body: unknown): App[] =>
    ((body as GroupAppNames | undefined)?.apps ?? []).map(({ name }) => {
      const app = state.findApp(org.name, name);
      if (!app) throw fakeError(404, 'NotFound', `No app ${name} in ${org.name}`);
      return app;
    });
  const emailsOf = (body: unknown) => (body as GroupMemberEmails | undefined)?.user_emails ?? [];
  return {
    'orgDistributionGroups.list': (req) => json(200, groupsOf(orgOf(req)).map(groupView)),
    'orgDistributionGroups.create': (req) => {
      const org = orgOf(req);
      const body = req.body as NewDistributionGroup;
      if (taken(org, body.name)) throw nameTaken(body.name);
      const group: StoredOrgGroup = { orgId: org.id, id: distribution.ids.uuid(), name: body.name, isPublic: false, members: [], invited: [], appIds: [] };
      if (body.display_name !== undefined) group.displayName = body.display_name;
      save(group);
      return json(201, groupView(group));
    },
    'orgDistributionGroups.get': (req) => json(200, groupView(named(req).group)),
    'orgDistributionGroups.update': (req) => {
      const { org, group } = named(req);
      patchGroup(group, (req.body ?? {}) as DistributionGroupPatch, (name) => taken(org, name));
      save(group);
      return json(200, groupView(group));
    },
    'orgDistributionGroups.delete': (req) => {
      const { group } = named(req);
      distribution.orgGroups.delete(childKey(group.orgId, group.id));
      distribution.forgetGroup(group.appIds, group.id);
      return empty(200);
    },
    'orgDistributionGroups.listApps': (req) => json(200, appsOf(named(req).group)),
    'orgDistributionGroups.addApps': (req) => {
      const { org, group } = named(req);
      const added = namedApps(org, req.body).map((a) => a.id).filter((id) => !group.appIds.includes(id));
      save({ ...group, appIds: [...group.appIds, ...new Set(added)] });
      return empty(204);
    },
    'orgDistributionGroups.removeApps': (req) => {
      const { org, group } = named(req);
      const removed = new Set(namedApps(org, req.body).map((a) => a.id));
      save({ ...group, appIds: group.appIds.filter((id) => !removed.has(id)) });
      distribution.forgetGroup([...removed], group.id);
      return empty(204);
    },
    'orgDistributionGroups.listMembers': (req) => json(200, membersOf(state, named(req).group)),
    'orgDistributionGroups.addMembers': (req) => {
      const { group } = named(req);
      const { invited, results } = invite(state, group, emailsOf(req.body), fake.now());
      save({ ...group, invited });
      return json(200, results);
    },
    'orgDistributionGroups.removeMembers': (req) => {
      const { group } = named(req);
      const { members, invited } = uninvite(state, group, emailsOf(req.body));
      save({ ...group, members, invited });
      return empty(204);
    },
    'orgDistributionGroups.resendInvite': (req) => {
      const { group } = named(req);
      resend(state, group, emailsOf(req.body), fake.now());
      return empty(204);
    },
    'orgDistributionGroups.listDetails': (req) => {
      const org = orgOf(req);
      const limit = req.query.get('apps_limit');
      return json(
        200,
        groupsOf(org).map((group) => {
          const apps = appsOf(group);
          return { ...groupView(group), apps: limit === null ? apps : apps.slice(0, Number(limit)), total_apps_count: apps.length, total_users_count: group.members.length };
        }),
      );
    },
  };
}
