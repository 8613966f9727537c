/**
 * `@org/app-lifecycle`: a typed client of the app lifecycle service (apps, API tokens, analytics, builds,
 * distribution, crashes and over-the-air update deployments). Every operation is a method of
 * {@link createAppLifecycleClient}'s client; `operations` is the table they come from.
 *
 * @packageDocumentation
 */
export { avatarFile, type AvatarFileOptions, type AvatarSource } from './avatar-file.js';
export { buildLogText } from './build-log.js';
export { appLifecycleApiKey, appLifecycleAppApiKey, createAppLifecycleClient, withCodeAndMessage, type AppLifecycleClient, type AppLifecycleClientOptions } from './client.js';
export { appLifecycleErrorParser } from './error-parser.js';
export { codeForStatus } from './status-code.js';
export { accountExportListEndpoints, accountExportGetAccount, accountExportGetFeatureFlags } from './operations/account-export.js';
export {
  analyticsActiveDeviceCounts,
  analyticsReleaseCounts,
  analyticsLanguages,
  analyticsLogFlow,
  analyticsGenericLogFlow,
  analyticsModels,
  analyticsOperatingSystems,
  analyticsPlaces,
  analyticsSessionCounts,
  analyticsSessionDurations,
  analyticsSessionsPerDevice,
  analyticsVersions,
} from './operations/analytics.js';
export { appTokensList, appTokensCreate, appTokensDelete } from './operations/app-tokens.js';
export { appsList, appsCreate, appsGet, appsUpdate, appsDelete, appsSetAvatar, appsDeleteAvatar } from './operations/apps.js';
export {
  audiencesList,
  audiencesTestDefinition,
  audiencesListCustomProperties,
  audiencesListDeviceProperties,
  audiencesListDevicePropertyValues,
  audiencesGet,
  audiencesCreateOrUpdate,
  audiencesDelete,
  audiencesExists,
} from './operations/audiences.js';
export { billingGetAggregated, billingGetAllAccountsAggregated, billingGetOrgAggregated } from './operations/billing.js';
export {
  branchesList,
  branchesGetConfig,
  branchesConfigure,
  branchesReconfigure,
  branchesDeleteConfig,
  branchesExportConfig,
  branchesListToolsetProjects,
} from './operations/branches.js';
export { bugTrackerGetSettings, bugTrackerGetCrashGroupIssue } from './operations/bug-tracker.js';
export {
  buildsListByBranch,
  buildsCreate,
  buildsGet,
  buildsCancel,
  buildsDistribute,
  buildsGetDownloadUri,
  buildsGetLog,
  buildsGetServiceStatus,
} from './operations/builds.js';
export { cloudSubscriptionsList, cloudSubscriptionsLink, cloudSubscriptionsDelete } from './operations/cloud-subscriptions.js';
export { commitsListBatch } from './operations/commits.js';
export {
  crashAnalyticsCrashCounts,
  crashAnalyticsGroupTotals,
  crashAnalyticsGroupCrashCounts,
  crashAnalyticsGroupModels,
  crashAnalyticsGroupOperatingSystems,
  crashAnalyticsGroupOverall,
  crashAnalyticsCrashFreeDevicePercentages,
} from './operations/crash-analytics.js';
export { crashGroupsList, crashGroupsGet, crashGroupsUpdate, crashGroupsGetStacktrace } from './operations/crash-groups.js';
export { crashInfoGet } from './operations/crash-info.js';
export {
  crashesList,
  crashesGet,
  crashesDelete,
  crashesGetNativeLog,
  crashesDownloadNativeLog,
  crashesGetRawLocation,
  crashesGetStacktrace,
  crashesListAttachments,
  crashesGetAttachmentLocation,
  crashesGetTextAttachment,
  crashesListSessionLogs,
} from './operations/crashes.js';
export { deploymentsList, deploymentsCreate, deploymentsGet, deploymentsUpdate, deploymentsDelete } from './operations/deployments.js';
export {
  eventsList,
  eventsDelete,
  eventsDeleteLogs,
  eventsCountPerDevice,
  eventsCountPerSession,
  eventsDeviceCount,
  eventsEventCount,
  eventsProperties,
  eventsPropertyCounts,
} from './operations/events.js';
export { organizationsListAdministered } from './operations/organizations.js';
export { userTokensList, userTokensCreate, userTokensDelete } from './operations/user-tokens.js';
export { vendorStoreGetMapping, vendorStoreCreateMapping, vendorStoreDeleteMapping, vendorStoreListTestGroups } from './operations/vendor-store.js';
export { deploymentReleasesList, deploymentReleasesCreate, deploymentReleasesUpdate, deploymentReleasesDeleteAll, deploymentReleasesPromote, deploymentReleasesRollback, deploymentReleasesGetMetrics, deploymentReleasesCreateUpload } from './operations/deployment-releases.js';
export { acquisitionCheckForUpdate, acquisitionReportDeploy, acquisitionReportDownload, acquisitionGetStatus, acquisitionLegacyCheckForUpdate, acquisitionLegacyReportDeploy, acquisitionLegacyReportDownload } from './operations/acquisition.js';
export { repositoriesListConfigs, repositoriesConfigure, repositoriesDeleteConfig, repositoriesListFromHost } from './operations/repositories.js';
export { toolsetsList, toolsetsListXamarinSdkBundles, toolsetsListXcodeVersions } from './operations/toolsets.js';
export { fileAssetsCreate } from './operations/file-assets.js';
export { buildHooksSend } from './operations/build-hooks.js';
export { symbolUploadsList, symbolUploadsCreate, symbolUploadsGet, symbolUploadsComplete, symbolUploadsDelete, symbolUploadsGetLocation } from './operations/symbol-uploads.js';
export { symbolsList, symbolsGet, symbolsIgnore, symbolsGetLocation, symbolsGetStatus } from './operations/symbols.js';
export { missingSymbolGroupsList, missingSymbolGroupsGet, missingSymbolGroupsGetInfo } from './operations/missing-symbol-groups.js';
export { appVersionsList } from './operations/app-versions.js';
export {
  releasesList,
  releasesListLatest,
  releasesListAvailableToTester,
  releasesGet,
  releasesUpdate,
  releasesUpdateDetails,
  releasesDelete,
  releasesAddGroup,
  releasesUpdateGroup,
  releasesRemoveGroup,
  releasesAddTester,
  releasesUpdateTester,
  releasesRemoveTester,
  releasesRemoveTesterEverywhere,
  releasesAddStore,
  releasesRemoveStore,
  releasesGetProvisioningProfile,
  releasesGetUpdateDevicesStatus,
} from './operations/releases.js';
export { releaseUploadsCreate, releaseUploadsGetStatus, releaseUploadsUpdateStatus } from './operations/release-uploads.js';
export {
  distributionGroupsListReleases,
  distributionGroupsGetRelease,
  distributionGroupsDeleteRelease,
  distributionGroupsListDevices,
  distributionGroupsDownloadDevices,
  distributionGroupsList,
  distributionGroupsCreate,
  distributionGroupsGet,
  distributionGroupsUpdate,
  distributionGroupsDelete,
  distributionGroupsListMembers,
  distributionGroupsAddMembers,
  distributionGroupsRemoveMembers,
  distributionGroupsResendInvite,
  distributionGroupsAcceptInvitations,
} from './operations/distribution-groups.js';
export { storesList, storesCreate, storesGet, storesUpdate, storesDelete, storesGetServiceStatus } from './operations/stores.js';
export {
  storeReleasesList,
  storeReleasesGetLatest,
  storeReleasesGet,
  storeReleasesDelete,
  storeReleasesGetPublishError,
  storeReleasesGetPublishLogs,
  storeReleasesGetRealtimeStatus,
} from './operations/store-releases.js';
export { userDevicesList, userDevicesGet, userDevicesDelete, userDevicesRegister } from './operations/user-devices.js';
export {
  sdkReleasesGetLatestInPublicGroup,
  sdkReleasesGetLatestPublic,
  sdkReleasesListPublicGroups,
  sdkReleasesGetSparkleFeed,
  sdkReleasesGetLatestPrivate,
  sdkReleasesGetByHash,
  sdkReleasesGetIosManifest,
  sdkReleasesReportInstalls,
} from './operations/sdk-releases.js';
export { appLifecycleService, operations, type AppLifecycleGroups } from './service.js';
export { VERSION } from './version.js';
export { finishedBuildStatus, watchBuild, type BuildRef, type WatchBuildOptions } from './watch-build.js';
export { DEFAULT_URL_TOKEN_PARAM, readAlert, type ReadAlertOptions } from './receive/read-alert.js';
export { BuildAlertPayload, CrashGroupAlertPayload, ReleaseAlertPayload, type Alert, type AlertKind } from './models/alert.js';
export * from './models/account-export.js';
export * from './models/analytics.js';
export * from './models/api-token.js';
export * from './models/app.js';
export * from './models/audience.js';
export * from './models/billing.js';
export * from './models/branch.js';
export * from './models/branch-config.js';
export * from './models/bug-tracker.js';
export * from './models/build.js';
export * from './models/cloud-subscription.js';
export * from './models/commit.js';
export * from './models/crash.js';
export * from './models/crash-analytics.js';
export * from './models/crash-group.js';
export * from './models/deployment.js';
export * from './models/events.js';
export * from './models/log-flow.js';
export * from './models/organization.js';
export * from './models/stacktrace.js';
export * from './models/toolset-projects.js';
export * from './models/uri.js';
export * from './models/vendor-store.js';
export * from './models/app-version.js';
export * from './models/codepush-acquisition.js';
export * from './models/codepush-release.js';
export * from './models/file-asset.js';
export * from './models/repository-config.js';
export * from './models/symbol.js';
export * from './models/toolset.js';
export * from './models/release.js';
export * from './models/release-upload.js';
export * from './models/distribution-store.js';
export * from './models/device.js';
/** A value of an enum this version does not list: the type of one read, and the way to send one. */
export { unknownEnumValue, type UnknownEnumValue } from '@org/http-core';
/** Every error class and guard of the SDKs, so callers need not import `@org/http-core`. */
export * from '@org/http-core/errors';
/** The fields of a result its type does not name, such as those the service added after this package was released. */
export { unknownFields } from '@org/http-core';
/** Sends a call the operation table does not declare through any client of this package, a `create…ClientFor` one included. */
export { request } from '@org/http-core';
export { createAppLifecycleClientFor } from './client-for.js';
export { appLifecycleServiceInfo } from './service-info.js';
export {
  errorGroupsList,
  errorGroupsSearch,
  errorGroupsGet,
  errorGroupsUpdateState,
  errorGroupsCountsPerDay,
  errorGroupsErrorFreeDevicePercentages,
  errorGroupsModelCounts,
  errorGroupsOperatingSystemCounts,
  errorGroupsGetStacktrace,
} from './operations/error-groups.js';
export {
  errorsList,
  errorsGetLatest,
  errorsGet,
  errorsDelete,
  errorsDownload,
  errorsGetLocation,
  errorsGetStacktrace,
  errorsSearch,
  errorsListAttachments,
  errorsGetAttachmentLocation,
  errorsGetAttachmentText,
  errorsListSessionLogs,
  errorsGetRetentionSettings,
} from './operations/errors.js';
export {
  errorAnalyticsAppBuilds,
  errorAnalyticsAvailableVersions,
  errorAnalyticsCountsPerDay,
  errorAnalyticsErrorFreeDevicePercentages,
} from './operations/error-analytics.js';
export * from './models/error.js';
export * from './models/error-analytics.js';
export * from './models/error-group.js';
/**
 * The documented client surface: per operation its input with each field described (`<Group><Method>Input`) and its
 * output (`...Output`, `...Item` for lists, `...Result` for long-running ones), per group its methods
 * (`<Group>Methods`), and the methods of every group (`<Service>Methods`).
 */
export type * from './operation-types.js';
export { uploadRelease, type UploadReleaseOptions } from './upload-release.js';
export { releaseUpdate, type DeploymentRef, type UpdateRelease } from './release-update.js';
export { uploadSymbols, type UploadSymbolsOptions } from './upload-symbols.js';
export type { AppRef, FileServiceSession, FileTransferOptions, ProcessingWaitOptions } from './transfer-options.js';
export { downloadFile, type DownloadFileOptions } from './download-file.js';
export {
  testRunsList,
  testRunsCreate,
  testRunsGet,
  testRunsArchive,
  testRunsAddFileHash,
  testRunsAddFileHashes,
  testRunsStartFileUpload,
  testRunsStart,
  testRunsGetState,
  testRunsGetReport,
  testRunsStop,
} from './operations/test-runs.js';
export { testSeriesList, testSeriesCreate, testSeriesUpdate, testSeriesDelete, testSeriesListTestRuns } from './operations/test-series.js';
export { testDevicesListConfigurations, testDevicesCreateSelection } from './operations/test-devices.js';
export {
  deviceSetsListForOwner,
  deviceSetsCreateForOwner,
  deviceSetsGetForOwner,
  deviceSetsUpdateForOwner,
  deviceSetsDeleteForOwner,
  deviceSetsListForUser,
  deviceSetsCreateForUser,
  deviceSetsGetForUser,
  deviceSetsUpdateForUser,
  deviceSetsDeleteForUser,
} from './operations/device-sets.js';
export { testSubscriptionsGet, testSubscriptionsCreate } from './operations/test-subscriptions.js';
export { testExportListEndpoints, testExportGetApp, testExportGetFileSetFiles, testExportGetHashFiles, testExportGetPipelineTests, testExportGetTestRuns } from './operations/test-export.js';
export * from './models/test-run.js';
export * from './models/test-series.js';
export * from './models/device-set.js';
export * from './models/test-subscription.js';
export * from './models/test-export.js';
export { runDeviceTest, type DeviceTestFile, type DeviceTestResult, type RunDeviceTestOptions } from './run-device-test.js';
export {
  exportConfigurationsList,
  exportConfigurationsCreate,
  exportConfigurationsGet,
  exportConfigurationsUpdate,
  exportConfigurationsDelete,
  exportConfigurationsEnable,
  exportConfigurationsDisable,
} from './operations/export-configurations.js';
export {
  dataSubjectRequestsRequestExport,
  dataSubjectRequestsGetExportStatus,
  dataSubjectRequestsCancelExport,
  dataSubjectRequestsRequestDeletion,
  dataSubjectRequestsGetDeletionStatus,
  dataSubjectRequestsCancelDeletion,
} from './operations/data-subject-requests.js';
export { logBlockingBlockApp, logBlockingBlockDevice } from './operations/log-blocking.js';
export { alertingListWebhooks, alertingGetUserEmailSettings, alertingGetAppEmailSettings } from './operations/alerting.js';
export * from './models/export-configuration.js';
export * from './models/data-subject-request.js';
export * from './models/alerting.js';
export { requestDataDeletion, requestDataExport, type DataRequestOptions } from './data-requests.js';
export {
  orgDistributionGroupsList,
  orgDistributionGroupsCreate,
  orgDistributionGroupsGet,
  orgDistributionGroupsUpdate,
  orgDistributionGroupsDelete,
  orgDistributionGroupsListApps,
  orgDistributionGroupsAddApps,
  orgDistributionGroupsRemoveApps,
  orgDistributionGroupsListMembers,
  orgDistributionGroupsAddMembers,
  orgDistributionGroupsRemoveMembers,
  orgDistributionGroupsResendInvite,
  orgDistributionGroupsListDetails,
} from './operations/org-distribution-groups.js';
export { appUsersList, appUsersListTesters, appUsersUpdatePermissions, appUsersRemove } from './operations/app-users.js';
export {
  appInvitationsList,
  appInvitationsCreate,
  appInvitationsUpdatePermissions,
  appInvitationsDelete,
  appInvitationsCreateByEmail,
  appInvitationsAccept,
  appInvitationsReject,
} from './operations/app-invitations.js';
export * from './models/distribution-group.js';
export * from './models/empty-body.js';
export * from './models/app-user.js';
export * from './models/app-invitation.js';
export {
  organizationsList,
  organizationsCreate,
  organizationsGet,
  organizationsUpdate,
  organizationsDelete,
  organizationsSetAvatar,
  organizationsDeleteAvatar,
  organizationsListApps,
  organizationsCreateApp,
} from './operations/organizations.js';
export { orgMembersList, orgMembersGet, orgMembersUpdateRole, orgMembersRemove, orgMembersListApps, orgMembersListTesters } from './operations/org-members.js';
export {
  teamsList,
  teamsCreate,
  teamsGet,
  teamsUpdate,
  teamsDelete,
  teamsListApps,
  teamsAddApp,
  teamsUpdateAppPermissions,
  teamsRemoveApp,
  teamsListUsers,
  teamsAddUser,
  teamsRemoveUser,
  teamsListForApp,
} from './operations/teams.js';
export {
  orgInvitationsList,
  orgInvitationsCreate,
  orgInvitationsDelete,
  orgInvitationsUpdate,
  orgInvitationsResend,
  orgInvitationsRevoke,
  orgInvitationsAccept,
  orgInvitationsReject,
} from './operations/org-invitations.js';
export { userGet, userUpdate, userGetMetadata, userListServiceConnections, userListSentInvitations } from './operations/user.js';
export { cloudSubscriptionsListForUser, cloudSubscriptionsListForOrg } from './operations/cloud-subscriptions.js';
export { appsTransfer, appsTransferToOrg } from './operations/apps.js';
export * from './models/org-member.js';
export * from './models/team.js';
export * from './models/org-invitation.js';
export * from './models/user.js';
