import { defineService } from '@org/http-core';
import { appLifecycleServiceInfo } from './service-info.js';
import { accountExportGroup } from './operations/account-export.js';
import { analyticsGroup } from './operations/analytics.js';
import { appTokensGroup } from './operations/app-tokens.js';
import { appsGroup } from './operations/apps.js';
import { audiencesGroup } from './operations/audiences.js';
import { billingGroup } from './operations/billing.js';
import { branchesGroup } from './operations/branches.js';
import { bugTrackerGroup } from './operations/bug-tracker.js';
import { buildsGroup } from './operations/builds.js';
import { cloudSubscriptionsGroup } from './operations/cloud-subscriptions.js';
import { commitsGroup } from './operations/commits.js';
import { crashAnalyticsGroup } from './operations/crash-analytics.js';
import { crashGroupsGroup } from './operations/crash-groups.js';
import { crashInfoGroup } from './operations/crash-info.js';
import { crashesGroup } from './operations/crashes.js';
import { deploymentsGroup } from './operations/deployments.js';
import { errorAnalyticsGroup } from './operations/error-analytics.js';
import { errorGroupsGroup } from './operations/error-groups.js';
import { errorsGroup } from './operations/errors.js';
import { eventsGroup } from './operations/events.js';
import { organizationsGroup } from './operations/organizations.js';
import { userTokensGroup } from './operations/user-tokens.js';
import { vendorStoreGroup } from './operations/vendor-store.js';
import { deploymentReleasesGroup } from './operations/deployment-releases.js';
import { acquisitionGroup } from './operations/acquisition.js';
import { repositoriesGroup } from './operations/repositories.js';
import { toolsetsGroup } from './operations/toolsets.js';
import { fileAssetsGroup } from './operations/file-assets.js';
import { buildHooksGroup } from './operations/build-hooks.js';
import { symbolUploadsGroup } from './operations/symbol-uploads.js';
import { symbolsGroup } from './operations/symbols.js';
import { missingSymbolGroupsGroup } from './operations/missing-symbol-groups.js';
import { appVersionsGroup } from './operations/app-versions.js';
import { releasesGroup } from './operations/releases.js';
import { releaseUploadsGroup } from './operations/release-uploads.js';
import { distributionGroupsGroup } from './operations/distribution-groups.js';
import { storesGroup } from './operations/stores.js';
import { storeReleasesGroup } from './operations/store-releases.js';
import { userDevicesGroup } from './operations/user-devices.js';
import { sdkReleasesGroup } from './operations/sdk-releases.js';
import { testRunsGroup } from './operations/test-runs.js';
import { testSeriesGroup } from './operations/test-series.js';
import { testDevicesGroup } from './operations/test-devices.js';
import { deviceSetsGroup } from './operations/device-sets.js';
import { testSubscriptionsGroup } from './operations/test-subscriptions.js';
import { testExportGroup } from './operations/test-export.js';
import { exportConfigurationsGroup } from './operations/export-configurations.js';
import { dataSubjectRequestsGroup } from './operations/data-subject-requests.js';
import { logBlockingGroup } from './operations/log-blocking.js';
import { alertingGroup } from './operations/alerting.js';
import { orgDistributionGroupsGroup } from './operations/org-distribution-groups.js';
import { appUsersGroup } from './operations/app-users.js';
import { appInvitationsGroup } from './operations/app-invitations.js';
import { orgMembersGroup } from './operations/org-members.js';
import { teamsGroup } from './operations/teams.js';
import { orgInvitationsGroup } from './operations/org-invitations.js';
import { userGroup } from './operations/user.js';

/**
 * The operation groups of the service, by resource, as declared in `src/operations` (where each operation's TSDoc
 * is): what the client and the named operation types are computed from.
 */
export type AppLifecycleGroups = {
  readonly accountExport: typeof accountExportGroup;
  readonly organizations: typeof organizationsGroup;
  readonly userTokens: typeof userTokensGroup;
  readonly apps: typeof appsGroup;
  readonly appTokens: typeof appTokensGroup;
  readonly audiences: typeof audiencesGroup;
  readonly crashAnalytics: typeof crashAnalyticsGroup;
  readonly analytics: typeof analyticsGroup;
  readonly events: typeof eventsGroup;
  readonly vendorStore: typeof vendorStoreGroup;
  readonly cloudSubscriptions: typeof cloudSubscriptionsGroup;
  readonly billing: typeof billingGroup;
  readonly branches: typeof branchesGroup;
  readonly builds: typeof buildsGroup;
  readonly commits: typeof commitsGroup;
  readonly bugTracker: typeof bugTrackerGroup;
  readonly crashGroups: typeof crashGroupsGroup;
  readonly crashes: typeof crashesGroup;
  readonly crashInfo: typeof crashInfoGroup;
  readonly deployments: typeof deploymentsGroup;
  readonly errorGroups: typeof errorGroupsGroup;
  readonly errors: typeof errorsGroup;
  readonly errorAnalytics: typeof errorAnalyticsGroup;
  readonly deploymentReleases: typeof deploymentReleasesGroup;
  readonly acquisition: typeof acquisitionGroup;
  readonly repositories: typeof repositoriesGroup;
  readonly toolsets: typeof toolsetsGroup;
  readonly fileAssets: typeof fileAssetsGroup;
  readonly buildHooks: typeof buildHooksGroup;
  readonly symbolUploads: typeof symbolUploadsGroup;
  readonly symbols: typeof symbolsGroup;
  readonly missingSymbolGroups: typeof missingSymbolGroupsGroup;
  readonly appVersions: typeof appVersionsGroup;
  readonly releases: typeof releasesGroup;
  readonly releaseUploads: typeof releaseUploadsGroup;
  readonly distributionGroups: typeof distributionGroupsGroup;
  readonly stores: typeof storesGroup;
  readonly storeReleases: typeof storeReleasesGroup;
  readonly userDevices: typeof userDevicesGroup;
  readonly sdkReleases: typeof sdkReleasesGroup;
  readonly testRuns: typeof testRunsGroup;
  readonly testSeries: typeof testSeriesGroup;
  readonly testDevices: typeof testDevicesGroup;
  readonly deviceSets: typeof deviceSetsGroup;
  readonly testSubscriptions: typeof testSubscriptionsGroup;
  readonly testExport: typeof testExportGroup;
  readonly exportConfigurations: typeof exportConfigurationsGroup;
  readonly dataSubjectRequests: typeof dataSubjectRequestsGroup;
  readonly logBlocking: typeof logBlockingGroup;
  readonly alerting: typeof alertingGroup;
  readonly orgDistributionGroups: typeof orgDistributionGroupsGroup;
  readonly appUsers: typeof appUsersGroup;
  readonly appInvitations: typeof appInvitationsGroup;
  readonly orgMembers: typeof orgMembersGroup;
  readonly teams: typeof teamsGroup;
  readonly orgInvitations: typeof orgInvitationsGroup;
  readonly user: typeof userGroup;
};

/**
 * The app lifecycle service as data: every operation, grouped as a user thinks of them. The client, the
 * fake (`@org/app-lifecycle/testing`), `OPERATIONS.md` and the spec coverage check all derive from it.
 * Every operation authenticates with an API key in the `X-API-Key` header, except the public ones (`auth: []`),
 * which send no credential.
 */
export const appLifecycleService = defineService<AppLifecycleGroups>({
  ...appLifecycleServiceInfo,
  groups: {
    accountExport: accountExportGroup,
    organizations: organizationsGroup,
    userTokens: userTokensGroup,
    apps: appsGroup,
    appTokens: appTokensGroup,
    audiences: audiencesGroup,
    crashAnalytics: crashAnalyticsGroup,
    analytics: analyticsGroup,
    events: eventsGroup,
    vendorStore: vendorStoreGroup,
    cloudSubscriptions: cloudSubscriptionsGroup,
    billing: billingGroup,
    branches: branchesGroup,
    builds: buildsGroup,
    commits: commitsGroup,
    bugTracker: bugTrackerGroup,
    crashGroups: crashGroupsGroup,
    crashes: crashesGroup,
    crashInfo: crashInfoGroup,
    deployments: deploymentsGroup,
    errorGroups: errorGroupsGroup,
    errors: errorsGroup,
    errorAnalytics: errorAnalyticsGroup,
    deploymentReleases: deploymentReleasesGroup,
    acquisition: acquisitionGroup,
    repositories: repositoriesGroup,
    toolsets: toolsetsGroup,
    fileAssets: fileAssetsGroup,
    buildHooks: buildHooksGroup,
    symbolUploads: symbolUploadsGroup,
    symbols: symbolsGroup,
    missingSymbolGroups: missingSymbolGroupsGroup,
    appVersions: appVersionsGroup,
    releases: releasesGroup,
    releaseUploads: releaseUploadsGroup,
    distributionGroups: distributionGroupsGroup,
    stores: storesGroup,
    storeReleases: storeReleasesGroup,
    userDevices: userDevicesGroup,
    sdkReleases: sdkReleasesGroup,
    testRuns: testRunsGroup,
    testSeries: testSeriesGroup,
    testDevices: testDevicesGroup,
    deviceSets: deviceSetsGroup,
    testSubscriptions: testSubscriptionsGroup,
    testExport: testExportGroup,
    exportConfigurations: exportConfigurationsGroup,
    dataSubjectRequests: dataSubjectRequestsGroup,
    logBlocking: logBlockingGroup,
    alerting: alertingGroup,
    orgDistributionGroups: orgDistributionGroupsGroup,
    appUsers: appUsersGroup,
    appInvitations: appInvitationsGroup,
    orgMembers: orgMembersGroup,
    teams: teamsGroup,
    orgInvitations: orgInvitationsGroup,
    user: userGroup,
  },
});

/**
 * Every operation of the service, flat and in declaration order, with its id (`group.method`).
 * In the browser build (`dist/browser`) summaries are `''` and descriptions absent: see `OperationSpec.summary`.
 */
export const operations = appLifecycleService.operations;
