/**
 * What installed apps and install pages ask. The app is found by its secret (404 for an unknown one). The
 * private endpoints answer the caller's latest release (as `releases/latest` does) or a release by hash among
 * those; the public ones (no credential) answer the releases of public groups only. The Sparkle feed lists the
 * enabled releases of public groups; the iOS manifest needs the release's install token (403 otherwise); install
 * reports add to `analytics.releaseCounts`, each user once to the unique count.
 */
import { empty, fakeError, json, text } from '@org/http-core/testing';
import type { FakeContext } from '../context.js';
import { releaseAccess } from '../release-access.js';
import { detailOf } from '../release-views.js';
import { childKey } from '../state.js';
import type { Handlers } from './types.js';

/** Handlers of `sdkReleases.*`. */
export function sdkReleaseHandlers(fake: FakeContext): Handlers {
  const { state } = fake;
  const { distribution } = state;
  const { mine, appBySecret, publicGroups, inGroups, latestIn, available } = releaseAccess(fake);
  return {
    'sdkReleases.getLatestInPublicGroup': (req, ctx) => {
      const app = appBySecret(req);
      const group = publicGroups(app).find((g) => g.id === req.params.distribution_group_id);
      if (!group) throw fakeError(404, 'NotFound', `No public distribution group ${req.params.distribution_group_id}`);
      return available(app, latestIn(distribution.releasesOf(app.id).filter((r) => inGroups(r, [group]))), ctx.baseUrl, req);
    },
    'sdkReleases.getLatestPublic': (req, ctx) => {
      const app = appBySecret(req);
      return available(app, latestIn(distribution.releasesOf(app.id).filter((r) => inGroups(r, publicGroups(app)))), ctx.baseUrl, req);
    },
    'sdkReleases.listPublicGroups': (req) => {
      const app = appBySecret(req);
      const release = distribution.releasesOf(app.id).find((r) => r.release.fingerprint === req.params.release_hash);
      if (!release) throw fakeError(404, 'NotFound', `No release with hash ${req.params.release_hash}`);
      return json(200, publicGroups(app).filter((g) => inGroups(release, [g])).map((g) => ({ id: g.id })));
    },
    'sdkReleases.getSparkleFeed': (req, ctx) => {
      const app = appBySecret(req);
      const releases = distribution.releasesOf(app.id).filter((r) => r.release.enabled && inGroups(r, publicGroups(app)));
      const items = releases.map((r) => {
        const url = detailOf(distribution, r, app, ctx.baseUrl).download_url!;
        return `<item><title>${xml(r.release.short_version)}</title><description>${xml(r.release.release_notes ?? '')}</description><pubDate>${new Date(r.release.uploaded_at).toUTCString()}</pubDate><enclosure url="${xml(url)}" sparkle:version="${xml(r.release.version)}" sparkle:shortVersionString="${xml(r.release.short_version)}" length="${r.release.size ?? 0}" type="application/octet-stream"/></item>`;
      });
      const feed = `<?xml version="1.0" encoding="utf-8"?>\n<rss version="2.0" xmlns:sparkle="http://www.andymatuschak.org/xml-namespaces/sparkle"><channel><title>${xml(app.display_name)}</title>${items.join('')}</channel></rss>\n`;
      return text(200, feed, { 'content-type': 'application/rss+xml; charset=utf-8' });
    },
    'sdkReleases.getLatestPrivate': (req, ctx) => {
      const app = appBySecret(req);
      return available(app, latestIn(mine(app, true)), ctx.baseUrl, req);
    },
    'sdkReleases.getByHash': (req, ctx) => {
      const app = appBySecret(req);
      const hash = req.params.release_hash!;
      const release = hash === 'latest' ? latestIn(mine(app, true)) : mine(app).find((r) => r.release.fingerprint === hash);
      return available(app, release, ctx.baseUrl, req);
    },
    'sdkReleases.getIosManifest': (req, ctx) => {
      const app = state.apps.get(req.params.app_id!);
      const release = app ? distribution.releases.get(childKey(app.id, req.params.release_id!)) : undefined;
      if (!app || !release || !release.profile) throw fakeError(404, 'NotFound', 'No such iOS release');
      if (req.query.get('token') !== release.installToken) throw fakeError(403, 'Forbidden', 'The token does not match the release');
      const url = detailOf(distribution, release, app, ctx.baseUrl).download_url!;
      const plist = [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">',
        '<plist version="1.0"><dict><key>items</key><array><dict>',
        `<key>assets</key><array><dict><key>kind</key><string>software-package</string><key>url</key><string>${xml(url)}</string></dict></array>`,
        `<key>metadata</key><dict><key>bundle-identifier</key><string>${xml(release.release.bundle_identifier ?? '')}</string><key>bundle-version</key><string>${xml(release.release.short_version)}</string><key>kind</key><string>software</string><key>title</key><string>${xml(app.display_name)}</string></dict>`,
        '</dict></array></dict></plist>',
        '',
      ].join('\n');
      return text(200, plist, { 'content-type': 'application/xml; charset=utf-8' });
    },
    'sdkReleases.reportInstalls': (req) => {
      const app = state.findApp(req.params.owner_name!, req.params.app_name!);
      if (!app) throw fakeError(404, 'NotFound', `No app ${req.params.owner_name}/${req.params.app_name}`);
      const counts = state.extrasOf(app.id).releases;
      for (const install of (req.body as { releases?: Array<{ release_id: number; distribution_group_id: string; user_id: string }> }).releases ?? []) {
        const release = distribution.releases.get(childKey(app.id, install.release_id));
        if (!release) throw fakeError(404, 'NotFound', `No release ${install.release_id}`);
        const group = distribution.groupOf(app.id, install.distribution_group_id);
        const key = `${app.id}/${install.release_id}/${install.user_id}`;
        const current = counts.get(String(install.release_id)) ?? { release_id: String(install.release_id), total_count: 0, unique_count: 0, ...(group ? { distribution_group: group.name } : {}) };
        counts.set(String(install.release_id), { ...current, total_count: current.total_count + 1, unique_count: current.unique_count + (distribution.installs.has(key) ? 0 : 1) });
        distribution.installs.add(key);
      }
      return empty(204);
    },
  };
}

/** Text escaped for XML. */
function xml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}
