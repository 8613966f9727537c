/**
 * What builds are set up with: the repository (one active configuration per app; configuring another turns the
 * active one `inactive`; only HTTPS addresses, 400 otherwise; user tokens only, 403 otherwise), the repositories
 * a source host offers (the seeded user's GitHub repositories; none on other hosts), the toolsets of the build
 * machines (a fixed list), file assets (an address on the file service and a token), and the public webhook,
 * which takes any JSON object and keeps it in `state.hookEvents`.
 */
import { empty, fakeError, json } from '@org/http-core/testing';
import type { AvailableToolsets, FileAsset, NewRepositoryConfig, RepositoryConfig } from '../../index.js';
import type { BlobStore } from '../blob-store.js';
import { appOf, requireUserToken, type FakeContext } from '../context.js';
import { childKey } from '../state.js';
import type { Handlers } from './types.js';

/** The toolsets of the fake's build machines. */
export const fakeToolsets: Required<AvailableToolsets> = {
  xamarin: [
    { sdkBundle: '6_12_24', monoVersion: '6.12.0.200', current: true, stable: true, xcodeVersions: ['15.4', '16.0'] },
    { sdkBundle: '6_12_18', monoVersion: '6.12.0.182', current: false, stable: true, xcodeVersions: ['15.2'] },
  ],
  xcode: [
    { name: '16.0', current: true },
    { name: '15.4', current: false },
  ],
  node: [
    { name: '20', current: true },
    { name: '18', current: false },
  ],
};

/** The kind of host a repository address points to. */
function hostType(url: string): string {
  const host = new URL(url).hostname;
  if (host.includes('github')) return 'github';
  if (host.includes('bitbucket')) return 'bitbucket';
  if (host.includes('gitlab')) return 'gitlab';
  if (host.includes('azure') || host.includes('visualstudio')) return 'vsts';
  return 'git';
}

/** Handlers of `repositories.*`, `toolsets.*`, `fileAssets.*` and `buildHooks.*`. */
export function buildSetupHandlers(fake: FakeContext, blobs: BlobStore): Handlers {
  const { state } = fake;
  const configsOf = (appId: string) => state.childrenOf(state.repoConfigs, appId);
  return {
    'repositories.listConfigs': (req) => {
      const app = appOf(fake, req);
      const configs = configsOf(app.id).map((c) => c.config);
      const active = configs.filter((c) => c.state === 'active');
      return json(200, active.length > 0 || req.query.get('includeInactive') !== 'true' ? active : configs);
    },
    'repositories.configure': (req) => {
      const app = appOf(fake, req);
      const user = requireUserToken(req);
      const body = req.body as NewRepositoryConfig;
      let url: URL;
      try {
        url = new URL(body.repo_url);
      } catch {
        throw fakeError(400, undefined, `${body.repo_url} is not an address`);
      }
      if (url.protocol !== 'https:') throw fakeError(400, undefined, 'repo_url must be an HTTPS address');
      for (const stored of configsOf(app.id)) {
        if (stored.config.state === 'active') state.repoConfigs.set(childKey(app.id, stored.config.id), { ...stored, config: { ...stored.config, state: 'inactive' } });
      }
      const config: RepositoryConfig = { ...body, id: state.ids.uuid(), type: hostType(body.repo_url), state: 'active', user_email: user.user === state.user.name ? state.user.email : undefined };
      state.repoConfigs.set(childKey(app.id, config.id), { appId: app.id, config });
      return json(200, { message: `${app.name} builds from ${body.repo_url}` });
    },
    'repositories.deleteConfig': (req) => {
      const app = appOf(fake, req);
      const active = configsOf(app.id).find((c) => c.config.state === 'active');
      if (!active) throw fakeError(404, undefined, `${app.name} has no repository configured`);
      state.repoConfigs.delete(childKey(app.id, active.config.id));
      return json(200, { message: `${app.name} no longer builds from ${active.config.repo_url}` });
    },
    'repositories.listFromHost': (req) => {
      appOf(fake, req);
      requireUserToken(req);
      if (req.params.source_host !== 'github') return json(200, []);
      const owner = state.user.name;
      return json(
        200,
        ['test-app', 'shop-web', 'design-system'].map((name) => ({ name, clone_url: `https://github.com/${owner}/${name}.git` })),
      );
    },
    'toolsets.list': (req) => {
      appOf(fake, req);
      const tool = req.query.get('tools') as keyof AvailableToolsets | null;
      return json(200, tool ? { [tool]: fakeToolsets[tool] ?? [] } : fakeToolsets);
    },
    'toolsets.listXamarinSdkBundles': (req) => {
      appOf(fake, req);
      return json(200, fakeToolsets.xamarin);
    },
    'toolsets.listXcodeVersions': (req) => {
      appOf(fake, req);
      return json(200, fakeToolsets.xcode);
    },
    'fileAssets.create': (req) => {
      const app = appOf(fake, req);
      const id = state.ids.uuid();
      const token = state.ids.hex(40);
      const asset: FileAsset = {
        id,
        token,
        urlEncodedToken: encodeURIComponent(token),
        uploadDomain: blobs.url,
        uploadWindowLocation: blobs.url,
        location: `${blobs.url}/blobs/${encodeURIComponent(`file-assets/${id}`)}`,
      };
      state.fileAssets.set(childKey(app.id, id), { appId: app.id, asset });
      return json(200, asset);
    },
    'buildHooks.send': (req) => {
      const body = req.body;
      if (typeof body !== 'object' || body === null || Array.isArray(body)) throw fakeError(400, undefined, 'The webhook takes a JSON object');
      state.hookEvents.create(body as Record<string, unknown>);
      return empty(200);
    },
  };
}
