/**
 * Releases and where they go. Releases are numbered per app (1, 2, ...). A release is distributed to groups
 * (by id; `releases.update` also by name), testers (by email; unknown emails become testers) and stores (see
 * `stores.ts`); adding a destination twice answers 409, removing one it does not have 404. A tester — the
 * fake's user, the caller — sees the releases distributed to a group they belong to or to them directly:
 * `scope=tester`, `filter_by_tester`, `releases/latest` and the SDK endpoints answer only those; a public group's
 * releases are open to anyone with the app secret. Disabled releases are not offered as latest. Adding an iOS
 * release to a group or tester whose devices its profile lacks starts a re-signing (`provisioning_status_url`),
 * `inProgress` until read, then `completed` with the devices added to the profile.
 */
import { empty, fakeError, json, text, type FakeRequest } from '@org/http-core/testing';
import type { App, ReleaseDistribution } from '../../index.js';
import { appOf, appPath, type FakeContext } from '../context.js';
import type { ReleaseTarget, StoredGroup, StoredRelease } from '../distribution-records.js';
import { detailOf, summaryOf } from '../release-views.js';
import { childKey } from '../state.js';
import type { Handlers } from './types.js';

/** Handlers of `releases.*`, `distributionGroups.*` (releases and devices) and `sdkReleases.*`. */
export function releaseHandlers(fake: FakeContext): Handlers {
  const { state } = fake;
  const { distribution } = state;
  const me = () => state.user.id;
  const releaseOf = (app: App, id: string | number): StoredRelease =>
    distribution.releases.require(childKey(app.id, id), () => fakeError(404, 'NotFound', `No release ${id}`));
  const groupById = (app: App, id: string): StoredGroup =>
    distribution.groups.require(childKey(app.id, id), () => fakeError(404, 'NotFound', `No distribution group ${id}`));
  const groupByName = (app: App, name: string): StoredGroup => {
    const found = distribution.groupsOf(app.id).find((g) => g.name === name);
    if (!found) throw fakeError(404, 'NotFound', `No distribution group ${name}`);
    return found;
  };
  /** The releases of an app the caller may install, newest first; disabled ones left out when `enabledOnly`. */
  const mine = (app: App, enabledOnly = false) =>
    distribution.releasesOf(app.id).filter((r) => distribution.reaches(r, me()) && (!enabledOnly || r.release.enabled));
  const appBySecret = (req: FakeRequest): App => {
    const app = state.apps.list().find((a) => a.app_secret === req.params.app_secret);
    if (!app) throw fakeError(404, 'NotFound', 'No app has this app secret');
    return app;
  };
  const publicGroups = (app: App) => distribution.groupsOf(app.id).filter((g) => g.isPublic);
  const inGroups = (release: StoredRelease, groups: readonly StoredGroup[]) => release.groups.some((g) => groups.some((p) => p.id === g.id));
  const latestIn = (releases: readonly StoredRelease[]) => releases.find((r) => r.release.enabled);

  /** Starts a re-signing when an iOS release lacks devices of the new destination; its status address. */
  const resignFor = (app: App, release: StoredRelease, testerIds: readonly string[], baseUrl: string): string | undefined => {
    if (!release.profile) return undefined;
    const missing = distribution.udidsOf(testerIds).filter((udid) => !release.profile!.udids?.includes(udid));
    if (missing.length === 0) return undefined;
    const id = distribution.ids.uuid();
    distribution.resigns.set(id, { appId: app.id, id, releaseId: release.release.id, udids: missing, status: 'inProgress' });
    return `${baseUrl}${appPath(app)}/releases/${release.release.id}/update_devices/${id}`;
  };
  const addTarget = (targets: ReleaseTarget[], id: string, mandatory: boolean | undefined, what: string) => {
    if (targets.some((t) => t.id === id)) throw fakeError(409, 'Conflict', `The release was already distributed to ${what}`);
    targets.push({ id, mandatory: mandatory ?? false });
  };
  const targetOf = (targets: ReleaseTarget[], id: string, what: string): ReleaseTarget => {
    const found = targets.find((t) => t.id === id);
    if (!found) throw fakeError(404, 'NotFound', `The release was not distributed to ${what} ${id}`);
    return found;
  };
  const removeTarget = (targets: ReleaseTarget[], id: string, what: string) => {
    targets.splice(targets.indexOf(targetOf(targets, id, what)), 1);
  };
  const sdkRelease = (app: App, release: StoredRelease | undefined, baseUrl: string, req: FakeRequest) => {
    if (!release) throw fakeError(404, 'NotFound', 'No release is available');
    return json(200, detailOf(distribution, release, app, baseUrl, req.query.get('udid')));
  };

  return {
    'releases.list': (req) => {
      const app = appOf(fake, req);
      let releases = req.query.get('scope') === 'tester' ? mine(app) : distribution.releasesOf(app.id);
      if (req.query.get('published_only') === 'true') releases = releases.filter((r) => r.groups.length + r.testers.length + r.stores.length > 0);
      const only = req.query.get('releaseId');
      if (only !== null) releases = releases.filter((r) => r.release.id === Number(only));
      const top = req.query.get('top');
      if (top !== null) releases = releases.slice(0, Number(top));
      return json(200, releases.map((r) => summaryOf(distribution, r)));
    },
    'releases.listLatest': (req) => {
      const app = appOf(fake, req);
      const latest = new Map<number, StoredRelease>();
      const seen = new Set<string>();
      for (const release of distribution.releasesOf(app.id)) {
        for (const id of [...release.groups.map((g) => g.id), ...release.testers.map((t) => t.id), ...release.stores.map((s) => s.storeId)]) {
          if (seen.has(id)) continue;
          seen.add(id);
          latest.set(release.release.id, release);
        }
      }
      return json(200, [...latest.values()].map((r) => summaryOf(distribution, r)));
    },
    'releases.listAvailableToTester': (req) => {
      const app = appOf(fake, req);
      return json(200, mine(app).map((r) => summaryOf(distribution, r)));
    },
    'releases.get': (req, ctx) => {
      const app = appOf(fake, req);
      const id = req.params.release_id!;
      if (id === 'latest') return sdkRelease(app, latestIn(mine(app)), ctx.baseUrl, req);
      return json(200, detailOf(distribution, releaseOf(app, id), app, ctx.baseUrl, req.query.get('udid')));
    },
    'releases.update': (req, ctx) => {
      const app = appOf(fake, req);
      const release = releaseOf(app, req.params.release_id!);
      const body = req.body as ReleaseDistribution;
      const named = [
        ...(body.destinations ?? []),
        ...(body.destination_id || body.destination_name ? [{ id: body.destination_id, name: body.destination_name }] : []),
        ...(body.distribution_group_id || body.distribution_group_name ? [{ id: body.distribution_group_id, name: body.distribution_group_name }] : []),
      ];
      const groups = named.map((d) => (d.id ? groupById(app, d.id) : groupByName(app, d.name ?? '')));
      for (const group of groups) {
        const existing = release.groups.find((g) => g.id === group.id);
        if (existing) existing.mandatory = body.mandatory_update ?? existing.mandatory;
        else release.groups.push({ id: group.id, mandatory: body.mandatory_update ?? false });
      }
      if (body.release_notes !== undefined) release.release.release_notes = body.release_notes;
      if (body.build !== undefined) release.release.build = body.build;
      const resign = resignFor(app, release, groups.flatMap((g) => g.members), ctx.baseUrl);
      distribution.saveRelease(release);
      return json(200, {
        release_notes: release.release.release_notes,
        mandatory_update: body.mandatory_update ?? false,
        destinations: groups.map((g) => ({ id: g.id, name: g.name })),
        ...(resign ? { provisioning_status_url: resign } : {}),
      });
    },
    'releases.updateDetails': (req) => {
      const app = appOf(fake, req);
      const release = releaseOf(app, req.params.release_id!);
      const body = req.body as { enabled?: boolean; release_notes?: string; build?: StoredRelease['release']['build'] };
      if (body.enabled !== undefined) release.release.enabled = body.enabled;
      if (body.release_notes !== undefined) release.release.release_notes = body.release_notes;
      if (body.build !== undefined) release.release.build = body.build;
      distribution.saveRelease(release);
      return json(200, { enabled: release.release.enabled, release_notes: release.release.release_notes });
    },
    'releases.delete': (req) => {
      const app = appOf(fake, req);
      distribution.releases.remove(childKey(app.id, req.params.release_id!), () => fakeError(404, 'NotFound', `No release ${req.params.release_id}`));
      return empty(200);
    },
    'releases.addGroup': (req, ctx) => {
      const app = appOf(fake, req);
      const release = releaseOf(app, req.params.release_id!);
      const body = req.body as { id: string; mandatory_update?: boolean };
      const group = groupById(app, body.id);
      addTarget(release.groups, group.id, body.mandatory_update, `group ${group.name}`);
      const resign = resignFor(app, release, group.members, ctx.baseUrl);
      distribution.saveRelease(release);
      return json(201, { id: group.id, mandatory_update: body.mandatory_update ?? false, ...(resign ? { provisioning_status_url: resign } : {}) });
    },
    'releases.updateGroup': (req) => {
      const app = appOf(fake, req);
      const release = releaseOf(app, req.params.release_id!);
      targetOf(release.groups, req.params.group_id!, 'group').mandatory = (req.body as { mandatory_update: boolean }).mandatory_update;
      distribution.saveRelease(release);
      return empty(200);
    },
    'releases.removeGroup': (req) => {
      const app = appOf(fake, req);
      const release = releaseOf(app, req.params.release_id!);
      removeTarget(release.groups, req.params.group_id!, 'group');
      distribution.saveRelease(release);
      return empty(200);
    },
    'releases.addTester': (req, ctx) => {
      const app = appOf(fake, req);
      const release = releaseOf(app, req.params.release_id!);
      const body = req.body as { email: string; mandatory_update?: boolean };
      const tester = distribution.testerByEmail(body.email);
      addTarget(release.testers, tester.id, body.mandatory_update, tester.email);
      const resign = resignFor(app, release, [tester.id], ctx.baseUrl);
      distribution.saveRelease(release);
      return json(201, { id: tester.id, mandatory_update: body.mandatory_update ?? false, ...(resign ? { provisioning_status_url: resign } : {}) });
    },
    'releases.updateTester': (req) => {
      const app = appOf(fake, req);
      const release = releaseOf(app, req.params.release_id!);
      targetOf(release.testers, req.params.tester_id!, 'tester').mandatory = (req.body as { mandatory_update: boolean }).mandatory_update;
      distribution.saveRelease(release);
      return empty(200);
    },
    'releases.removeTester': (req) => {
      const app = appOf(fake, req);
      const release = releaseOf(app, req.params.release_id!);
      removeTarget(release.testers, req.params.tester_id!, 'tester');
      distribution.saveRelease(release);
      return empty(200);
    },
    'releases.removeTesterEverywhere': (req) => {
      const app = appOf(fake, req);
      const id = req.params.tester_id!;
      const holding = distribution.releasesOf(app.id).filter((r) => r.testers.some((t) => t.id === id));
      if (holding.length === 0) throw fakeError(404, 'NotFound', `No release was distributed to tester ${id}`);
      for (const release of holding) {
        removeTarget(release.testers, id, 'tester');
        distribution.saveRelease(release);
      }
      return empty(200);
    },
    'releases.getProvisioningProfile': (req) => {
      const app = appOf(fake, req);
      const release = releaseOf(app, req.params.release_id!);
      if (!release.profile) throw fakeError(404, 'NotFound', `Release ${release.release.id} is not an iOS release`);
      return json(200, release.profile);
    },
    'releases.getUpdateDevicesStatus': (req) => {
      const app = appOf(fake, req);
      const release = releaseOf(app, req.params.release_id!);
      const resign = distribution.resigns.get(req.params.resign_id!);
      if (!resign || resign.appId !== app.id || resign.releaseId !== release.release.id) throw fakeError(404, 'NotFound', `No re-signing ${req.params.resign_id}`);
      const answer = { status: resign.status, ...(req.query.get('include_provisioning_profile') === 'true' ? { provisioning_profile: release.profile } : {}) };
      if (resign.status === 'inProgress') {
        resign.status = 'completed';
        release.profile = { ...release.profile!, udids: [...new Set([...(release.profile!.udids ?? []), ...resign.udids])] };
        distribution.resigns.set(resign.id, resign);
        distribution.saveRelease(release);
      }
      return json(200, answer);
    },
    'distributionGroups.listReleases': (req) => {
      const app = appOf(fake, req);
      const group = groupByName(app, req.params.distribution_group_name!);
      const releases = distribution.releasesOf(app.id).filter((r) => r.groups.some((g) => g.id === group.id));
      return json(
        200,
        releases.map((r) => ({ ...summaryOf(distribution, r), mandatory_update: r.groups.find((g) => g.id === group.id)!.mandatory })),
      );
    },
    'distributionGroups.getRelease': (req, ctx) => {
      const app = appOf(fake, req);
      const group = groupByName(app, req.params.distribution_group_name!);
      const inGroup = distribution.releasesOf(app.id).filter((r) => r.groups.some((g) => g.id === group.id));
      const id = req.params.release_id!;
      const release = id === 'latest' ? latestIn(inGroup) : inGroup.find((r) => r.release.id === Number(id));
      if (!release) throw fakeError(404, 'NotFound', `No release ${id} in group ${group.name}`);
      return json(200, detailOf(distribution, release, app, ctx.baseUrl));
    },
    'distributionGroups.deleteRelease': (req) => {
      const app = appOf(fake, req);
      const group = groupByName(app, req.params.distribution_group_name!);
      const release = releaseOf(app, req.params.release_id!);
      if (!release.groups.some((g) => g.id === group.id)) throw fakeError(404, 'NotFound', `Release ${release.release.id} is not in group ${group.name}`);
      distribution.releases.delete(childKey(app.id, release.release.id));
      return empty(200);
    },
    'distributionGroups.listDevices': (req) => {
      const app = appOf(fake, req);
      const group = groupByName(app, req.params.distribution_group_name!);
      const releaseId = req.query.get('release_id');
      const profile = releaseId === null ? undefined : releaseOf(app, releaseId).profile;
      const devices = distribution.devices.list((d) => group.members.includes(d.userId)).map((d) => d.device);
      return json(200, releaseId === null ? devices : devices.map((d) => ({ ...d, status: profile?.udids?.includes(d.udid) ? 'provisioned' : 'unprovisioned' })));
    },
    'distributionGroups.downloadDevices': (req) => {
      const app = appOf(fake, req);
      const group = groupByName(app, req.params.distribution_group_name!);
      const udids = req.query.getAll('udids');
      const latest = latestIn(distribution.releasesOf(app.id).filter((r) => r.groups.some((g) => g.id === group.id)));
      let devices = distribution.devices.list((d) => group.members.includes(d.userId)).map((d) => d.device);
      if (udids.length > 0) devices = devices.filter((d) => udids.includes(d.udid));
      if (req.query.get('unprovisioned_only') === 'true') devices = devices.filter((d) => !latest?.profile?.udids?.includes(d.udid));
      const rows = devices.map((d) => `${d.udid},${d.device_name},ios`);
      return text(200, ['Device ID,Device Name,Device Platform', ...rows].join('\n') + '\n', { 'content-type': 'text/csv; charset=utf-8' });
    },
    'sdkReleases.getLatestInPublicGroup': (req, ctx) => {
      const app = appBySecret(req);
      const group = publicGroups(app).find((g) => g.id === req.params.distribution_group_id);
      if (!group) throw fakeError(404, 'NotFound', `No public distribution group ${req.params.distribution_group_id}`);
      return sdkRelease(app, latestIn(distribution.releasesOf(app.id).filter((r) => inGroups(r, [group]))), ctx.baseUrl, req);
    },
    'sdkReleases.getLatestPublic': (req, ctx) => {
      const app = appBySecret(req);
      return sdkRelease(app, latestIn(distribution.releasesOf(app.id).filter((r) => inGroups(r, publicGroups(app)))), ctx.baseUrl, req);
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
      return sdkRelease(app, latestIn(mine(app, true)), ctx.baseUrl, req);
    },
    'sdkReleases.getByHash': (req, ctx) => {
      const app = appBySecret(req);
      const hash = req.params.release_hash!;
      const release = hash === 'latest' ? latestIn(mine(app, true)) : mine(app).find((r) => r.release.fingerprint === hash);
      return sdkRelease(app, release, ctx.baseUrl, req);
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
        const group = distribution.groups.get(childKey(app.id, install.distribution_group_id));
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
