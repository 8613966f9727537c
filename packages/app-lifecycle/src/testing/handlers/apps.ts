/**
 * Apps: names are unique per owner (409 otherwise) and made of letters, digits, `-`, `_` and `.`;
 * a new app belongs to the calling user. Deleting an app deletes everything it holds.
 */
import { empty, fakeError, json } from '@org/http-core/testing';
import type { App, AppOwner, NewApp, Organization } from '../../index.js';
import { appOf, appPath, canReach, requireUserToken, tokenOf, type FakeContext } from '../context.js';
import { uploadedFile } from '../multipart.js';
import { childKey } from '../state.js';
import { emptyExtras } from '../seed.js';
import { iso } from '../time.js';
import type { Handlers } from './types.js';

/** What names used in URLs (of apps, organisations, teams) may hold. */
export const namePattern = /^[A-Za-z0-9_.-]+$/;

/** The URL name the service derives from a display name. */
export function slugOf(displayName: string): string {
  return displayName
    .trim()
    .replace(/[^A-Za-z0-9_.-]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Refuses an app name that is malformed (400) or that the owner already has (409). */
function checkAppName(fake: FakeContext, owner: string, name: string, except?: string): void {
  if (!namePattern.test(name)) throw fakeError(400, undefined, `App name '${name}' may only hold letters, digits, '-', '_' and '.'`);
  const taken = fake.state.findApp(owner, name);
  if (taken && taken.id !== except) throw fakeError(409, undefined, `${owner} already has an app named ${name}`);
}

/** Creates an app of an owner (a user or an organisation) from the body of `apps.create`. */
export function createApp(fake: FakeContext, owner: AppOwner, body: { display_name: string; name?: string; os: NewApp['os']; platform: NewApp['platform'] } & Record<string, unknown>): App {
  const { state } = fake;
  const name = body.name ?? slugOf(body.display_name);
  checkAppName(fake, owner.name, name);
  const at = iso(fake.now());
  const app: App = {
    ...body,
    id: state.ids.uuid(),
    name,
    app_secret: state.ids.uuid(),
    origin: 'appcenter',
    created_at: at,
    updated_at: at,
    member_permissions: ['manager'],
    owner,
  };
  state.apps.create(app, app.id);
  state.extras.set(app.id, emptyExtras());
  return app;
}

/** Handlers of `apps.*`. */
export function appHandlers(fake: FakeContext): Handlers {
  const { state } = fake;
  const { people } = state;
  const checkName = (owner: string, name: string, except?: string) => checkAppName(fake, owner, name, except);
  const userOwner = (userName: string): AppOwner => {
    const user = people.userNamed(userName)!;
    return { id: user.id, name: user.name, display_name: user.display_name, email: user.email, type: 'user' };
  };
  const orgOwner = (org: Organization): AppOwner => ({ id: org.id, name: org.name, display_name: org.display_name, type: 'org' });
  /** Whether the caller may give the app away: its owner, or an admin of its organisation. */
  const canTransfer = (userName: string, app: App) =>
    app.owner.type === 'user' ? app.owner.name === userName : people.roleOf(app.owner.id, userName) === 'admin';
  const moveApp = (app: App, owner: AppOwner): App => {
    checkName(owner.name, app.name);
    const moved: App = { ...app, owner, updated_at: iso(fake.now()) };
    state.apps.set(app.id, moved);
    people.forgetApp(app.id);
    return moved;
  };
  return {
    'apps.list': (req) => {
      const token = tokenOf(req);
      const apps = state.apps.list().filter((app) => canReach(fake, token, app));
      const order = req.query.get('$orderBy');
      if (order === 'name' || order === 'display_name') apps.sort((a, b) => a[order].localeCompare(b[order]));
      else if (order !== null) throw fakeError(400, undefined, `Cannot order apps by ${order}`);
      return json(200, apps);
    },
    'apps.create': (req) => {
      const me = requireUserToken(req);
      return json(201, createApp(fake, userOwner(me.user), req.body as Parameters<typeof createApp>[2]));
    },
    'apps.get': (req) => json(200, appOf(fake, req)),
    'apps.update': (req, ctx) => {
      const app = appOf(fake, req);
      const patch = req.body as Partial<App> & { icon_asset_id?: string };
      if (patch.name !== undefined) checkName(app.owner.name, patch.name, app.id);
      const { icon_asset_id: asset, ...fields } = patch;
      const next: App = {
        ...app,
        ...fields,
        ...(asset === undefined ? {} : { icon_url: `${ctx.baseUrl}/fake-assets/${encodeURIComponent(asset)}`, icon_source: 'uploaded' }),
        updated_at: iso(fake.now()),
      };
      state.apps.set(app.id, next);
      return json(200, next);
    },
    'apps.delete': (req) => {
      const app = appOf(fake, req);
      state.deleteApp(app.id);
      return empty(204);
    },
    'apps.setAvatar': async (req, ctx) => {
      const app = appOf(fake, req);
      const file = await uploadedFile(req.body, req.headers['content-type'], 'avatar');
      state.avatars.set(app.id, { appId: app.id, ...file });
      const next: App = { ...app, icon_url: `${ctx.baseUrl}/fake-avatars${appPath(app)}/${encodeURIComponent(file.fileName)}`, icon_source: 'uploaded', updated_at: iso(fake.now()) };
      state.apps.set(app.id, next);
      return json(200, next);
    },
    'apps.deleteAvatar': (req) => {
      const app = appOf(fake, req);
      state.avatars.remove(app.id, () => fakeError(404, undefined, `${app.name} has no uploaded avatar`));
      const { icon_url: _url, icon_source: _source, ...rest } = app;
      const next: App = { ...rest, updated_at: iso(fake.now()) };
      state.apps.set(app.id, next);
      return json(200, next);
    },
    'apps.transfer': (req) => {
      const me = requireUserToken(req);
      const app = appOf(fake, req);
      if (!canTransfer(me.user, app)) throw fakeError(403, undefined, `Only the owner of ${app.name} or an admin of its organization can transfer it`);
      const destination = req.params.destination_owner_name!;
      if (destination === app.owner.name) throw fakeError(409, undefined, `${destination} already owns ${app.name}`);
      const org = people.orgNamed(destination);
      if (org) {
        if (people.roleOf(org.id, me.user) !== 'admin') throw fakeError(403, undefined, `Only an admin of ${destination} can transfer an app to it`);
        return json(200, moveApp(app, orgOwner(org)));
      }
      if (!people.userNamed(destination)) throw fakeError(404, undefined, `No user or organization ${destination}`);
      return json(200, moveApp(app, userOwner(destination)));
    },
    'apps.transferToOrg': (req) => {
      const me = requireUserToken(req);
      const app = appOf(fake, req);
      if (app.owner.type !== 'user') throw fakeError(400, undefined, `${app.name} already belongs to an organization`);
      if (!canTransfer(me.user, app)) throw fakeError(403, undefined, `Only the owner of ${app.name} can move it to an organization`);
      const name = app.name;
      if (people.orgNamed(name) || people.userNamed(name)) throw fakeError(409, undefined, `The name ${name} is taken`);
      const at = iso(fake.now());
      const org: Organization = { id: state.ids.uuid(), name, display_name: app.display_name, origin: 'appcenter', created_at: at, updated_at: at };
      people.organizations.set(org.id, org);
      people.memberships.set(childKey(org.id, me.user), { orgId: org.id, userName: me.user, role: 'admin', joinedAt: at });
      moveApp(app, orgOwner(org));
      return json(200, org);
    },
  };
}
