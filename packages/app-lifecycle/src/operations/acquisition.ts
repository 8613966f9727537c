import { defineOperation, jsonBody } from '@org/http-core';
import * as z from '@org/http-core/light';
import { AcquisitionStatus, LegacyStatusReport, LegacyUpdateCheck, StatusReport, UpdateCheck } from '../models/codepush-acquisition.js';

const key = z.string().check(z.minLength(1));

/**
 * Asks what a device should install: the latest release of the deployment (named by its key) that targets the
 * device's app version, unless the device already runs it (`packageHash`), the release is disabled, or the
 * device is outside its rollout (decided by `clientUniqueId`). Public: no credential is sent; the deployment
 * key is scrubbed from errors and logs.
 */
export const acquisitionCheckForUpdate = defineOperation({
  method: 'GET',
  path: '/v0.1/public/codepush/update_check',
  summary: 'Check for an update (device)',
  auth: [],
  query: {
    deploymentKey: { schema: key, name: 'deployment_key', secret: true, description: 'Key of the deployment the device follows.' },
    appVersion: { schema: key, name: 'app_version', description: 'Version of the app binary the device runs.' },
    packageHash: { schema: z.optional(z.string()), name: 'package_hash', description: 'Hash of the update the device runs, if any.' },
    label: { schema: z.optional(z.string()), name: 'label', description: 'Label of the release the device runs, if any.' },
    clientUniqueId: { schema: z.optional(z.string()), name: 'client_unique_id', description: 'Stable id of the device; places it in or out of a rollout.' },
    isCompanion: { schema: z.optional(z.boolean()), name: 'is_companion', description: 'A companion app: any app version may take the release.' },
    previousLabelOrAppVersion: {
      schema: z.optional(z.string()),
      name: 'previous_label_or_app_version',
      description: 'What the device ran before its current update.',
    },
    previousDeploymentKey: {
      schema: z.optional(z.string()),
      name: 'previous_deployment_key',
      secret: true,
      description: 'Key of the deployment the device followed before.',
    },
  },
  response: UpdateCheck,
});

/**
 * Reports that a device installed a release (`status` `DeploymentSucceeded` or `DeploymentFailed`), or moved to
 * another app version. Feeds the deployment's metrics. Public: no credential is sent. Never retried automatically.
 */
export const acquisitionReportDeploy = defineOperation({
  method: 'POST',
  path: '/v0.1/public/codepush/report_status/deploy',
  summary: 'Report an install (device)',
  auth: [],
  body: jsonBody(StatusReport),
});

/** Reports that a device downloaded a release. Public: no credential is sent. Never retried automatically. */
export const acquisitionReportDownload = defineOperation({
  method: 'POST',
  path: '/v0.1/public/codepush/report_status/download',
  summary: 'Report a download (device)',
  auth: [],
  body: jsonBody(StatusReport),
});

/** Gets whether the update service is up. Public: no credential is sent. */
export const acquisitionGetStatus = defineOperation({
  method: 'GET',
  path: '/v0.1/public/codepush/status',
  summary: 'Update service status',
  auth: [],
  response: AcquisitionStatus,
});

/**
 * {@link acquisitionCheckForUpdate} on the legacy endpoint, with camelCase names; it takes the API key. The
 * deployment key is scrubbed from errors and logs.
 */
export const acquisitionLegacyCheckForUpdate = defineOperation({
  method: 'GET',
  path: '/v0.1/legacy/updateCheck',
  summary: 'Check for an update (legacy device endpoint)',
  query: {
    deploymentKey: { schema: key, name: 'deploymentKey', secret: true, description: 'Key of the deployment the device follows.' },
    appVersion: { schema: key, name: 'appVersion', description: 'Version of the app binary the device runs.' },
    packageHash: { schema: z.optional(z.string()), name: 'packageHash', description: 'Hash of the update the device runs, if any.' },
    label: { schema: z.optional(z.string()), name: 'label', description: 'Label of the release the device runs, if any.' },
    clientUniqueId: { schema: z.optional(z.string()), name: 'clientUniqueId', description: 'Stable id of the device; places it in or out of a rollout.' },
    isCompanion: { schema: z.optional(z.boolean()), name: 'isCompanion', description: 'A companion app: any app version may take the release.' },
  },
  response: LegacyUpdateCheck,
});

/** {@link acquisitionReportDeploy} on the legacy endpoint, with camelCase names; it takes the API key. */
export const acquisitionLegacyReportDeploy = defineOperation({
  method: 'POST',
  path: '/v0.1/legacy/reportStatus/deploy',
  summary: 'Report an install (legacy device endpoint)',
  body: jsonBody(LegacyStatusReport),
});

/** {@link acquisitionReportDownload} on the legacy endpoint, with camelCase names; it takes the API key. */
export const acquisitionLegacyReportDownload = defineOperation({
  method: 'POST',
  path: '/v0.1/legacy/reportStatus/download',
  summary: 'Report a download (legacy device endpoint)',
  body: jsonBody(LegacyStatusReport),
});

/**
 * The device side of over-the-air updates: what an app calls to find, and report on, the update it should run.
 * The public operations never send the client's API key.
 */
export const acquisitionGroup = {
  checkForUpdate: acquisitionCheckForUpdate,
  reportDeploy: acquisitionReportDeploy,
  reportDownload: acquisitionReportDownload,
  getStatus: acquisitionGetStatus,
  legacyCheckForUpdate: acquisitionLegacyCheckForUpdate,
  legacyReportDeploy: acquisitionLegacyReportDeploy,
  legacyReportDownload: acquisitionLegacyReportDownload,
};
