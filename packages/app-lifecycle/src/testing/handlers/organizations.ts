/**
 * Organisations: names (used in URLs) are unique among organisations and users (409) and made of letters,
 * digits, `-`, `_` and `.` (400); the creator is the first admin. Renaming an organisation renames the owner of
 * its apps; deleting it deletes its apps, teams and invitations.
 */
import { empty, fakeError, json } from '@org/http-core/testing';
import type { App, Organization } from '../../index.js';
import { canReach, requireUserToken, tokenOf, type FakeContext } from '../context.js';
import { uploadedFile } from '../multipart.js';
import { orgOf } from '../org-access.js';
import { childKey } from '../state.js';
import { iso } from '../time.js';
import { createApp, namePattern, slugOf } from './apps.js';
import type { Handlers } from './types.js';

/** Handlers of `organizations.*` but `listAdministered`. */
export function organizationHandlers(fake: FakeContext): Handlers {
  const { state } = fake;
  const { people } = state;
  const checkName = (name: string, except?: string) => {
    if (!namePattern.test(name)) throw fakeError(400, undefined, `Organization name '${name}' may only hold letters, digits, '-', '_' and '.'`);
    const org = people.orgNamed(name);
    if ((org && org.id !== except) || people.userNamed(name)) throw fakeError(409, undefined, `The name ${name} is taken`);
  };
  const appsOf = (org: Organization): App[] => state.apps.list((app) => app.owner.type === 'org' && app.owner.id === org.id);
  const save = (org: Organization): Organization => {
    people.organizations.set(org.id, org);
    for (const app of appsOf(org)) state.apps.set(app.id, { ...app, owner: { ...app.owner, name: org.name, display_name: org.display_name } });
    return org;
  };
  return {
    'organizations.list': (req) => {
      const me = tokenOf(req);
      const mine = me.appId === undefined ? people.organizations.list((org) => people.roleOf(org.id, me.user) !== undefined) : [];
      return json(
        200,
        mine.map(({ name, display_name, origin }) => ({ name, display_name, origin })),
      );
    },
    'organizations.create': (req) => {
      const me = requireUserToken(req);
      const body = req.body as { display_name?: string; name?: string };
      if (body.name === undefined && body.display_name === undefined) throw fakeError(400, undefined, 'An organization needs a name or a display name');
      const name = body.name ?? slugOf(body.display_name!);
      checkName(name);
      const at = iso(fake.now());
      const org: Organization = { id: state.ids.uuid(), name, display_name: body.display_name ?? name, origin: 'appcenter', created_at: at, updated_at: at };
      people.organizations.set(org.id, org);
      people.memberships.set(childKey(org.id, me.user), { orgId: org.id, userName: me.user, role: 'admin', joinedAt: at });
      return json(201, org);
    },
    'organizations.get': (req) => json(200, orgOf(fake, req).org),
    'organizations.update': (req) => {
      const { org } = orgOf(fake, req, 'admin');
      const patch = req.body as { display_name?: string; name?: string };
      if (patch.name !== undefined) checkName(patch.name, org.id);
      return json(200, save({ ...org, ...patch, updated_at: iso(fake.now()) }));
    },
    'organizations.delete': (req) => {
      const { org } = orgOf(fake, req, 'admin');
      for (const app of appsOf(org)) state.deleteApp(app.id);
      people.deleteOrganization(org.id);
      return empty(204);
    },
    'organizations.setAvatar': async (req, ctx) => {
      const { org } = orgOf(fake, req, 'admin');
      const file = await uploadedFile(req.body, req.headers['content-type'], 'avatar');
      people.avatars.set(org.id, { orgId: org.id, ...file });
      const avatarUrl = `${ctx.baseUrl}/fake-avatars/orgs/${encodeURIComponent(org.name)}/${encodeURIComponent(file.fileName)}`;
      return json(200, save({ ...org, avatar_url: avatarUrl, updated_at: iso(fake.now()) }));
    },
    'organizations.deleteAvatar': (req) => {
      const { org } = orgOf(fake, req, 'admin');
      people.avatars.remove(org.id, () => fakeError(404, undefined, `${org.name} has no uploaded avatar`));
      const { avatar_url: _gone, ...rest } = org;
      return json(200, save({ ...rest, updated_at: iso(fake.now()) }));
    },
    'organizations.listApps': (req) => {
      const { org } = orgOf(fake, req);
      const token = tokenOf(req);
      return json(
        200,
        appsOf(org).filter((app) => canReach(fake, token, app)),
      );
    },
    'organizations.createApp': (req) => {
      const { org } = orgOf(fake, req, 'appManager');
      const app = createApp(fake, { id: org.id, name: org.name, display_name: org.display_name, type: 'org' }, req.body as Parameters<typeof createApp>[2]);
      return json(201, app);
    },
  };
}
