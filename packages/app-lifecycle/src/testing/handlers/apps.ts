/**
 * Apps: names are unique per owner (409 otherwise) and made of letters, digits, `-`, `_` and `.`;
 * a new app belongs to the calling user. Deleting an app deletes everything it holds.
 */
import { empty, fakeError, json } from '@org/http-core/testing';
import type { App } from '../../index.js';
import { appOf, appPath, canReach, requireUserToken, tokenOf, type FakeContext } from '../context.js';
import { uploadedFile } from '../multipart.js';
import { emptyExtras } from '../seed.js';
import { iso } from '../time.js';
import type { Handlers } from './types.js';

const namePattern = /^[A-Za-z0-9_.-]+$/;

/** The URL name the service derives from a display name. */
export function slugOf(displayName: string): string {
  return displayName
    .trim()
    .replace(/[^A-Za-z0-9_.-]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Handlers of `apps.*`. */
export function appHandlers(fake: FakeContext): Handlers {
  const { state } = fake;
  const checkName = (owner: string, name: string, except?: string) => {
    if (!namePattern.test(name)) throw fakeError(400, undefined, `App name '${name}' may only hold letters, digits, '-', '_' and '.'`);
    const taken = state.findApp(owner, name);
    if (taken && taken.id !== except) throw fakeError(409, undefined, `${owner} already has an app named ${name}`);
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
      const body = req.body as { display_name: string; name?: string; os: string; platform: string } & Record<string, unknown>;
      const name = body.name ?? slugOf(body.display_name);
      checkName(me.user, name);
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
        owner: { id: state.user.id, name: state.user.name, display_name: state.user.display_name, email: state.user.email, type: 'user' },
      };
      state.apps.create(app, app.id);
      state.extras.set(app.id, emptyExtras());
      return json(201, app);
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
  };
}
