/**
 * An app's distribution groups and their members. Names are unique per app (409); an unknown group answers 404.
 * People are added by e-mail as invited and join when they accept (`distributionGroups.acceptInvitations`,
 * the caller's invitations to every group, of apps and of organisations). Deleting a group takes it out of the
 * releases distributed to it. Adding members and resending invitations need a user token (403 for an app token).
 */
import { empty, json, type FakeRequest } from '@org/http-core/testing';
import type { App, DistributionGroupPatch, GroupMemberEmails, NewDistributionGroup } from '../../index.js';
import { appOf, requireUserToken, type FakeContext } from '../context.js';
import type { StoredGroup } from '../distribution-records.js';
import { groupView, invite, membersOf, nameTaken, patchGroup, resend, uninvite } from '../group-members.js';
import { releaseAccess } from '../release-access.js';
import { childKey } from '../state.js';
import type { Handlers } from './types.js';

/** Handlers of the group and member operations of `distributionGroups.*`. */
export function distributionGroupMemberHandlers(fake: FakeContext): Handlers {
  const { state } = fake;
  const { distribution } = state;
  const { groupByName } = releaseAccess(fake);
  const save = (group: StoredGroup) => distribution.groups.set(childKey(group.appId, group.id), group);
  const taken = (app: App, name: string) => distribution.groupsOf(app.id).some((g) => g.name === name);
  const named = (req: FakeRequest) => {
    const app = appOf(fake, req);
    return { app, group: groupByName(app, req.params.distribution_group_name!) };
  };
  const emailsOf = (body: unknown) => (body as GroupMemberEmails | undefined)?.user_emails ?? [];
  return {
    'distributionGroups.list': (req) => json(200, distribution.groupsOf(appOf(fake, req).id).map(groupView)),
    'distributionGroups.create': (req) => {
      const app = appOf(fake, req);
      const body = req.body as NewDistributionGroup;
      if (taken(app, body.name)) throw nameTaken(body.name);
      const group: StoredGroup = { appId: app.id, id: distribution.ids.uuid(), name: body.name, isPublic: false, members: [], invited: [] };
      if (body.display_name !== undefined) group.displayName = body.display_name;
      save(group);
      return json(201, groupView(group));
    },
    'distributionGroups.get': (req) => json(200, groupView(named(req).group)),
    'distributionGroups.update': (req) => {
      const { app, group } = named(req);
      patchGroup(group, req.body as DistributionGroupPatch, (name) => taken(app, name));
      save(group);
      return json(200, groupView(group));
    },
    'distributionGroups.delete': (req) => {
      const { app, group } = named(req);
      distribution.groups.delete(childKey(app.id, group.id));
      distribution.forgetGroup([app.id], group.id);
      return empty(204);
    },
    'distributionGroups.listMembers': (req) => {
      const { group } = named(req);
      return json(200, membersOf(state, group, req.query.get('exclude_pending_invitations') === 'true'));
    },
    'distributionGroups.addMembers': (req) => {
      requireUserToken(req);
      const { group } = named(req);
      const { invited, results } = invite(state, group, emailsOf(req.body), fake.now());
      save({ ...group, invited });
      return json(200, results);
    },
    'distributionGroups.removeMembers': (req) => {
      const { group } = named(req);
      const { members, invited, results } = uninvite(state, group, emailsOf(req.body));
      save({ ...group, members, invited });
      return json(200, results);
    },
    'distributionGroups.resendInvite': (req) => {
      requireUserToken(req);
      const { group } = named(req);
      resend(state, group, emailsOf(req.body), fake.now());
      return empty(204);
    },
    'distributionGroups.acceptInvitations': (req) => {
      const token = requireUserToken(req);
      const user = state.users.find((u) => u.name === token.user);
      const tester = user && distribution.findTester(user.email);
      if (tester) distribution.acceptInvitations(tester.id);
      return empty(204);
    },
  };
}
