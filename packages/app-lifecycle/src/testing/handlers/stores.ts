/**
 * Distribution stores and publishing releases to them. Store names are unique per app (409); a store needs a
 * name and a type (400). Publishing (`releases.addStore`) starts `Submitted` and moves on every
 * `readsPerUploadStep` reads of its real-time status: `Publishing`, then `Published` — or `Failed` on a Google
 * Play store when the release's version code is not above one already published there (the store's rule), with
 * the reason in `getPublishError` and the publish log. Deleting a store takes its releases out of it.
 */
import { empty, fakeError, json, text, type FakeRequest } from '@org/http-core/testing';
import type { App, DistributionStore } from '../../index.js';
import { appOf, type FakeContext } from '../context.js';
import { releaseAccess } from '../release-access.js';
import type { StorePublishing, StoredRelease, StoredStore } from '../distribution-records.js';
import { childKey } from '../state.js';
import { iso } from '../time.js';
import type { Handlers } from './types.js';

/** Handlers of `stores.*`, `storeReleases.*`, `releases.addStore` and `releases.removeStore`. */
export function storeHandlers(fake: FakeContext): Handlers {
  const { state } = fake;
  const { distribution } = state;
  const storeByName = (app: App, name: string): StoredStore =>
    distribution.stores.require(childKey(app.id, name), () => fakeError(404, 'NotFound', `No distribution store ${name}`));
  const storeById = (app: App, id: string): StoredStore => {
    const found = distribution.stores.list((s) => s.appId === app.id && s.store.id === id)[0];
    if (!found) throw fakeError(404, 'NotFound', `No distribution store ${id}`);
    return found;
  };
  const { releaseOf } = releaseAccess(fake);
  const inStore = (store: StoredStore) => distribution.releasesOf(store.appId).filter((r) => r.stores.some((s) => s.storeId === store.store.id));
  const publishingOf = (release: StoredRelease, store: StoredStore): StorePublishing => {
    const found = release.stores.find((s) => s.storeId === store.store.id);
    if (!found) throw fakeError(404, 'NotFound', `Release ${release.release.id} was not published to ${store.store.name}`);
    return found;
  };
  const publishedTo = (req: FakeRequest) => {
    const app = appOf(fake, req);
    const store = storeByName(app, req.params.store_name!);
    const release = releaseOf(app, req.params.release_id!);
    return { app, store, release, publishing: publishingOf(release, store) };
  };
  const line = (message: string) => `${iso(fake.now())} ${message}`;

  /** One read of a publishing's status: it moves on once read often enough. */
  const advance = (store: StoredStore, release: StoredRelease, publishing: StorePublishing): void => {
    if (publishing.status === 'Published' || publishing.status === 'Failed') return;
    if (++publishing.reads < state.readsPerUploadStep) return;
    publishing.reads = 0;
    if (publishing.status === 'Submitted') {
      publishing.status = 'Publishing';
      publishing.log.push(line(`Uploading ${release.release.short_version} (${release.release.version}) to ${store.store.name}`));
      return;
    }
    const code = Number(release.release.version);
    const used = inStore(store).some(
      (other) => other.release.id !== release.release.id && other.stores.some((s) => s.storeId === store.store.id && s.status === 'Published') && Number(other.release.version) >= code,
    );
    if (store.store.type === 'googleplay' && used) {
      publishing.status = 'Failed';
      publishing.error = `Version code ${release.release.version} has already been used`;
      publishing.log.push(line(publishing.error));
    } else {
      publishing.status = 'Published';
      publishing.log.push(line(`Published to the ${store.store.track ?? 'production'} track`));
    }
  };
  const storeReleaseOf = (store: StoredStore, release: StoredRelease) => {
    const publishing = publishingOf(release, store);
    const latest = inStore(store).find((r) => r.stores.some((s) => s.storeId === store.store.id && s.status === 'Published'));
    return {
      id: release.release.id,
      version: release.release.version,
      short_version: release.release.short_version,
      uploaded_at: release.release.uploaded_at,
      destination_type: 'store',
      distribution_stores: [{ id: store.store.id, name: store.store.name, type: store.store.type, publishing_status: publishing.status, is_latest: latest?.release.id === release.release.id }],
    };
  };
  const storeReleaseDetail = (app: App, store: StoredStore, release: StoredRelease, baseUrl: string) => ({
    ...storeReleaseOf(store, release),
    app_name: app.name,
    app_display_name: app.display_name,
    release_notes: release.release.release_notes,
    size: release.release.size,
    fingerprint: release.release.fingerprint,
    download_url: `${baseUrl}/fake-downloads/releases/${app.id}/${release.release.id}`,
    status: 'available',
  });

  return {
    'stores.list': (req) => {
      const app = appOf(fake, req);
      return json(200, distribution.stores.list((s) => s.appId === app.id).map((s) => s.store));
    },
    'stores.create': (req) => {
      const app = appOf(fake, req);
      const body = req.body as DistributionStore & { intune_details?: Record<string, unknown> };
      if (!body.name || !body.type) throw fakeError(400, 'BadRequest', 'A store needs a name and a type');
      if (distribution.stores.has(childKey(app.id, body.name))) throw fakeError(409, 'Conflict', `A store named ${body.name} already exists`);
      const { intune_details, ...rest } = body;
      const store = {
        ...rest,
        id: distribution.ids.uuid(),
        name: body.name,
        created_by: state.user.email,
        created_by_principal_type: 'user',
        ...(intune_details ? { intune_details: { app_category: intune_details['app_category'], target_audience: intune_details['target_audience'] } } : {}),
      } as StoredStore['store'];
      distribution.stores.set(childKey(app.id, store.name), { appId: app.id, store });
      return json(201, store);
    },
    'stores.get': (req) => {
      const app = appOf(fake, req);
      return json(200, storeByName(app, req.params.store_name!).store);
    },
    'stores.update': (req) => {
      const app = appOf(fake, req);
      const stored = storeByName(app, req.params.store_name!);
      stored.store = { ...stored.store, service_connection_id: (req.body as { service_connection_id: string }).service_connection_id };
      distribution.stores.set(childKey(app.id, stored.store.name), stored);
      return empty(200);
    },
    'stores.delete': (req) => {
      const app = appOf(fake, req);
      const stored = storeByName(app, req.params.store_name!);
      for (const release of inStore(stored)) {
        release.stores.splice(release.stores.indexOf(publishingOf(release, stored)), 1);
        distribution.saveRelease(release);
      }
      distribution.stores.delete(childKey(app.id, stored.store.name));
      return empty(204);
    },
    'stores.getServiceStatus': (req) => {
      const app = appOf(fake, req);
      const supported = app.os === 'Android' || app.os === 'iOS';
      return json(200, { service: 'store', status: supported ? 'available' : 'unsupported', valid_until: Math.floor(fake.now() / 1000) + 3600 });
    },
    'releases.addStore': (req) => {
      const app = appOf(fake, req);
      const release = releaseOf(app, req.params.release_id!);
      const store = storeById(app, (req.body as { id: string }).id);
      if (release.stores.some((s) => s.storeId === store.store.id)) throw fakeError(409, 'Conflict', `The release was already published to ${store.store.name}`);
      release.stores.push({ storeId: store.store.id, status: 'Submitted', reads: 0, log: [line(`Submitted to ${store.store.name}`)] });
      distribution.saveRelease(release);
      return json(201, { id: store.store.id });
    },
    'releases.removeStore': (req) => {
      const app = appOf(fake, req);
      const release = releaseOf(app, req.params.release_id!);
      const store = storeById(app, req.params.store_id!);
      release.stores.splice(release.stores.indexOf(publishingOf(release, store)), 1);
      distribution.saveRelease(release);
      return empty(200);
    },
    'storeReleases.list': (req) => {
      const app = appOf(fake, req);
      const store = storeByName(app, req.params.store_name!);
      return json(200, inStore(store).map((r) => storeReleaseOf(store, r)));
    },
    'storeReleases.getLatest': (req, ctx) => {
      const app = appOf(fake, req);
      const store = storeByName(app, req.params.store_name!);
      const latest = inStore(store).find((r) => r.stores.some((s) => s.storeId === store.store.id && s.status === 'Published'));
      return json(200, latest ? [storeReleaseDetail(app, store, latest, ctx.baseUrl)] : []);
    },
    'storeReleases.get': (req, ctx) => {
      const { app, store, release } = publishedTo(req);
      return json(200, [storeReleaseDetail(app, store, release, ctx.baseUrl)]);
    },
    'storeReleases.delete': (req) => {
      const { release, publishing } = publishedTo(req);
      release.stores.splice(release.stores.indexOf(publishing), 1);
      distribution.saveRelease(release);
      return empty(204);
    },
    'storeReleases.getPublishError': (req) => {
      const { publishing, release } = publishedTo(req);
      if (publishing.status !== 'Failed') throw fakeError(404, 'NotFound', `Publishing release ${release.release.id} has not failed`);
      return json(200, { message: publishing.error, is_log_available: true });
    },
    'storeReleases.getPublishLogs': (req) => {
      const { publishing } = publishedTo(req);
      return text(200, publishing.log.join('\n') + '\n');
    },
    'storeReleases.getRealtimeStatus': (req) => {
      const { app, store, release, publishing } = publishedTo(req);
      advance(store, release, publishing);
      distribution.saveRelease(release);
      return json(200, {
        app_id: app.id,
        release_id: String(release.release.id),
        status: { status: publishing.status, storetype: store.store.type, track: store.store.track, version: release.release.short_version },
      });
    },
  };
}
