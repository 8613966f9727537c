/**
 * Releases and where they go. Releases are numbered per app (1, 2, ...). A release is distributed to groups
 * (by id; `releases.update` also by name), testers (by email; unknown emails become testers) and stores (see
 * `stores.ts`); adding a destination twice answers 409, removing one it does not have 404. A tester (the fake's
 * user, the caller) sees the releases distributed to a group they belong to or to them directly: `scope=tester`,
 * `filter_by_tester` and `releases/latest` answer only those. Disabled releases are not offered as latest.
 * Adding an iOS release to a group or tester whose devices its profile lacks starts a re-signing
 * (`provisioning_status_url`), which answers `inProgress` on its first read and is `completed` after it, the
 * devices then in the profile.
 */
import { empty, fakeError, json } from '@org/http-core/testing';
import type { App, ReleaseDistribution } from '../../index.js';
import { appOf, appPath, type FakeContext } from '../context.js';
import type { ReleaseTarget, StoredRelease } from '../distribution-records.js';
import { releaseAccess } from '../release-access.js';
import { detailOf, summaryOf } from '../release-views.js';
import { childKey } from '../state.js';
import type { Handlers } from './types.js';

/** Handlers of `releases.*` but those of stores (`stores.ts`). */
export function releaseHandlers(fake: FakeContext): Handlers {
  const { state } = fake;
  const { distribution } = state;
  const { releaseOf, groupById, groupByName, mine, latestIn, available } = releaseAccess(fake);

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
      if (id === 'latest') return available(app, latestIn(mine(app)), ctx.baseUrl, req);
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
        if (!existing) fake.outbox?.releaseDistributed(app, release, group.id, body.mandatory_update ?? false);
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
      fake.outbox?.releaseDistributed(app, release, group.id, body.mandatory_update ?? false);
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
  };
}
