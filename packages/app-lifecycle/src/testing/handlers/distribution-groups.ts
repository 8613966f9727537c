/**
 * Distribution groups' releases and devices. Groups are named in paths; an unknown one answers 404, as does a
 * release not distributed to the group. Deleting a group's release deletes the release. Devices are those
 * registered by the group's members; with `release_id`, each is `provisioned` when the release's profile holds
 * it. The CSV lists `Device ID,Device Name,Device Platform`; `unprovisioned_only` leaves out the devices the
 * group's latest release is provisioned for.
 */
import { empty, fakeError, json, text } from '@org/http-core/testing';
import { appOf, type FakeContext } from '../context.js';
import { releaseAccess } from '../release-access.js';
import { detailOf, summaryOf } from '../release-views.js';
import { childKey } from '../state.js';
import type { Handlers } from './types.js';

/** Handlers of `distributionGroups.*`. */
export function distributionGroupHandlers(fake: FakeContext): Handlers {
  const { distribution } = fake.state;
  const { releaseOf, groupByName, inGroup, latestIn } = releaseAccess(fake);
  return {
    'distributionGroups.listReleases': (req) => {
      const app = appOf(fake, req);
      const group = groupByName(app, req.params.distribution_group_name!);
      const releases = inGroup(app, group);
      return json(
        200,
        releases.map((r) => ({ ...summaryOf(distribution, r), mandatory_update: r.groups.find((g) => g.id === group.id)!.mandatory })),
      );
    },
    'distributionGroups.getRelease': (req, ctx) => {
      const app = appOf(fake, req);
      const group = groupByName(app, req.params.distribution_group_name!);
      const releases = inGroup(app, group);
      const id = req.params.release_id!;
      const release = id === 'latest' ? latestIn(releases) : releases.find((r) => r.release.id === Number(id));
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
      const latest = latestIn(inGroup(app, group));
      let devices = distribution.devices.list((d) => group.members.includes(d.userId)).map((d) => d.device);
      if (udids.length > 0) devices = devices.filter((d) => udids.includes(d.udid));
      if (req.query.get('unprovisioned_only') === 'true') devices = devices.filter((d) => !latest?.profile?.udids?.includes(d.udid));
      const rows = devices.map((d) => `${d.udid},${d.device_name},ios`);
      return text(200, ['Device ID,Device Name,Device Platform', ...rows].join('\n') + '\n', { 'content-type': 'text/csv; charset=utf-8' });
    },
  };
}
