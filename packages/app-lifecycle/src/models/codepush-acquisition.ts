import { model } from '@org/http-core';
import * as z from '@org/http-core/zod';

/**
 * What a device should install, from `acquisition.checkForUpdate`. `is_available` says whether there is an
 * update; `should_run_binary_version` asks the device to drop its update and run the app's own bundle (its
 * release was rolled back); `update_app_version` says a release exists only for a newer app version.
 */
export const UpdateInfo = model({
  is_available: z.boolean(),
  description: z.optional(z.string()),
  is_disabled: z.optional(z.boolean()),
  is_mandatory: z.optional(z.boolean()),
  rollout: z.optional(z.number()),
  target_binary_range: z.optional(z.string()),
  download_url: z.optional(z.string()),
  label: z.optional(z.string()),
  package_hash: z.optional(z.string()),
  package_size: z.optional(z.number()),
  should_run_binary_version: z.optional(z.boolean()),
  update_app_version: z.optional(z.boolean()),
});
/** What a device should install. */
export type UpdateInfo = z.infer<typeof UpdateInfo>;

/** Answer of `acquisition.checkForUpdate`. */
export const UpdateCheck = model({ update_info: UpdateInfo });
/** Answer of `acquisition.checkForUpdate`. */
export type UpdateCheck = z.infer<typeof UpdateCheck>;

/** {@link UpdateInfo} with the camelCase names of the legacy endpoint. */
export const LegacyUpdateInfo = model({
  isAvailable: z.boolean(),
  appVersion: z.optional(z.string()),
  description: z.optional(z.string()),
  isDisabled: z.optional(z.boolean()),
  isMandatory: z.optional(z.boolean()),
  rollout: z.optional(z.number()),
  downloadURL: z.optional(z.string()),
  label: z.optional(z.string()),
  packageHash: z.optional(z.string()),
  packageSize: z.optional(z.number()),
  shouldRunBinaryVersion: z.optional(z.boolean()),
  updateAppVersion: z.optional(z.boolean()),
});
/** What a device should install (legacy names). */
export type LegacyUpdateInfo = z.infer<typeof LegacyUpdateInfo>;

/** Answer of `acquisition.legacyCheckForUpdate`. */
export const LegacyUpdateCheck = model({ updateInfo: LegacyUpdateInfo });
/** Answer of `acquisition.legacyCheckForUpdate`. */
export type LegacyUpdateCheck = z.infer<typeof LegacyUpdateCheck>;

/**
 * A device's report: it downloaded a release, or installed one (`status` `DeploymentSucceeded` or
 * `DeploymentFailed`), coming from `previous_label_or_app_version` of `previous_deployment_key`.
 * `deployment_key` names the deployment; `label` the release (absent when the device runs the app's own bundle).
 */
export const StatusReport = model({
  deployment_key: z.string().check(z.minLength(1)),
  app_version: z.optional(z.string()),
  client_unique_id: z.optional(z.string()),
  label: z.optional(z.string()),
  previous_deployment_key: z.optional(z.string()),
  previous_label_or_app_version: z.optional(z.string()),
  status: z.optional(z.string()),
});
/** Body of `acquisition.reportDeploy` and `acquisition.reportDownload`. */
export type StatusReport = z.input<typeof StatusReport>;

/** {@link StatusReport} with the camelCase names of the legacy endpoints. */
export const LegacyStatusReport = model({
  deploymentKey: z.optional(z.string()),
  appVersion: z.optional(z.string()),
  clientUniqueId: z.optional(z.string()),
  label: z.optional(z.string()),
  previousDeploymentKey: z.optional(z.string()),
  previousLabelOrAppVersion: z.optional(z.string()),
  status: z.optional(z.string()),
});
/** Body of `acquisition.legacyReportDeploy` and `acquisition.legacyReportDownload`. */
export type LegacyStatusReport = z.input<typeof LegacyStatusReport>;

/** Whether the update service is up, from `acquisition.getStatus`. */
export const AcquisitionStatus = model({
  code: z.string(),
  message: z.string(),
});
/** Whether the update service is up. */
export type AcquisitionStatus = z.infer<typeof AcquisitionStatus>;
