import { model } from '@org/http-core/light';
import * as z from '@org/http-core/light';

/**
 * What a device should install, from `acquisition.checkForUpdate`. `is_available` says whether there is an
 * update; `should_run_binary_version` asks the device to drop its update and run the app's own bundle (its
 * release was rolled back); `update_app_version` says a release exists only for a newer app version.
 */
export const UpdateInfo = model({
  /** Whether a release newer than the device's is available. */
  is_available: z.boolean(),
  /** The release's description (its change log). */
  description: z.optional(z.string()),
  /** Whether the release is turned off (no device gets it). */
  is_disabled: z.optional(z.boolean()),
  /** Whether the device must install the update. */
  is_mandatory: z.optional(z.boolean()),
  /** Percentage (1 to 100) of devices the release is offered to. */
  rollout: z.optional(z.number()),
  /** The app versions the release targets, as a semver range. */
  target_binary_range: z.optional(z.string()),
  /** Where the device downloads the update package. */
  download_url: z.optional(z.string()),
  /** The release's label, e.g. `v3`. */
  label: z.optional(z.string()),
  /** SHA-256 hash of the update package's contents. */
  package_hash: z.optional(z.string()),
  /** Size of the update package in bytes. */
  package_size: z.optional(z.number()),
  /** Whether the device should drop its updates and run the bundle shipped with the app. */
  should_run_binary_version: z.optional(z.boolean()),
  /** Whether a release exists only for a newer app version than the device runs. */
  update_app_version: z.optional(z.boolean()),
});
/** What a device should install. */
export type UpdateInfo = z.infer<typeof UpdateInfo>;

/** Answer of `acquisition.checkForUpdate`. */
export const UpdateCheck = model({
  /** What the device should install. */
  update_info: UpdateInfo,
});
/** Answer of `acquisition.checkForUpdate`. */
export type UpdateCheck = z.infer<typeof UpdateCheck>;

/** {@link UpdateInfo} with the camelCase names of the legacy endpoint. */
export const LegacyUpdateInfo = model({
  /** Whether a release newer than the device's is available. */
  isAvailable: z.boolean(),
  /** The app version the release targets. */
  appVersion: z.optional(z.string()),
  /** The release's description (its change log). */
  description: z.optional(z.string()),
  /** Whether the release is turned off (no device gets it). */
  isDisabled: z.optional(z.boolean()),
  /** Whether the device must install the update. */
  isMandatory: z.optional(z.boolean()),
  /** Percentage (1 to 100) of devices the release is offered to. */
  rollout: z.optional(z.number()),
  /** Where the device downloads the update package. */
  downloadURL: z.optional(z.string()),
  /** The release's label, e.g. `v3`. */
  label: z.optional(z.string()),
  /** SHA-256 hash of the update package's contents. */
  packageHash: z.optional(z.string()),
  /** Size of the update package in bytes. */
  packageSize: z.optional(z.number()),
  /** Whether the device should drop its updates and run the bundle shipped with the app. */
  shouldRunBinaryVersion: z.optional(z.boolean()),
  /** Whether a release exists only for a newer app version than the device runs. */
  updateAppVersion: z.optional(z.boolean()),
});
/** What a device should install (legacy names). */
export type LegacyUpdateInfo = z.infer<typeof LegacyUpdateInfo>;

/** Answer of `acquisition.legacyCheckForUpdate`. */
export const LegacyUpdateCheck = model({
  /** What the device should install. */
  updateInfo: LegacyUpdateInfo,
});
/** Answer of `acquisition.legacyCheckForUpdate`. */
export type LegacyUpdateCheck = z.infer<typeof LegacyUpdateCheck>;

/**
 * A device's report: it downloaded a release, or installed one (`status` `DeploymentSucceeded` or
 * `DeploymentFailed`), coming from `previous_label_or_app_version` of `previous_deployment_key`.
 * `deployment_key` names the deployment; `label` the release (absent when the device runs the app's own bundle).
 */
export const StatusReport = model({
  /** The deployment key of the deployment the device follows (not empty). */
  deployment_key: z.string().check(z.minLength(1)),
  /** The app version the device runs. */
  app_version: z.optional(z.string()),
  /** A stable id of the device. */
  client_unique_id: z.optional(z.string()),
  /** The label of the release the report is about; absent for the app's own bundle. */
  label: z.optional(z.string()),
  /** The deployment key the device followed before. */
  previous_deployment_key: z.optional(z.string()),
  /** The release label or app version the device ran before. */
  previous_label_or_app_version: z.optional(z.string()),
  /** What happened: `DeploymentSucceeded` or `DeploymentFailed`; absent for a download report. */
  status: z.optional(z.string()),
});
/** Body of `acquisition.reportDeploy` and `acquisition.reportDownload`. */
export type StatusReport = z.input<typeof StatusReport>;

/** {@link StatusReport} with the camelCase names of the legacy endpoints. */
export const LegacyStatusReport = model({
  /** The deployment key of the deployment the device follows. */
  deploymentKey: z.optional(z.string()),
  /** The app version the device runs. */
  appVersion: z.optional(z.string()),
  /** A stable id of the device. */
  clientUniqueId: z.optional(z.string()),
  /** The label of the release the report is about; absent for the app's own bundle. */
  label: z.optional(z.string()),
  /** The deployment key the device followed before. */
  previousDeploymentKey: z.optional(z.string()),
  /** The release label or app version the device ran before. */
  previousLabelOrAppVersion: z.optional(z.string()),
  /** What happened: `DeploymentSucceeded` or `DeploymentFailed`; absent for a download report. */
  status: z.optional(z.string()),
});
/** Body of `acquisition.legacyReportDeploy` and `acquisition.legacyReportDownload`. */
export type LegacyStatusReport = z.input<typeof LegacyStatusReport>;

/** Whether the update service is up, from `acquisition.getStatus`. */
export const AcquisitionStatus = model({
  /** The update service's health, e.g. `Healthy`. */
  code: z.string(),
  /** The health in words. */
  message: z.string(),
});
/** Whether the update service is up. */
export type AcquisitionStatus = z.infer<typeof AcquisitionStatus>;
