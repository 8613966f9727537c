import { defineOperation, jsonBody } from '@org/http-core';
import * as z from '@org/http-core/light';
import { InstallReport, PublicGroupRef, Release } from '../models/release.js';
import { appId, appName, appSecret, distributionGroupId, isInstallPage, ownerName, releaseHash, releaseId, udid } from './params.js';

/** No credential is sent. */
const publicAccess = [] as const;

/** Gets the latest release of a public distribution group, as an installed app's SDK asks for it. No credential is sent. */
export const sdkReleasesGetLatestInPublicGroup = defineOperation({
  method: 'GET',
  path: '/v0.1/public/sdk/apps/{app_secret}/distribution_groups/{distribution_group_id}/releases/latest',
  summary: 'Latest release of a public group',
  auth: publicAccess,
  pathParams: { appSecret, distributionGroupId },
  query: { isInstallPage },
  response: Release,
});

/**
 * Gets the latest release of the app's public distribution groups. No credential is sent.
 * @deprecated The service deprecates this operation; use `sdkReleases.getLatestInPublicGroup`.
 */
export const sdkReleasesGetLatestPublic = defineOperation({
  method: 'GET',
  path: '/v0.1/public/sdk/apps/{app_secret}/releases/latest',
  summary: 'Latest public release',
  deprecated: true,
  auth: publicAccess,
  pathParams: { appSecret },
  response: Release,
});

/** Lists the public distribution groups a release (by hash) went to. No credential is sent. */
export const sdkReleasesListPublicGroups = defineOperation({
  method: 'GET',
  path: '/v0.1/public/sdk/apps/{app_secret}/releases/{release_hash}/public_distribution_groups',
  summary: 'Public groups of a release',
  auth: publicAccess,
  pathParams: { appSecret, releaseHash },
  response: z.array(PublicGroupRef),
});

/** Gets the app's Sparkle update feed (RSS, for macOS apps), as text. No credential is sent. */
export const sdkReleasesGetSparkleFeed = defineOperation({
  method: 'GET',
  path: '/v0.1/public/sparkle/apps/{app_secret}',
  summary: 'Sparkle feed',
  auth: publicAccess,
  pathParams: { appSecret },
  responseKind: 'text',
});

/** Gets the latest release distributed to the caller (a tester) in any group, private ones included. */
export const sdkReleasesGetLatestPrivate = defineOperation({
  method: 'GET',
  path: '/v0.1/sdk/apps/{app_secret}/releases/private/latest',
  summary: 'Latest release for the caller',
  pathParams: { appSecret },
  query: { udid },
  response: Release,
});

/** Gets a release by hash (its `fingerprint`), or with `latest` the latest, as distributed to the caller. */
export const sdkReleasesGetByHash = defineOperation({
  method: 'GET',
  path: '/v0.1/sdk/apps/{app_secret}/releases/{release_hash}',
  summary: 'A release by hash for the caller',
  pathParams: { appSecret, releaseHash },
  query: { udid },
  response: Release,
});

/**
 * Gets the install manifest (a property list, as text) of an iOS release, authorised by the release's install
 * `token`. No credential is sent.
 */
export const sdkReleasesGetIosManifest = defineOperation({
  method: 'GET',
  path: '/v0.1/public/apps/{app_id}/releases/{release_id}/ios_manifest',
  summary: 'iOS install manifest',
  auth: publicAccess,
  pathParams: { appId, releaseId },
  query: { token: { schema: z.string().check(z.minLength(1)), secret: true, description: 'The install token of the release (a credential).' } },
  responseKind: 'text',
});

/** Reports installs of releases (per release, group and user) for the install counts. No credential is sent. */
export const sdkReleasesReportInstalls = defineOperation({
  method: 'POST',
  path: '/v0.1/public/apps/{owner_name}/{app_name}/install_analytics',
  summary: 'Report installs',
  auth: publicAccess,
  pathParams: { ownerName, appName },
  body: jsonBody(InstallReport),
});

/**
 * What installed apps and install pages ask: the latest release for a tester or a public group (keyed by the
 * app secret, which is scrubbed like a credential), the Sparkle feed, the iOS install manifest, and install
 * reports. The public ones send no credential.
 */
export const sdkReleasesGroup = {
  getLatestInPublicGroup: sdkReleasesGetLatestInPublicGroup,
  getLatestPublic: sdkReleasesGetLatestPublic,
  listPublicGroups: sdkReleasesListPublicGroups,
  getSparkleFeed: sdkReleasesGetSparkleFeed,
  getLatestPrivate: sdkReleasesGetLatestPrivate,
  getByHash: sdkReleasesGetByHash,
  getIosManifest: sdkReleasesGetIosManifest,
  reportInstalls: sdkReleasesReportInstalls,
};
