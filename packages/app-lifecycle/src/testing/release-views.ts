/**
 * How the fake shows a stored release: in lists (with where it went) and in full (with download and install
 * addresses, and for iOS whether a device is provisioned).
 */
import type { App, Release, ReleaseDestination, ReleaseSummary } from '../index.js';
import type { DistributionState } from './distribution-state.js';
import type { StoredRelease } from './distribution-records.js';

/** The latest release of `appId` distributed to the destination `id` (a group, tester or store). */
function latestAt(distribution: DistributionState, appId: string, id: string): number | undefined {
  return distribution
    .releasesOf(appId)
    .find((r) => [...r.groups, ...r.testers].some((t) => t.id === id) || r.stores.some((s) => s.storeId === id))?.release.id;
}

/** Where a release went, each destination with whether the release is its latest. */
export function destinationsOf(distribution: DistributionState, stored: StoredRelease): ReleaseDestination[] {
  const { appId } = stored;
  const isLatest = (id: string) => latestAt(distribution, appId, id) === stored.release.id;
  const groups = stored.groups.map((g): ReleaseDestination => {
    const group = distribution.groupOf(appId, g.id);
    return { id: g.id, name: group?.name ?? g.id, destination_type: 'group', display_name: group?.name, is_latest: isLatest(g.id) };
  });
  const testers = stored.testers.map((t): ReleaseDestination => {
    const tester = distribution.testers.get(t.id);
    return { id: t.id, name: tester?.email ?? t.id, destination_type: 'tester', display_name: tester?.name, is_latest: isLatest(t.id) };
  });
  const stores = stored.stores.map((s): ReleaseDestination => {
    const store = distribution.stores.list((item) => item.appId === appId && item.store.id === s.storeId)[0]?.store;
    return { id: s.storeId, name: store?.name, destination_type: 'store', type: (store?.type as ReleaseDestination['type']) ?? 'none', publishing_status: s.status, is_latest: isLatest(s.storeId) };
  });
  return [...groups, ...testers, ...stores];
}

/** A release as lists show it. */
export function summaryOf(distribution: DistributionState, stored: StoredRelease): ReleaseSummary {
  const { release } = stored;
  const destinations = destinationsOf(distribution, stored);
  return {
    id: release.id,
    short_version: release.short_version,
    version: release.version,
    uploaded_at: release.uploaded_at,
    enabled: release.enabled,
    origin: release.origin,
    is_external_build: release.is_external_build,
    file_extension: release.file_extension,
    ...(release.build ? { build: release.build } : {}),
    ...(destinations.length > 0 ? { destination_type: destinations[0]!.destination_type } : {}),
    destinations,
    distribution_groups: destinations.filter((d) => d.destination_type === 'group').map(({ id, name, is_latest }) => ({ id, name, is_latest })),
    distribution_stores: destinations
      .filter((d) => d.destination_type === 'store')
      .map(({ id, name, type, publishing_status, is_latest }) => ({ id, name, type, publishing_status, is_latest })),
  };
}

/** A release in full, as `baseUrl` serves it; with `udid`, an iOS release says whether that device is provisioned. */
export function detailOf(distribution: DistributionState, stored: StoredRelease, app: App, baseUrl: string, udid?: string | null): Release {
  const { release } = stored;
  const destinations = destinationsOf(distribution, stored);
  const download = stored.downloadUrl ?? `${baseUrl}/fake-downloads/releases/${app.id}/${release.id}`;
  const manifest = `${baseUrl}/v0.1/public/apps/${app.id}/releases/${release.id}/ios_manifest?token=${stored.installToken}`;
  return {
    ...release,
    destinations,
    ...(destinations.length > 0 ? { destination_type: destinations[0]!.destination_type } : {}),
    distribution_groups: destinations.filter((d) => d.destination_type === 'group').map((d) => ({ id: d.id!, name: d.name })),
    distribution_stores: destinations.filter((d) => d.destination_type === 'store').map((d) => ({ id: d.id!, name: d.name, type: d.type, publishing_status: d.publishing_status })),
    download_url: download,
    install_url: app.os === 'iOS' ? `itms-services://?action=download-manifest&url=${encodeURIComponent(manifest)}` : download,
    ...(stored.profile
      ? {
          provisioning_profile_name: stored.profile.provisioning_profile_name,
          provisioning_profile_type: stored.profile.provisioning_profile_type,
          can_resign: true,
          is_provisioning_profile_syncing: distribution.resigns.list((r) => r.appId === app.id && r.releaseId === release.id && r.status === 'inProgress').length > 0,
          ...(udid ? { is_udid_provisioned: stored.profile.udids?.includes(udid) ?? false } : {}),
        }
      : {}),
  };
}
