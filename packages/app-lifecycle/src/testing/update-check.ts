/**
 * What a device should install, as the update check answers it. Walking the history from the newest release:
 *
 * - disabled releases are passed over;
 * - a release is offered only to app versions in its `target_binary_range` (any version for a companion app);
 * - a release with a rollout below 100 is offered only to devices whose bucket (0–99, from the client id and the
 *   label) is below the rollout; other devices, and devices without a client id, get the release before it;
 * - the device is up to date when it runs the release found (same package hash);
 * - the update is mandatory when the release found, or one between it and what the device runs, is mandatory
 *   (a device on the app's own bundle looks at the release found only);
 * - when no release fits: `update_app_version` when the newest release targets only higher app versions, and
 *   `should_run_binary_version` when the device runs an update that is no longer offered.
 */
import { createHash } from 'node:crypto';
import type { DeploymentRelease, UpdateInfo } from '../index.js';
import { inVersionRange, rangeAbove } from './version-range.js';

/** What a device says about itself. */
export interface DeviceState {
  readonly appVersion: string;
  readonly packageHash?: string;
  readonly label?: string;
  readonly clientUniqueId?: string;
  readonly isCompanion?: boolean;
}

/** A device's rollout bucket for a release: 0–99, the same on every check. */
export function rolloutBucket(clientUniqueId: string, label: string): number {
  return createHash('sha256').update(`${clientUniqueId}:${label}`).digest().readUInt32BE(0) % 100;
}

function selected(release: DeploymentRelease, device: DeviceState): boolean {
  const rollout = release.rollout ?? 100;
  if (rollout >= 100) return true;
  return device.clientUniqueId !== undefined && rolloutBucket(device.clientUniqueId, release.label ?? '') < rollout;
}

/** The answer of an update check over a deployment's history (oldest first). */
export function checkForUpdate(history: readonly DeploymentRelease[], device: DeviceState): UpdateInfo {
  const onBinary = device.label === undefined && device.packageHash === undefined;
  let found = onBinary;
  let mandatory = false;
  let latestEnabled: DeploymentRelease | undefined;
  let offered: DeploymentRelease | undefined;
  for (let i = history.length - 1; i >= 0; i--) {
    const release = history[i]!;
    const isCurrent = device.label !== undefined ? release.label === device.label : release.package_hash === device.packageHash;
    if (release.is_disabled) {
      found ||= isCurrent;
      continue;
    }
    latestEnabled ??= release;
    const fits = device.isCompanion === true || inVersionRange(device.appVersion, release.target_binary_range ?? '');
    if (fits && !offered && selected(release, device)) {
      offered = release;
      mandatory = release.is_mandatory === true;
    } else if (fits && offered && !found && !isCurrent && release.is_mandatory) {
      mandatory = true;
    }
    found ||= isCurrent;
    if (offered && found) break;
  }
  if (!offered) {
    if (latestEnabled && rangeAbove(latestEnabled.target_binary_range ?? '', device.appVersion)) {
      return { is_available: false, update_app_version: true, target_binary_range: latestEnabled.target_binary_range };
    }
    return { is_available: false, should_run_binary_version: !onBinary };
  }
  if (!onBinary && offered.package_hash === device.packageHash) return { is_available: false };
  return {
    is_available: true,
    label: offered.label,
    description: offered.description,
    is_mandatory: mandatory,
    is_disabled: false,
    rollout: offered.rollout,
    target_binary_range: offered.target_binary_range,
    package_hash: offered.package_hash,
    package_size: offered.size,
    download_url: offered.blob_url,
    should_run_binary_version: false,
    update_app_version: false,
  };
}
