// Generated from the operation table by renderOperationTypes (@org/tools); src/docs.test.ts keeps it current.
import type { OperationInput, OperationItem, OperationOutput } from '@org/http-core';
import type { AppLifecycleGroups } from './service.js';

/**
 * Input of `accountExport.listEndpoints` (List endpoints available for test accounts data).
 */
export type AccountExportListEndpointsInput = OperationInput<AppLifecycleGroups['accountExport']['listEndpoints']>;
/**
 * Output of `accountExport.listEndpoints` (List endpoints available for test accounts data).
 */
export type AccountExportListEndpointsOutput = OperationOutput<AppLifecycleGroups['accountExport']['listEndpoints']>;
/**
 * Input of `accountExport.getAccount` (List account data).
 */
export type AccountExportGetAccountInput = OperationInput<AppLifecycleGroups['accountExport']['getAccount']>;
/**
 * Output of `accountExport.getAccount` (List account data).
 */
export type AccountExportGetAccountOutput = OperationOutput<AppLifecycleGroups['accountExport']['getAccount']>;
/**
 * Input of `accountExport.getFeatureFlags` (List feature flag data).
 */
export type AccountExportGetFeatureFlagsInput = OperationInput<AppLifecycleGroups['accountExport']['getFeatureFlags']>;
/**
 * Output of `accountExport.getFeatureFlags` (List feature flag data).
 */
export type AccountExportGetFeatureFlagsOutput = OperationOutput<AppLifecycleGroups['accountExport']['getFeatureFlags']>;
/**
 * Input of `organizations.listAdministered` (Organisations where the requesting user is admin).
 */
export type OrganizationsListAdministeredInput = OperationInput<AppLifecycleGroups['organizations']['listAdministered']>;
/**
 * Output of `organizations.listAdministered` (Organisations where the requesting user is admin).
 */
export type OrganizationsListAdministeredOutput = OperationOutput<AppLifecycleGroups['organizations']['listAdministered']>;
/**
 * Input of `userTokens.list` (API tokens of the authenticated user).
 */
export type UserTokensListInput = OperationInput<AppLifecycleGroups['userTokens']['list']>;
/**
 * Output of `userTokens.list` (API tokens of the authenticated user).
 */
export type UserTokensListOutput = OperationOutput<AppLifecycleGroups['userTokens']['list']>;
/**
 * Input of `userTokens.create` (Create a user API token).
 */
export type UserTokensCreateInput = OperationInput<AppLifecycleGroups['userTokens']['create']>;
/**
 * Output of `userTokens.create` (Create a user API token).
 */
export type UserTokensCreateOutput = OperationOutput<AppLifecycleGroups['userTokens']['create']>;
/**
 * Input of `userTokens.delete` (Delete a user API token).
 */
export type UserTokensDeleteInput = OperationInput<AppLifecycleGroups['userTokens']['delete']>;
/**
 * Output of `userTokens.delete` (Delete a user API token).
 */
export type UserTokensDeleteOutput = OperationOutput<AppLifecycleGroups['userTokens']['delete']>;
/**
 * Input of `apps.list` (List apps).
 */
export type AppsListInput = OperationInput<AppLifecycleGroups['apps']['list']>;
/**
 * Output of `apps.list` (List apps).
 */
export type AppsListOutput = OperationOutput<AppLifecycleGroups['apps']['list']>;
/**
 * Input of `apps.create` (Create an app and return it).
 */
export type AppsCreateInput = OperationInput<AppLifecycleGroups['apps']['create']>;
/**
 * Output of `apps.create` (Create an app and return it).
 */
export type AppsCreateOutput = OperationOutput<AppLifecycleGroups['apps']['create']>;
/**
 * Input of `apps.get` (Get an app of the owner).
 */
export type AppsGetInput = OperationInput<AppLifecycleGroups['apps']['get']>;
/**
 * Output of `apps.get` (Get an app of the owner).
 */
export type AppsGetOutput = OperationOutput<AppLifecycleGroups['apps']['get']>;
/**
 * Input of `apps.update` (Partially update an app).
 */
export type AppsUpdateInput = OperationInput<AppLifecycleGroups['apps']['update']>;
/**
 * Output of `apps.update` (Partially update an app).
 */
export type AppsUpdateOutput = OperationOutput<AppLifecycleGroups['apps']['update']>;
/**
 * Input of `apps.delete` (Delete an app).
 */
export type AppsDeleteInput = OperationInput<AppLifecycleGroups['apps']['delete']>;
/**
 * Output of `apps.delete` (Delete an app).
 */
export type AppsDeleteOutput = OperationOutput<AppLifecycleGroups['apps']['delete']>;
/**
 * Input of `apps.setAvatar` (Set the app avatar).
 */
export type AppsSetAvatarInput = OperationInput<AppLifecycleGroups['apps']['setAvatar']>;
/**
 * Output of `apps.setAvatar` (Set the app avatar).
 */
export type AppsSetAvatarOutput = OperationOutput<AppLifecycleGroups['apps']['setAvatar']>;
/**
 * Input of `apps.deleteAvatar` (Delete the uploaded avatar).
 */
export type AppsDeleteAvatarInput = OperationInput<AppLifecycleGroups['apps']['deleteAvatar']>;
/**
 * Output of `apps.deleteAvatar` (Delete the uploaded avatar).
 */
export type AppsDeleteAvatarOutput = OperationOutput<AppLifecycleGroups['apps']['deleteAvatar']>;
/**
 * Input of `appTokens.list` (App API tokens).
 */
export type AppTokensListInput = OperationInput<AppLifecycleGroups['appTokens']['list']>;
/**
 * Output of `appTokens.list` (App API tokens).
 */
export type AppTokensListOutput = OperationOutput<AppLifecycleGroups['appTokens']['list']>;
/**
 * Input of `appTokens.create` (Create an app API token).
 */
export type AppTokensCreateInput = OperationInput<AppLifecycleGroups['appTokens']['create']>;
/**
 * Output of `appTokens.create` (Create an app API token).
 */
export type AppTokensCreateOutput = OperationOutput<AppLifecycleGroups['appTokens']['create']>;
/**
 * Input of `appTokens.delete` (Delete an app API token).
 */
export type AppTokensDeleteInput = OperationInput<AppLifecycleGroups['appTokens']['delete']>;
/**
 * Output of `appTokens.delete` (Delete an app API token).
 */
export type AppTokensDeleteOutput = OperationOutput<AppLifecycleGroups['appTokens']['delete']>;
/**
 * Input of `audiences.list` (List audiences).
 */
export type AudiencesListInput = OperationInput<AppLifecycleGroups['audiences']['list']>;
/**
 * Output of `audiences.list` (List audiences).
 */
export type AudiencesListOutput = OperationOutput<AppLifecycleGroups['audiences']['list']>;
/**
 * One item of the list `audiences.list` (List audiences).
 */
export type AudiencesListItem = OperationItem<AppLifecycleGroups['audiences']['list']>;
/**
 * Input of `audiences.testDefinition` (Test an audience definition).
 */
export type AudiencesTestDefinitionInput = OperationInput<AppLifecycleGroups['audiences']['testDefinition']>;
/**
 * Output of `audiences.testDefinition` (Test an audience definition).
 */
export type AudiencesTestDefinitionOutput = OperationOutput<AppLifecycleGroups['audiences']['testDefinition']>;
/**
 * Input of `audiences.listCustomProperties` (List custom properties).
 */
export type AudiencesListCustomPropertiesInput = OperationInput<AppLifecycleGroups['audiences']['listCustomProperties']>;
/**
 * Output of `audiences.listCustomProperties` (List custom properties).
 */
export type AudiencesListCustomPropertiesOutput = OperationOutput<AppLifecycleGroups['audiences']['listCustomProperties']>;
/**
 * Input of `audiences.listDeviceProperties` (List device properties).
 */
export type AudiencesListDevicePropertiesInput = OperationInput<AppLifecycleGroups['audiences']['listDeviceProperties']>;
/**
 * Output of `audiences.listDeviceProperties` (List device properties).
 */
export type AudiencesListDevicePropertiesOutput = OperationOutput<AppLifecycleGroups['audiences']['listDeviceProperties']>;
/**
 * Input of `audiences.listDevicePropertyValues` (List values of a device property).
 */
export type AudiencesListDevicePropertyValuesInput = OperationInput<AppLifecycleGroups['audiences']['listDevicePropertyValues']>;
/**
 * Output of `audiences.listDevicePropertyValues` (List values of a device property).
 */
export type AudiencesListDevicePropertyValuesOutput = OperationOutput<AppLifecycleGroups['audiences']['listDevicePropertyValues']>;
/**
 * Input of `audiences.get` (Get audience definition).
 */
export type AudiencesGetInput = OperationInput<AppLifecycleGroups['audiences']['get']>;
/**
 * Output of `audiences.get` (Get audience definition).
 */
export type AudiencesGetOutput = OperationOutput<AppLifecycleGroups['audiences']['get']>;
/**
 * Input of `audiences.createOrUpdate` (Create or update audience definition).
 */
export type AudiencesCreateOrUpdateInput = OperationInput<AppLifecycleGroups['audiences']['createOrUpdate']>;
/**
 * Output of `audiences.createOrUpdate` (Create or update audience definition).
 */
export type AudiencesCreateOrUpdateOutput = OperationOutput<AppLifecycleGroups['audiences']['createOrUpdate']>;
/**
 * Input of `audiences.delete` (Delete audience definition).
 */
export type AudiencesDeleteInput = OperationInput<AppLifecycleGroups['audiences']['delete']>;
/**
 * Output of `audiences.delete` (Delete audience definition).
 */
export type AudiencesDeleteOutput = OperationOutput<AppLifecycleGroups['audiences']['delete']>;
/**
 * Input of `crashAnalytics.crashCounts` (Available for a single app platform only).
 *
 * @deprecated The service deprecates this operation.
 */
export type CrashAnalyticsCrashCountsInput = OperationInput<AppLifecycleGroups['crashAnalytics']['crashCounts']>;
/**
 * Output of `crashAnalytics.crashCounts` (Available for a single app platform only).
 *
 * @deprecated The service deprecates this operation.
 */
export type CrashAnalyticsCrashCountsOutput = OperationOutput<AppLifecycleGroups['crashAnalytics']['crashCounts']>;
/**
 * Input of `crashAnalytics.groupTotals` (Overall crash and affected user counts of selected crash groups and versions).
 */
export type CrashAnalyticsGroupTotalsInput = OperationInput<AppLifecycleGroups['crashAnalytics']['groupTotals']>;
/**
 * Output of `crashAnalytics.groupTotals` (Overall crash and affected user counts of selected crash groups and versions).
 */
export type CrashAnalyticsGroupTotalsOutput = OperationOutput<AppLifecycleGroups['crashAnalytics']['groupTotals']>;
/**
 * Input of `crashAnalytics.groupCrashCounts` (Available for a single app platform only).
 *
 * @deprecated The service deprecates this operation.
 */
export type CrashAnalyticsGroupCrashCountsInput = OperationInput<AppLifecycleGroups['crashAnalytics']['groupCrashCounts']>;
/**
 * Output of `crashAnalytics.groupCrashCounts` (Available for a single app platform only).
 *
 * @deprecated The service deprecates this operation.
 */
export type CrashAnalyticsGroupCrashCountsOutput = OperationOutput<AppLifecycleGroups['crashAnalytics']['groupCrashCounts']>;
/**
 * Input of `crashAnalytics.groupModels` (Available for a single app platform only).
 *
 * @deprecated The service deprecates this operation.
 */
export type CrashAnalyticsGroupModelsInput = OperationInput<AppLifecycleGroups['crashAnalytics']['groupModels']>;
/**
 * Output of `crashAnalytics.groupModels` (Available for a single app platform only).
 *
 * @deprecated The service deprecates this operation.
 */
export type CrashAnalyticsGroupModelsOutput = OperationOutput<AppLifecycleGroups['crashAnalytics']['groupModels']>;
/**
 * Input of `crashAnalytics.groupOperatingSystems` (Available for a single app platform only).
 *
 * @deprecated The service deprecates this operation.
 */
export type CrashAnalyticsGroupOperatingSystemsInput = OperationInput<AppLifecycleGroups['crashAnalytics']['groupOperatingSystems']>;
/**
 * Output of `crashAnalytics.groupOperatingSystems` (Available for a single app platform only).
 *
 * @deprecated The service deprecates this operation.
 */
export type CrashAnalyticsGroupOperatingSystemsOutput = OperationOutput<AppLifecycleGroups['crashAnalytics']['groupOperatingSystems']>;
/**
 * Input of `crashAnalytics.groupOverall` (Available for a single app platform only).
 *
 * @deprecated The service deprecates this operation.
 */
export type CrashAnalyticsGroupOverallInput = OperationInput<AppLifecycleGroups['crashAnalytics']['groupOverall']>;
/**
 * Output of `crashAnalytics.groupOverall` (Available for a single app platform only).
 *
 * @deprecated The service deprecates this operation.
 */
export type CrashAnalyticsGroupOverallOutput = OperationOutput<AppLifecycleGroups['crashAnalytics']['groupOverall']>;
/**
 * Input of `crashAnalytics.crashFreeDevicePercentages` (Crash-free device percentage by day for selected versions; returns -1 when crash devices exceed active devices).
 *
 * @deprecated The service deprecates this operation.
 */
export type CrashAnalyticsCrashFreeDevicePercentagesInput = OperationInput<AppLifecycleGroups['crashAnalytics']['crashFreeDevicePercentages']>;
/**
 * Output of `crashAnalytics.crashFreeDevicePercentages` (Crash-free device percentage by day for selected versions; returns -1 when crash devices exceed active devices).
 *
 * @deprecated The service deprecates this operation.
 */
export type CrashAnalyticsCrashFreeDevicePercentagesOutput = OperationOutput<AppLifecycleGroups['crashAnalytics']['crashFreeDevicePercentages']>;
/**
 * Input of `analytics.activeDeviceCounts` (Active devices by interval in the time range).
 */
export type AnalyticsActiveDeviceCountsInput = OperationInput<AppLifecycleGroups['analytics']['activeDeviceCounts']>;
/**
 * Output of `analytics.activeDeviceCounts` (Active devices by interval in the time range).
 */
export type AnalyticsActiveDeviceCountsOutput = OperationOutput<AppLifecycleGroups['analytics']['activeDeviceCounts']>;
/**
 * Input of `analytics.releaseCounts` (Total downloads of the given distribution releases).
 */
export type AnalyticsReleaseCountsInput = OperationInput<AppLifecycleGroups['analytics']['releaseCounts']>;
/**
 * Output of `analytics.releaseCounts` (Total downloads of the given distribution releases).
 */
export type AnalyticsReleaseCountsOutput = OperationOutput<AppLifecycleGroups['analytics']['releaseCounts']>;
/**
 * Input of `analytics.languages` (Languages in the time range).
 */
export type AnalyticsLanguagesInput = OperationInput<AppLifecycleGroups['analytics']['languages']>;
/**
 * Output of `analytics.languages` (Languages in the time range).
 */
export type AnalyticsLanguagesOutput = OperationOutput<AppLifecycleGroups['analytics']['languages']>;
/**
 * Input of `analytics.logFlow` (Logs received between a start time and now; at most 100 logs per call).
 */
export type AnalyticsLogFlowInput = OperationInput<AppLifecycleGroups['analytics']['logFlow']>;
/**
 * Output of `analytics.logFlow` (Logs received between a start time and now; at most 100 logs per call).
 */
export type AnalyticsLogFlowOutput = OperationOutput<AppLifecycleGroups['analytics']['logFlow']>;
/**
 * One item of the list `analytics.logFlow` (Logs received between a start time and now; at most 100 logs per call).
 */
export type AnalyticsLogFlowItem = OperationItem<AppLifecycleGroups['analytics']['logFlow']>;
/**
 * Input of `analytics.genericLogFlow` (Logs received between a start time and now; at most 100 logs per call).
 */
export type AnalyticsGenericLogFlowInput = OperationInput<AppLifecycleGroups['analytics']['genericLogFlow']>;
/**
 * Output of `analytics.genericLogFlow` (Logs received between a start time and now; at most 100 logs per call).
 */
export type AnalyticsGenericLogFlowOutput = OperationOutput<AppLifecycleGroups['analytics']['genericLogFlow']>;
/**
 * One item of the list `analytics.genericLogFlow` (Logs received between a start time and now; at most 100 logs per call).
 */
export type AnalyticsGenericLogFlowItem = OperationItem<AppLifecycleGroups['analytics']['genericLogFlow']>;
/**
 * Input of `analytics.models` (Models in the time range).
 */
export type AnalyticsModelsInput = OperationInput<AppLifecycleGroups['analytics']['models']>;
/**
 * Output of `analytics.models` (Models in the time range).
 */
export type AnalyticsModelsOutput = OperationOutput<AppLifecycleGroups['analytics']['models']>;
/**
 * Input of `analytics.operatingSystems` (Operating systems in the time range).
 */
export type AnalyticsOperatingSystemsInput = OperationInput<AppLifecycleGroups['analytics']['operatingSystems']>;
/**
 * Output of `analytics.operatingSystems` (Operating systems in the time range).
 */
export type AnalyticsOperatingSystemsOutput = OperationOutput<AppLifecycleGroups['analytics']['operatingSystems']>;
/**
 * Input of `analytics.places` (Places in the time range).
 */
export type AnalyticsPlacesInput = OperationInput<AppLifecycleGroups['analytics']['places']>;
/**
 * Output of `analytics.places` (Places in the time range).
 */
export type AnalyticsPlacesOutput = OperationOutput<AppLifecycleGroups['analytics']['places']>;
/**
 * Input of `analytics.sessionCounts` (Sessions in the time range).
 */
export type AnalyticsSessionCountsInput = OperationInput<AppLifecycleGroups['analytics']['sessionCounts']>;
/**
 * Output of `analytics.sessionCounts` (Sessions in the time range).
 */
export type AnalyticsSessionCountsOutput = OperationOutput<AppLifecycleGroups['analytics']['sessionCounts']>;
/**
 * Input of `analytics.sessionDurations` (Session durations).
 */
export type AnalyticsSessionDurationsInput = OperationInput<AppLifecycleGroups['analytics']['sessionDurations']>;
/**
 * Output of `analytics.sessionDurations` (Session durations).
 */
export type AnalyticsSessionDurationsOutput = OperationOutput<AppLifecycleGroups['analytics']['sessionDurations']>;
/**
 * Input of `analytics.sessionsPerDevice` (Sessions per device in the time range).
 */
export type AnalyticsSessionsPerDeviceInput = OperationInput<AppLifecycleGroups['analytics']['sessionsPerDevice']>;
/**
 * Output of `analytics.sessionsPerDevice` (Sessions per device in the time range).
 */
export type AnalyticsSessionsPerDeviceOutput = OperationOutput<AppLifecycleGroups['analytics']['sessionsPerDevice']>;
/**
 * Input of `analytics.versions` (Active versions in the time range ordered by version).
 */
export type AnalyticsVersionsInput = OperationInput<AppLifecycleGroups['analytics']['versions']>;
/**
 * Output of `analytics.versions` (Active versions in the time range ordered by version).
 */
export type AnalyticsVersionsOutput = OperationOutput<AppLifecycleGroups['analytics']['versions']>;
/**
 * Input of `events.list` (Active events in the time range ordered by event).
 */
export type EventsListInput = OperationInput<AppLifecycleGroups['events']['list']>;
/**
 * Output of `events.list` (Active events in the time range ordered by event).
 */
export type EventsListOutput = OperationOutput<AppLifecycleGroups['events']['list']>;
/**
 * One item of the list `events.list` (Active events in the time range ordered by event).
 */
export type EventsListItem = OperationItem<AppLifecycleGroups['events']['list']>;
/**
 * Input of `events.delete` (Delete events with the given names).
 */
export type EventsDeleteInput = OperationInput<AppLifecycleGroups['events']['delete']>;
/**
 * Output of `events.delete` (Delete events with the given names).
 */
export type EventsDeleteOutput = OperationOutput<AppLifecycleGroups['events']['delete']>;
/**
 * Input of `events.deleteLogs` (Delete events with the given names).
 */
export type EventsDeleteLogsInput = OperationInput<AppLifecycleGroups['events']['deleteLogs']>;
/**
 * Output of `events.deleteLogs` (Delete events with the given names).
 */
export type EventsDeleteLogsOutput = OperationOutput<AppLifecycleGroups['events']['deleteLogs']>;
/**
 * Input of `events.countPerDevice` (Events per device by interval).
 */
export type EventsCountPerDeviceInput = OperationInput<AppLifecycleGroups['events']['countPerDevice']>;
/**
 * Output of `events.countPerDevice` (Events per device by interval).
 */
export type EventsCountPerDeviceOutput = OperationOutput<AppLifecycleGroups['events']['countPerDevice']>;
/**
 * Input of `events.countPerSession` (Events per session by interval).
 */
export type EventsCountPerSessionInput = OperationInput<AppLifecycleGroups['events']['countPerSession']>;
/**
 * Output of `events.countPerSession` (Events per session by interval).
 */
export type EventsCountPerSessionOutput = OperationOutput<AppLifecycleGroups['events']['countPerSession']>;
/**
 * Input of `events.deviceCount` (Devices for an event by interval).
 */
export type EventsDeviceCountInput = OperationInput<AppLifecycleGroups['events']['deviceCount']>;
/**
 * Output of `events.deviceCount` (Devices for an event by interval).
 */
export type EventsDeviceCountOutput = OperationOutput<AppLifecycleGroups['events']['deviceCount']>;
/**
 * Input of `events.eventCount` (Events by interval).
 */
export type EventsEventCountInput = OperationInput<AppLifecycleGroups['events']['eventCount']>;
/**
 * Output of `events.eventCount` (Events by interval).
 */
export type EventsEventCountOutput = OperationOutput<AppLifecycleGroups['events']['eventCount']>;
/**
 * Input of `events.properties` (Event properties).
 */
export type EventsPropertiesInput = OperationInput<AppLifecycleGroups['events']['properties']>;
/**
 * Output of `events.properties` (Event properties).
 */
export type EventsPropertiesOutput = OperationOutput<AppLifecycleGroups['events']['properties']>;
/**
 * Input of `events.propertyCounts` (Property value counts in descending order).
 */
export type EventsPropertyCountsInput = OperationInput<AppLifecycleGroups['events']['propertyCounts']>;
/**
 * Output of `events.propertyCounts` (Property value counts in descending order).
 */
export type EventsPropertyCountsOutput = OperationOutput<AppLifecycleGroups['events']['propertyCounts']>;
/**
 * Input of `vendorStore.getMapping` (Get mapping of the app to an existing app in a vendor store).
 */
export type VendorStoreGetMappingInput = OperationInput<AppLifecycleGroups['vendorStore']['getMapping']>;
/**
 * Output of `vendorStore.getMapping` (Get mapping of the app to an existing app in a vendor store).
 */
export type VendorStoreGetMappingOutput = OperationOutput<AppLifecycleGroups['vendorStore']['getMapping']>;
/**
 * Input of `vendorStore.createMapping` (Create that mapping).
 */
export type VendorStoreCreateMappingInput = OperationInput<AppLifecycleGroups['vendorStore']['createMapping']>;
/**
 * Output of `vendorStore.createMapping` (Create that mapping).
 */
export type VendorStoreCreateMappingOutput = OperationOutput<AppLifecycleGroups['vendorStore']['createMapping']>;
/**
 * Input of `vendorStore.deleteMapping` (Delete that mapping).
 */
export type VendorStoreDeleteMappingInput = OperationInput<AppLifecycleGroups['vendorStore']['deleteMapping']>;
/**
 * Output of `vendorStore.deleteMapping` (Delete that mapping).
 */
export type VendorStoreDeleteMappingOutput = OperationOutput<AppLifecycleGroups['vendorStore']['deleteMapping']>;
/**
 * Input of `vendorStore.listTestGroups` (Fetch all vendor test groups).
 *
 * @deprecated The service deprecates this operation.
 */
export type VendorStoreListTestGroupsInput = OperationInput<AppLifecycleGroups['vendorStore']['listTestGroups']>;
/**
 * Output of `vendorStore.listTestGroups` (Fetch all vendor test groups).
 *
 * @deprecated The service deprecates this operation.
 */
export type VendorStoreListTestGroupsOutput = OperationOutput<AppLifecycleGroups['vendorStore']['listTestGroups']>;
/**
 * Input of `cloudSubscriptions.list` (List cloud subscriptions of the app).
 */
export type CloudSubscriptionsListInput = OperationInput<AppLifecycleGroups['cloudSubscriptions']['list']>;
/**
 * Output of `cloudSubscriptions.list` (List cloud subscriptions of the app).
 */
export type CloudSubscriptionsListOutput = OperationOutput<AppLifecycleGroups['cloudSubscriptions']['list']>;
/**
 * Input of `cloudSubscriptions.link` (Link a cloud subscription to the app).
 */
export type CloudSubscriptionsLinkInput = OperationInput<AppLifecycleGroups['cloudSubscriptions']['link']>;
/**
 * Output of `cloudSubscriptions.link` (Link a cloud subscription to the app).
 */
export type CloudSubscriptionsLinkOutput = OperationOutput<AppLifecycleGroups['cloudSubscriptions']['link']>;
/**
 * Input of `cloudSubscriptions.delete` (Delete a cloud subscription of the app).
 */
export type CloudSubscriptionsDeleteInput = OperationInput<AppLifecycleGroups['cloudSubscriptions']['delete']>;
/**
 * Output of `cloudSubscriptions.delete` (Delete a cloud subscription of the app).
 */
export type CloudSubscriptionsDeleteOutput = OperationOutput<AppLifecycleGroups['cloudSubscriptions']['delete']>;
/**
 * Input of `billing.getAggregated` (Aggregated billing information for the owner of the app).
 */
export type BillingGetAggregatedInput = OperationInput<AppLifecycleGroups['billing']['getAggregated']>;
/**
 * Output of `billing.getAggregated` (Aggregated billing information for the owner of the app).
 */
export type BillingGetAggregatedOutput = OperationOutput<AppLifecycleGroups['billing']['getAggregated']>;
/**
 * Input of `branches.list` (List Git branches).
 */
export type BranchesListInput = OperationInput<AppLifecycleGroups['branches']['list']>;
/**
 * Output of `branches.list` (List Git branches).
 */
export type BranchesListOutput = OperationOutput<AppLifecycleGroups['branches']['list']>;
/**
 * Input of `branches.getConfig` (Get branch configuration).
 */
export type BranchesGetConfigInput = OperationInput<AppLifecycleGroups['branches']['getConfig']>;
/**
 * Output of `branches.getConfig` (Get branch configuration).
 */
export type BranchesGetConfigOutput = OperationOutput<AppLifecycleGroups['branches']['getConfig']>;
/**
 * Input of `branches.configure` (Configure the branch for build).
 */
export type BranchesConfigureInput = OperationInput<AppLifecycleGroups['branches']['configure']>;
/**
 * Output of `branches.configure` (Configure the branch for build).
 */
export type BranchesConfigureOutput = OperationOutput<AppLifecycleGroups['branches']['configure']>;
/**
 * Input of `branches.reconfigure` (Reconfigure the branch).
 */
export type BranchesReconfigureInput = OperationInput<AppLifecycleGroups['branches']['reconfigure']>;
/**
 * Output of `branches.reconfigure` (Reconfigure the branch).
 */
export type BranchesReconfigureOutput = OperationOutput<AppLifecycleGroups['branches']['reconfigure']>;
/**
 * Input of `branches.deleteConfig` (Delete the branch build configuration).
 */
export type BranchesDeleteConfigInput = OperationInput<AppLifecycleGroups['branches']['deleteConfig']>;
/**
 * Output of `branches.deleteConfig` (Delete the branch build configuration).
 */
export type BranchesDeleteConfigOutput = OperationOutput<AppLifecycleGroups['branches']['deleteConfig']>;
/**
 * Input of `branches.exportConfig` (Build configuration in pipeline YAML format).
 */
export type BranchesExportConfigInput = OperationInput<AppLifecycleGroups['branches']['exportConfig']>;
/**
 * Output of `branches.exportConfig` (Build configuration in pipeline YAML format).
 */
export type BranchesExportConfigOutput = OperationOutput<AppLifecycleGroups['branches']['exportConfig']>;
/**
 * Input of `branches.listToolsetProjects` (Projects in the repository for the branch, for all toolsets).
 */
export type BranchesListToolsetProjectsInput = OperationInput<AppLifecycleGroups['branches']['listToolsetProjects']>;
/**
 * Output of `branches.listToolsetProjects` (Projects in the repository for the branch, for all toolsets).
 */
export type BranchesListToolsetProjectsOutput = OperationOutput<AppLifecycleGroups['branches']['listToolsetProjects']>;
/**
 * Input of `builds.listByBranch` (List builds of a branch).
 */
export type BuildsListByBranchInput = OperationInput<AppLifecycleGroups['builds']['listByBranch']>;
/**
 * Output of `builds.listByBranch` (List builds of a branch).
 */
export type BuildsListByBranchOutput = OperationOutput<AppLifecycleGroups['builds']['listByBranch']>;
/**
 * Input of `builds.create` (Create a build).
 */
export type BuildsCreateInput = OperationInput<AppLifecycleGroups['builds']['create']>;
/**
 * Output of `builds.create` (Create a build).
 */
export type BuildsCreateOutput = OperationOutput<AppLifecycleGroups['builds']['create']>;
/**
 * Input of `builds.get` (Build detail).
 */
export type BuildsGetInput = OperationInput<AppLifecycleGroups['builds']['get']>;
/**
 * Output of `builds.get` (Build detail).
 */
export type BuildsGetOutput = OperationOutput<AppLifecycleGroups['builds']['get']>;
/**
 * Input of `builds.cancel` (Cancel a build).
 */
export type BuildsCancelInput = OperationInput<AppLifecycleGroups['builds']['cancel']>;
/**
 * Output of `builds.cancel` (Cancel a build).
 */
export type BuildsCancelOutput = OperationOutput<AppLifecycleGroups['builds']['cancel']>;
/**
 * Input of `builds.distribute` (Distribute a build).
 */
export type BuildsDistributeInput = OperationInput<AppLifecycleGroups['builds']['distribute']>;
/**
 * Output of `builds.distribute` (Distribute a build).
 */
export type BuildsDistributeOutput = OperationOutput<AppLifecycleGroups['builds']['distribute']>;
/**
 * Input of `builds.getDownloadUri` (Get the download URI).
 */
export type BuildsGetDownloadUriInput = OperationInput<AppLifecycleGroups['builds']['getDownloadUri']>;
/**
 * Output of `builds.getDownloadUri` (Get the download URI).
 */
export type BuildsGetDownloadUriOutput = OperationOutput<AppLifecycleGroups['builds']['getDownloadUri']>;
/**
 * Input of `builds.getLog` (Get the build log).
 */
export type BuildsGetLogInput = OperationInput<AppLifecycleGroups['builds']['getLog']>;
/**
 * Output of `builds.getLog` (Get the build log).
 */
export type BuildsGetLogOutput = OperationOutput<AppLifecycleGroups['builds']['getLog']>;
/**
 * Input of `builds.getServiceStatus` (Build service status for the app).
 */
export type BuildsGetServiceStatusInput = OperationInput<AppLifecycleGroups['builds']['getServiceStatus']>;
/**
 * Output of `builds.getServiceStatus` (Build service status for the app).
 */
export type BuildsGetServiceStatusOutput = OperationOutput<AppLifecycleGroups['builds']['getServiceStatus']>;
/**
 * Input of `commits.listBatch` (Commit information for a batch of commit hashes).
 */
export type CommitsListBatchInput = OperationInput<AppLifecycleGroups['commits']['listBatch']>;
/**
 * Output of `commits.listBatch` (Commit information for a batch of commit hashes).
 */
export type CommitsListBatchOutput = OperationOutput<AppLifecycleGroups['commits']['listBatch']>;
/**
 * Input of `bugTracker.getSettings` (Bug tracker settings).
 */
export type BugTrackerGetSettingsInput = OperationInput<AppLifecycleGroups['bugTracker']['getSettings']>;
/**
 * Output of `bugTracker.getSettings` (Bug tracker settings).
 */
export type BugTrackerGetSettingsOutput = OperationOutput<AppLifecycleGroups['bugTracker']['getSettings']>;
/**
 * Input of `bugTracker.getCrashGroupIssue` (Project issue related to a crash group).
 */
export type BugTrackerGetCrashGroupIssueInput = OperationInput<AppLifecycleGroups['bugTracker']['getCrashGroupIssue']>;
/**
 * Output of `bugTracker.getCrashGroupIssue` (Project issue related to a crash group).
 */
export type BugTrackerGetCrashGroupIssueOutput = OperationOutput<AppLifecycleGroups['bugTracker']['getCrashGroupIssue']>;
/**
 * Input of `crashGroups.list` (List crash groups and whether the list holds all groups).
 *
 * @deprecated The service deprecates this operation.
 */
export type CrashGroupsListInput = OperationInput<AppLifecycleGroups['crashGroups']['list']>;
/**
 * Output of `crashGroups.list` (List crash groups and whether the list holds all groups).
 *
 * @deprecated The service deprecates this operation.
 */
export type CrashGroupsListOutput = OperationOutput<AppLifecycleGroups['crashGroups']['list']>;
/**
 * One item of the list `crashGroups.list` (List crash groups and whether the list holds all groups).
 *
 * @deprecated The service deprecates this operation.
 */
export type CrashGroupsListItem = OperationItem<AppLifecycleGroups['crashGroups']['list']>;
/**
 * Input of `crashGroups.get` (Get a group).
 *
 * @deprecated The service deprecates this operation.
 */
export type CrashGroupsGetInput = OperationInput<AppLifecycleGroups['crashGroups']['get']>;
/**
 * Output of `crashGroups.get` (Get a group).
 *
 * @deprecated The service deprecates this operation.
 */
export type CrashGroupsGetOutput = OperationOutput<AppLifecycleGroups['crashGroups']['get']>;
/**
 * Input of `crashGroups.update` (Update a group).
 *
 * @deprecated The service deprecates this operation.
 */
export type CrashGroupsUpdateInput = OperationInput<AppLifecycleGroups['crashGroups']['update']>;
/**
 * Output of `crashGroups.update` (Update a group).
 *
 * @deprecated The service deprecates this operation.
 */
export type CrashGroupsUpdateOutput = OperationOutput<AppLifecycleGroups['crashGroups']['update']>;
/**
 * Input of `crashGroups.getStacktrace` (Stack trace).
 *
 * @deprecated The service deprecates this operation.
 */
export type CrashGroupsGetStacktraceInput = OperationInput<AppLifecycleGroups['crashGroups']['getStacktrace']>;
/**
 * Output of `crashGroups.getStacktrace` (Stack trace).
 *
 * @deprecated The service deprecates this operation.
 */
export type CrashGroupsGetStacktraceOutput = OperationOutput<AppLifecycleGroups['crashGroups']['getStacktrace']>;
/**
 * Input of `crashes.list` (All crashes of a group).
 *
 * @deprecated The service deprecates this operation.
 */
export type CrashesListInput = OperationInput<AppLifecycleGroups['crashes']['list']>;
/**
 * Output of `crashes.list` (All crashes of a group).
 *
 * @deprecated The service deprecates this operation.
 */
export type CrashesListOutput = OperationOutput<AppLifecycleGroups['crashes']['list']>;
/**
 * Input of `crashes.get` (Get a crash).
 *
 * @deprecated The service deprecates this operation.
 */
export type CrashesGetInput = OperationInput<AppLifecycleGroups['crashes']['get']>;
/**
 * Output of `crashes.get` (Get a crash).
 *
 * @deprecated The service deprecates this operation.
 */
export type CrashesGetOutput = OperationOutput<AppLifecycleGroups['crashes']['get']>;
/**
 * Input of `crashes.delete` (Delete a crash with its attachments and blobs).
 *
 * @deprecated The service deprecates this operation.
 */
export type CrashesDeleteInput = OperationInput<AppLifecycleGroups['crashes']['delete']>;
/**
 * Output of `crashes.delete` (Delete a crash with its attachments and blobs).
 *
 * @deprecated The service deprecates this operation.
 */
export type CrashesDeleteOutput = OperationOutput<AppLifecycleGroups['crashes']['delete']>;
/**
 * Input of `crashes.getNativeLog` (Native log of a crash).
 *
 * @deprecated The service deprecates this operation.
 */
export type CrashesGetNativeLogInput = OperationInput<AppLifecycleGroups['crashes']['getNativeLog']>;
/**
 * Output of `crashes.getNativeLog` (Native log of a crash).
 *
 * @deprecated The service deprecates this operation.
 */
export type CrashesGetNativeLogOutput = OperationOutput<AppLifecycleGroups['crashes']['getNativeLog']>;
/**
 * Input of `crashes.downloadNativeLog` (Native log as a text attachment).
 *
 * @deprecated The service deprecates this operation.
 */
export type CrashesDownloadNativeLogInput = OperationInput<AppLifecycleGroups['crashes']['downloadNativeLog']>;
/**
 * Output of `crashes.downloadNativeLog` (Native log as a text attachment).
 *
 * @deprecated The service deprecates this operation.
 */
export type CrashesDownloadNativeLogOutput = OperationOutput<AppLifecycleGroups['crashes']['downloadNativeLog']>;
/**
 * Input of `crashes.getRawLocation` (URI to download the crash as JSON).
 *
 * @deprecated The service deprecates this operation.
 */
export type CrashesGetRawLocationInput = OperationInput<AppLifecycleGroups['crashes']['getRawLocation']>;
/**
 * Output of `crashes.getRawLocation` (URI to download the crash as JSON).
 *
 * @deprecated The service deprecates this operation.
 */
export type CrashesGetRawLocationOutput = OperationOutput<AppLifecycleGroups['crashes']['getRawLocation']>;
/**
 * Input of `crashes.getStacktrace` (Stack trace of a crash).
 *
 * @deprecated The service deprecates this operation.
 */
export type CrashesGetStacktraceInput = OperationInput<AppLifecycleGroups['crashes']['getStacktrace']>;
/**
 * Output of `crashes.getStacktrace` (Stack trace of a crash).
 *
 * @deprecated The service deprecates this operation.
 */
export type CrashesGetStacktraceOutput = OperationOutput<AppLifecycleGroups['crashes']['getStacktrace']>;
/**
 * Input of `crashes.listAttachments` (Attachments of a crash).
 *
 * @deprecated The service deprecates this operation.
 */
export type CrashesListAttachmentsInput = OperationInput<AppLifecycleGroups['crashes']['listAttachments']>;
/**
 * Output of `crashes.listAttachments` (Attachments of a crash).
 *
 * @deprecated The service deprecates this operation.
 */
export type CrashesListAttachmentsOutput = OperationOutput<AppLifecycleGroups['crashes']['listAttachments']>;
/**
 * Input of `crashes.getAttachmentLocation` (URI to download an attachment).
 *
 * @deprecated The service deprecates this operation.
 */
export type CrashesGetAttachmentLocationInput = OperationInput<AppLifecycleGroups['crashes']['getAttachmentLocation']>;
/**
 * Output of `crashes.getAttachmentLocation` (URI to download an attachment).
 *
 * @deprecated The service deprecates this operation.
 */
export type CrashesGetAttachmentLocationOutput = OperationOutput<AppLifecycleGroups['crashes']['getAttachmentLocation']>;
/**
 * Input of `crashes.getTextAttachment` (Content of a text attachment).
 *
 * @deprecated The service deprecates this operation.
 */
export type CrashesGetTextAttachmentInput = OperationInput<AppLifecycleGroups['crashes']['getTextAttachment']>;
/**
 * Output of `crashes.getTextAttachment` (Content of a text attachment).
 *
 * @deprecated The service deprecates this operation.
 */
export type CrashesGetTextAttachmentOutput = OperationOutput<AppLifecycleGroups['crashes']['getTextAttachment']>;
/**
 * Input of `crashes.listSessionLogs` (Session logs by crash identifier).
 */
export type CrashesListSessionLogsInput = OperationInput<AppLifecycleGroups['crashes']['listSessionLogs']>;
/**
 * Output of `crashes.listSessionLogs` (Session logs by crash identifier).
 */
export type CrashesListSessionLogsOutput = OperationOutput<AppLifecycleGroups['crashes']['listSessionLogs']>;
/**
 * Input of `crashInfo.get` (Whether the app has any crashes).
 *
 * @deprecated The service deprecates this operation.
 */
export type CrashInfoGetInput = OperationInput<AppLifecycleGroups['crashInfo']['get']>;
/**
 * Output of `crashInfo.get` (Whether the app has any crashes).
 *
 * @deprecated The service deprecates this operation.
 */
export type CrashInfoGetOutput = OperationOutput<AppLifecycleGroups['crashInfo']['get']>;
/**
 * Input of `deployments.list` (List over-the-air update deployments).
 */
export type DeploymentsListInput = OperationInput<AppLifecycleGroups['deployments']['list']>;
/**
 * Output of `deployments.list` (List over-the-air update deployments).
 */
export type DeploymentsListOutput = OperationOutput<AppLifecycleGroups['deployments']['list']>;
/**
 * Input of `deployments.create` (Create a deployment).
 */
export type DeploymentsCreateInput = OperationInput<AppLifecycleGroups['deployments']['create']>;
/**
 * Output of `deployments.create` (Create a deployment).
 */
export type DeploymentsCreateOutput = OperationOutput<AppLifecycleGroups['deployments']['create']>;
/**
 * Input of `deployments.get` (Get a deployment).
 */
export type DeploymentsGetInput = OperationInput<AppLifecycleGroups['deployments']['get']>;
/**
 * Output of `deployments.get` (Get a deployment).
 */
export type DeploymentsGetOutput = OperationOutput<AppLifecycleGroups['deployments']['get']>;
/**
 * Input of `deployments.update` (Modify a deployment).
 */
export type DeploymentsUpdateInput = OperationInput<AppLifecycleGroups['deployments']['update']>;
/**
 * Output of `deployments.update` (Modify a deployment).
 */
export type DeploymentsUpdateOutput = OperationOutput<AppLifecycleGroups['deployments']['update']>;
/**
 * Input of `deployments.delete` (Delete a deployment).
 */
export type DeploymentsDeleteInput = OperationInput<AppLifecycleGroups['deployments']['delete']>;
/**
 * Output of `deployments.delete` (Delete a deployment).
 */
export type DeploymentsDeleteOutput = OperationOutput<AppLifecycleGroups['deployments']['delete']>;
