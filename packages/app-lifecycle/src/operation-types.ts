// Generated from the operation table by renderOperationTypes (@org/tools); src/docs.test.ts keeps it current.
import type {
  ApiPromise,
  CallOptions,
  OperationInput,
  OperationItem,
  OperationOutput,
  PageIterator,
  PageOptions,
  ServiceClient,
} from '@org/http-core';
import type { AppLifecycleGroups } from './service.js';

/** Input of `accountExport.listEndpoints` (List endpoints available for test accounts data). */
export type AccountExportListEndpointsInput = OperationInput<AppLifecycleGroups['accountExport']['listEndpoints']>;
/** Output of `accountExport.listEndpoints` (List endpoints available for test accounts data). */
export type AccountExportListEndpointsOutput = OperationOutput<AppLifecycleGroups['accountExport']['listEndpoints']>;
/** Input of `accountExport.getAccount` (List account data). */
export type AccountExportGetAccountInput = OperationInput<AppLifecycleGroups['accountExport']['getAccount']>;
/** Output of `accountExport.getAccount` (List account data). */
export type AccountExportGetAccountOutput = OperationOutput<AppLifecycleGroups['accountExport']['getAccount']>;
/** Input of `accountExport.getFeatureFlags` (List feature flag data). */
export type AccountExportGetFeatureFlagsInput = OperationInput<AppLifecycleGroups['accountExport']['getFeatureFlags']>;
/** Output of `accountExport.getFeatureFlags` (List feature flag data). */
export type AccountExportGetFeatureFlagsOutput = OperationOutput<AppLifecycleGroups['accountExport']['getFeatureFlags']>;
/** Input of `organizations.listAdministered` (Organisations where the requesting user is admin). */
export type OrganizationsListAdministeredInput = OperationInput<AppLifecycleGroups['organizations']['listAdministered']>;
/** Output of `organizations.listAdministered` (Organisations where the requesting user is admin). */
export type OrganizationsListAdministeredOutput = OperationOutput<AppLifecycleGroups['organizations']['listAdministered']>;
/** Input of `userTokens.list` (API tokens of the authenticated user). */
export type UserTokensListInput = OperationInput<AppLifecycleGroups['userTokens']['list']>;
/** Output of `userTokens.list` (API tokens of the authenticated user). */
export type UserTokensListOutput = OperationOutput<AppLifecycleGroups['userTokens']['list']>;
/** Input of `userTokens.create` (Create a user API token). */
export interface UserTokensCreateInput {
  /** The request body of `userTokens.create` (Create a user API token), sent as JSON. */
  body?: OperationInput<AppLifecycleGroups['userTokens']['create']>['body'];
}
/** Output of `userTokens.create` (Create a user API token). */
export type UserTokensCreateOutput = OperationOutput<AppLifecycleGroups['userTokens']['create']>;
/** Input of `userTokens.delete` (Delete a user API token). */
export interface UserTokensDeleteInput {
  /** Id of the API token (not its secret value). */
  apiTokenId: OperationInput<AppLifecycleGroups['userTokens']['delete']>['apiTokenId'];
}
/** Output of `userTokens.delete` (Delete a user API token). */
export type UserTokensDeleteOutput = OperationOutput<AppLifecycleGroups['userTokens']['delete']>;
/** Input of `apps.list` (List apps). */
export interface AppsListInput {
  /** Sort key. */
  orderBy?: OperationInput<AppLifecycleGroups['apps']['list']>['orderBy'];
}
/** Output of `apps.list` (List apps). */
export type AppsListOutput = OperationOutput<AppLifecycleGroups['apps']['list']>;
/** Input of `apps.create` (Create an app and return it). */
export interface AppsCreateInput {
  /** The request body of `apps.create` (Create an app and return it), sent as JSON. */
  body: OperationInput<AppLifecycleGroups['apps']['create']>['body'];
}
/** Output of `apps.create` (Create an app and return it). */
export type AppsCreateOutput = OperationOutput<AppLifecycleGroups['apps']['create']>;
/** Input of `apps.get` (Get an app of the owner). */
export interface AppsGetInput {
  /** Name of the user or organisation that owns the app. */
  ownerName: OperationInput<AppLifecycleGroups['apps']['get']>['ownerName'];
  /** Name of the app, as used in URLs. */
  appName: OperationInput<AppLifecycleGroups['apps']['get']>['appName'];
}
/** Output of `apps.get` (Get an app of the owner). */
export type AppsGetOutput = OperationOutput<AppLifecycleGroups['apps']['get']>;
/** Input of `apps.update` (Partially update an app). */
export interface AppsUpdateInput {
  /** Name of the user or organisation that owns the app. */
  ownerName: OperationInput<AppLifecycleGroups['apps']['update']>['ownerName'];
  /** Name of the app, as used in URLs. */
  appName: OperationInput<AppLifecycleGroups['apps']['update']>['appName'];
  /** The request body of `apps.update` (Partially update an app), sent as JSON. */
  body: OperationInput<AppLifecycleGroups['apps']['update']>['body'];
}
/** Output of `apps.update` (Partially update an app). */
export type AppsUpdateOutput = OperationOutput<AppLifecycleGroups['apps']['update']>;
/** Input of `apps.delete` (Delete an app). */
export interface AppsDeleteInput {
  /** Name of the user or organisation that owns the app. */
  ownerName: OperationInput<AppLifecycleGroups['apps']['delete']>['ownerName'];
  /** Name of the app, as used in URLs. */
  appName: OperationInput<AppLifecycleGroups['apps']['delete']>['appName'];
}
/** Output of `apps.delete` (Delete an app). */
export type AppsDeleteOutput = OperationOutput<AppLifecycleGroups['apps']['delete']>;
/** Input of `apps.setAvatar` (Set the app avatar). */
export interface AppsSetAvatarInput {
  /** Name of the user or organisation that owns the app. */
  ownerName: OperationInput<AppLifecycleGroups['apps']['setAvatar']>['ownerName'];
  /** Name of the app, as used in URLs. */
  appName: OperationInput<AppLifecycleGroups['apps']['setAvatar']>['appName'];
  /** The request body of `apps.setAvatar` (Set the app avatar), sent as multipart/form-data. */
  body: OperationInput<AppLifecycleGroups['apps']['setAvatar']>['body'];
}
/** Output of `apps.setAvatar` (Set the app avatar). */
export type AppsSetAvatarOutput = OperationOutput<AppLifecycleGroups['apps']['setAvatar']>;
/** Input of `apps.deleteAvatar` (Delete the uploaded avatar). */
export interface AppsDeleteAvatarInput {
  /** Name of the user or organisation that owns the app. */
  ownerName: OperationInput<AppLifecycleGroups['apps']['deleteAvatar']>['ownerName'];
  /** Name of the app, as used in URLs. */
  appName: OperationInput<AppLifecycleGroups['apps']['deleteAvatar']>['appName'];
}
/** Output of `apps.deleteAvatar` (Delete the uploaded avatar). */
export type AppsDeleteAvatarOutput = OperationOutput<AppLifecycleGroups['apps']['deleteAvatar']>;
/** Input of `appTokens.list` (App API tokens). */
export interface AppTokensListInput {
  /** Name of the user or organisation that owns the app. */
  ownerName: OperationInput<AppLifecycleGroups['appTokens']['list']>['ownerName'];
  /** Name of the app, as used in URLs. */
  appName: OperationInput<AppLifecycleGroups['appTokens']['list']>['appName'];
}
/** Output of `appTokens.list` (App API tokens). */
export type AppTokensListOutput = OperationOutput<AppLifecycleGroups['appTokens']['list']>;
/** Input of `appTokens.create` (Create an app API token). */
export interface AppTokensCreateInput {
  /** Name of the user or organisation that owns the app. */
  ownerName: OperationInput<AppLifecycleGroups['appTokens']['create']>['ownerName'];
  /** Name of the app, as used in URLs. */
  appName: OperationInput<AppLifecycleGroups['appTokens']['create']>['appName'];
  /** The request body of `appTokens.create` (Create an app API token), sent as JSON. */
  body?: OperationInput<AppLifecycleGroups['appTokens']['create']>['body'];
}
/** Output of `appTokens.create` (Create an app API token). */
export type AppTokensCreateOutput = OperationOutput<AppLifecycleGroups['appTokens']['create']>;
/** Input of `appTokens.delete` (Delete an app API token). */
export interface AppTokensDeleteInput {
  /** Name of the user or organisation that owns the app. */
  ownerName: OperationInput<AppLifecycleGroups['appTokens']['delete']>['ownerName'];
  /** Name of the app, as used in URLs. */
  appName: OperationInput<AppLifecycleGroups['appTokens']['delete']>['appName'];
  /** Id of the API token (not its secret value). */
  apiTokenId: OperationInput<AppLifecycleGroups['appTokens']['delete']>['apiTokenId'];
}
/** Output of `appTokens.delete` (Delete an app API token). */
export type AppTokensDeleteOutput = OperationOutput<AppLifecycleGroups['appTokens']['delete']>;
/** Input of `audiences.list` (List audiences). */
export interface AudiencesListInput {
  /** Name of the user or organisation that owns the app. */
  ownerName: OperationInput<AppLifecycleGroups['audiences']['list']>['ownerName'];
  /** Name of the app, as used in URLs. */
  appName: OperationInput<AppLifecycleGroups['audiences']['list']>['appName'];
  /** Include disabled audiences. */
  includeDisabled?: OperationInput<AppLifecycleGroups['audiences']['list']>['includeDisabled'];
}
/** Output of `audiences.list` (List audiences). */
export type AudiencesListOutput = OperationOutput<AppLifecycleGroups['audiences']['list']>;
/** One item of the list `audiences.list` (List audiences). */
export type AudiencesListItem = OperationItem<AppLifecycleGroups['audiences']['list']>;
/** Input of `audiences.testDefinition` (Test an audience definition). */
export interface AudiencesTestDefinitionInput {
  /** Name of the user or organisation that owns the app. */
  ownerName: OperationInput<AppLifecycleGroups['audiences']['testDefinition']>['ownerName'];
  /** Name of the app, as used in URLs. */
  appName: OperationInput<AppLifecycleGroups['audiences']['testDefinition']>['appName'];
  /** The request body of `audiences.testDefinition` (Test an audience definition), sent as JSON. */
  body: OperationInput<AppLifecycleGroups['audiences']['testDefinition']>['body'];
}
/** Output of `audiences.testDefinition` (Test an audience definition). */
export type AudiencesTestDefinitionOutput = OperationOutput<AppLifecycleGroups['audiences']['testDefinition']>;
/** Input of `audiences.listCustomProperties` (List custom properties). */
export interface AudiencesListCustomPropertiesInput {
  /** Name of the user or organisation that owns the app. */
  ownerName: OperationInput<AppLifecycleGroups['audiences']['listCustomProperties']>['ownerName'];
  /** Name of the app, as used in URLs. */
  appName: OperationInput<AppLifecycleGroups['audiences']['listCustomProperties']>['appName'];
}
/** Output of `audiences.listCustomProperties` (List custom properties). */
export type AudiencesListCustomPropertiesOutput = OperationOutput<AppLifecycleGroups['audiences']['listCustomProperties']>;
/** Input of `audiences.listDeviceProperties` (List device properties). */
export interface AudiencesListDevicePropertiesInput {
  /** Name of the user or organisation that owns the app. */
  ownerName: OperationInput<AppLifecycleGroups['audiences']['listDeviceProperties']>['ownerName'];
  /** Name of the app, as used in URLs. */
  appName: OperationInput<AppLifecycleGroups['audiences']['listDeviceProperties']>['appName'];
}
/** Output of `audiences.listDeviceProperties` (List device properties). */
export type AudiencesListDevicePropertiesOutput = OperationOutput<AppLifecycleGroups['audiences']['listDeviceProperties']>;
/** Input of `audiences.listDevicePropertyValues` (List values of a device property). */
export interface AudiencesListDevicePropertyValuesInput {
  /** Name of the user or organisation that owns the app. */
  ownerName: OperationInput<AppLifecycleGroups['audiences']['listDevicePropertyValues']>['ownerName'];
  /** Name of the app, as used in URLs. */
  appName: OperationInput<AppLifecycleGroups['audiences']['listDevicePropertyValues']>['appName'];
  /** Name of the device property. */
  propertyName: OperationInput<AppLifecycleGroups['audiences']['listDevicePropertyValues']>['propertyName'];
  /** Only values containing this text. */
  contains?: OperationInput<AppLifecycleGroups['audiences']['listDevicePropertyValues']>['contains'];
}
/** Output of `audiences.listDevicePropertyValues` (List values of a device property). */
export type AudiencesListDevicePropertyValuesOutput = OperationOutput<AppLifecycleGroups['audiences']['listDevicePropertyValues']>;
/** Input of `audiences.get` (Get audience definition). */
export interface AudiencesGetInput {
  /** Name of the user or organisation that owns the app. */
  ownerName: OperationInput<AppLifecycleGroups['audiences']['get']>['ownerName'];
  /** Name of the app, as used in URLs. */
  appName: OperationInput<AppLifecycleGroups['audiences']['get']>['appName'];
  /** Name of the audience. */
  audienceName: OperationInput<AppLifecycleGroups['audiences']['get']>['audienceName'];
}
/** Output of `audiences.get` (Get audience definition). */
export type AudiencesGetOutput = OperationOutput<AppLifecycleGroups['audiences']['get']>;
/** Input of `audiences.createOrUpdate` (Create or update audience definition). */
export interface AudiencesCreateOrUpdateInput {
  /** Name of the user or organisation that owns the app. */
  ownerName: OperationInput<AppLifecycleGroups['audiences']['createOrUpdate']>['ownerName'];
  /** Name of the app, as used in URLs. */
  appName: OperationInput<AppLifecycleGroups['audiences']['createOrUpdate']>['appName'];
  /** Name of the audience. */
  audienceName: OperationInput<AppLifecycleGroups['audiences']['createOrUpdate']>['audienceName'];
  /** The request body of `audiences.createOrUpdate` (Create or update audience definition), sent as JSON. */
  body: OperationInput<AppLifecycleGroups['audiences']['createOrUpdate']>['body'];
}
/** Output of `audiences.createOrUpdate` (Create or update audience definition). */
export type AudiencesCreateOrUpdateOutput = OperationOutput<AppLifecycleGroups['audiences']['createOrUpdate']>;
/** Input of `audiences.delete` (Delete audience definition). */
export interface AudiencesDeleteInput {
  /** Name of the user or organisation that owns the app. */
  ownerName: OperationInput<AppLifecycleGroups['audiences']['delete']>['ownerName'];
  /** Name of the app, as used in URLs. */
  appName: OperationInput<AppLifecycleGroups['audiences']['delete']>['appName'];
  /** Name of the audience. */
  audienceName: OperationInput<AppLifecycleGroups['audiences']['delete']>['audienceName'];
}
/** Output of `audiences.delete` (Delete audience definition). */
export type AudiencesDeleteOutput = OperationOutput<AppLifecycleGroups['audiences']['delete']>;
/**
 * Input of `crashAnalytics.crashCounts` (Available for a single app platform only).
 *
 * @deprecated The service deprecates this operation.
 */
export interface CrashAnalyticsCrashCountsInput {
  /** Name of the user or organisation that owns the app. */
  ownerName: OperationInput<AppLifecycleGroups['crashAnalytics']['crashCounts']>['ownerName'];
  /** Name of the app, as used in URLs. */
  appName: OperationInput<AppLifecycleGroups['crashAnalytics']['crashCounts']>['appName'];
  /** Start of the time range: a Date or an ISO 8601 string. */
  start: OperationInput<AppLifecycleGroups['crashAnalytics']['crashCounts']>['start'];
  /** End of the time range (now when omitted): a Date or an ISO 8601 string. */
  end?: OperationInput<AppLifecycleGroups['crashAnalytics']['crashCounts']>['end'];
  /** Only these app versions (an array, sent "|"-separated). */
  versions?: OperationInput<AppLifecycleGroups['crashAnalytics']['crashCounts']>['versions'];
}
/**
 * Output of `crashAnalytics.crashCounts` (Available for a single app platform only).
 *
 * @deprecated The service deprecates this operation.
 */
export type CrashAnalyticsCrashCountsOutput = OperationOutput<AppLifecycleGroups['crashAnalytics']['crashCounts']>;
/** Input of `crashAnalytics.groupTotals` (Overall crash and affected user counts of selected crash groups and versions). */
export interface CrashAnalyticsGroupTotalsInput {
  /** Name of the user or organisation that owns the app. */
  ownerName: OperationInput<AppLifecycleGroups['crashAnalytics']['groupTotals']>['ownerName'];
  /** Name of the app, as used in URLs. */
  appName: OperationInput<AppLifecycleGroups['crashAnalytics']['groupTotals']>['appName'];
  /** The request body of `crashAnalytics.groupTotals` (Overall crash and affected user counts of selected crash groups and versions), sent as JSON. */
  body: OperationInput<AppLifecycleGroups['crashAnalytics']['groupTotals']>['body'];
}
/** Output of `crashAnalytics.groupTotals` (Overall crash and affected user counts of selected crash groups and versions). */
export type CrashAnalyticsGroupTotalsOutput = OperationOutput<AppLifecycleGroups['crashAnalytics']['groupTotals']>;
/**
 * Input of `crashAnalytics.groupCrashCounts` (Available for a single app platform only).
 *
 * @deprecated The service deprecates this operation.
 */
export interface CrashAnalyticsGroupCrashCountsInput {
  /** Name of the user or organisation that owns the app. */
  ownerName: OperationInput<AppLifecycleGroups['crashAnalytics']['groupCrashCounts']>['ownerName'];
  /** Name of the app, as used in URLs. */
  appName: OperationInput<AppLifecycleGroups['crashAnalytics']['groupCrashCounts']>['appName'];
  /** Id of the crash group. */
  crashGroupId: OperationInput<AppLifecycleGroups['crashAnalytics']['groupCrashCounts']>['crashGroupId'];
  /** The app version. */
  version: OperationInput<AppLifecycleGroups['crashAnalytics']['groupCrashCounts']>['version'];
  /** Start of the time range: a Date or an ISO 8601 string. */
  start: OperationInput<AppLifecycleGroups['crashAnalytics']['groupCrashCounts']>['start'];
  /** End of the time range (now when omitted): a Date or an ISO 8601 string. */
  end?: OperationInput<AppLifecycleGroups['crashAnalytics']['groupCrashCounts']>['end'];
}
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
export interface CrashAnalyticsGroupModelsInput {
  /** Name of the user or organisation that owns the app. */
  ownerName: OperationInput<AppLifecycleGroups['crashAnalytics']['groupModels']>['ownerName'];
  /** Name of the app, as used in URLs. */
  appName: OperationInput<AppLifecycleGroups['crashAnalytics']['groupModels']>['appName'];
  /** Id of the crash group. */
  crashGroupId: OperationInput<AppLifecycleGroups['crashAnalytics']['groupModels']>['crashGroupId'];
  /** The app version. */
  version: OperationInput<AppLifecycleGroups['crashAnalytics']['groupModels']>['version'];
  /** Return at most this many entries. */
  top?: OperationInput<AppLifecycleGroups['crashAnalytics']['groupModels']>['top'];
}
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
export interface CrashAnalyticsGroupOperatingSystemsInput {
  /** Name of the user or organisation that owns the app. */
  ownerName: OperationInput<AppLifecycleGroups['crashAnalytics']['groupOperatingSystems']>['ownerName'];
  /** Name of the app, as used in URLs. */
  appName: OperationInput<AppLifecycleGroups['crashAnalytics']['groupOperatingSystems']>['appName'];
  /** Id of the crash group. */
  crashGroupId: OperationInput<AppLifecycleGroups['crashAnalytics']['groupOperatingSystems']>['crashGroupId'];
  /** The app version. */
  version: OperationInput<AppLifecycleGroups['crashAnalytics']['groupOperatingSystems']>['version'];
  /** Return at most this many entries. */
  top?: OperationInput<AppLifecycleGroups['crashAnalytics']['groupOperatingSystems']>['top'];
}
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
export interface CrashAnalyticsGroupOverallInput {
  /** Name of the user or organisation that owns the app. */
  ownerName: OperationInput<AppLifecycleGroups['crashAnalytics']['groupOverall']>['ownerName'];
  /** Name of the app, as used in URLs. */
  appName: OperationInput<AppLifecycleGroups['crashAnalytics']['groupOverall']>['appName'];
  /** Id of the crash group. */
  crashGroupId: OperationInput<AppLifecycleGroups['crashAnalytics']['groupOverall']>['crashGroupId'];
  /** The app version. */
  version: OperationInput<AppLifecycleGroups['crashAnalytics']['groupOverall']>['version'];
}
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
export interface CrashAnalyticsCrashFreeDevicePercentagesInput {
  /** Name of the user or organisation that owns the app. */
  ownerName: OperationInput<AppLifecycleGroups['crashAnalytics']['crashFreeDevicePercentages']>['ownerName'];
  /** Name of the app, as used in URLs. */
  appName: OperationInput<AppLifecycleGroups['crashAnalytics']['crashFreeDevicePercentages']>['appName'];
  /** Start of the time range: a Date or an ISO 8601 string. */
  start: OperationInput<AppLifecycleGroups['crashAnalytics']['crashFreeDevicePercentages']>['start'];
  /** End of the time range (now when omitted): a Date or an ISO 8601 string. */
  end?: OperationInput<AppLifecycleGroups['crashAnalytics']['crashFreeDevicePercentages']>['end'];
  /** The app version. */
  version: OperationInput<AppLifecycleGroups['crashAnalytics']['crashFreeDevicePercentages']>['version'];
}
/**
 * Output of `crashAnalytics.crashFreeDevicePercentages` (Crash-free device percentage by day for selected versions; returns -1 when crash devices exceed active devices).
 *
 * @deprecated The service deprecates this operation.
 */
export type CrashAnalyticsCrashFreeDevicePercentagesOutput = OperationOutput<AppLifecycleGroups['crashAnalytics']['crashFreeDevicePercentages']>;
/** Input of `analytics.activeDeviceCounts` (Active devices by interval in the time range). */
export interface AnalyticsActiveDeviceCountsInput {
  /** Name of the user or organisation that owns the app. */
  ownerName: OperationInput<AppLifecycleGroups['analytics']['activeDeviceCounts']>['ownerName'];
  /** Name of the app, as used in URLs. */
  appName: OperationInput<AppLifecycleGroups['analytics']['activeDeviceCounts']>['appName'];
  /** Start of the time range: a Date or an ISO 8601 string. */
  start: OperationInput<AppLifecycleGroups['analytics']['activeDeviceCounts']>['start'];
  /** End of the time range (now when omitted): a Date or an ISO 8601 string. */
  end?: OperationInput<AppLifecycleGroups['analytics']['activeDeviceCounts']>['end'];
  /** Only these app versions (an array, sent "|"-separated). */
  versions?: OperationInput<AppLifecycleGroups['analytics']['activeDeviceCounts']>['versions'];
  /** Only this app build. */
  appBuild?: OperationInput<AppLifecycleGroups['analytics']['activeDeviceCounts']>['appBuild'];
}
/** Output of `analytics.activeDeviceCounts` (Active devices by interval in the time range). */
export type AnalyticsActiveDeviceCountsOutput = OperationOutput<AppLifecycleGroups['analytics']['activeDeviceCounts']>;
/** Input of `analytics.releaseCounts` (Total downloads of the given distribution releases). */
export interface AnalyticsReleaseCountsInput {
  /** Name of the user or organisation that owns the app. */
  ownerName: OperationInput<AppLifecycleGroups['analytics']['releaseCounts']>['ownerName'];
  /** Name of the app, as used in URLs. */
  appName: OperationInput<AppLifecycleGroups['analytics']['releaseCounts']>['appName'];
  /** The request body of `analytics.releaseCounts` (Total downloads of the given distribution releases), sent as JSON. */
  body: OperationInput<AppLifecycleGroups['analytics']['releaseCounts']>['body'];
}
/** Output of `analytics.releaseCounts` (Total downloads of the given distribution releases). */
export type AnalyticsReleaseCountsOutput = OperationOutput<AppLifecycleGroups['analytics']['releaseCounts']>;
/** Input of `analytics.languages` (Languages in the time range). */
export interface AnalyticsLanguagesInput {
  /** Name of the user or organisation that owns the app. */
  ownerName: OperationInput<AppLifecycleGroups['analytics']['languages']>['ownerName'];
  /** Name of the app, as used in URLs. */
  appName: OperationInput<AppLifecycleGroups['analytics']['languages']>['appName'];
  /** Start of the time range: a Date or an ISO 8601 string. */
  start: OperationInput<AppLifecycleGroups['analytics']['languages']>['start'];
  /** End of the time range (now when omitted): a Date or an ISO 8601 string. */
  end?: OperationInput<AppLifecycleGroups['analytics']['languages']>['end'];
  /** Only these app versions (an array, sent "|"-separated). */
  versions?: OperationInput<AppLifecycleGroups['analytics']['languages']>['versions'];
  /** Return at most this many entries. */
  top?: OperationInput<AppLifecycleGroups['analytics']['languages']>['top'];
}
/** Output of `analytics.languages` (Languages in the time range). */
export type AnalyticsLanguagesOutput = OperationOutput<AppLifecycleGroups['analytics']['languages']>;
/** Input of `analytics.logFlow` (Logs received between a start time and now; at most 100 logs per call). */
export interface AnalyticsLogFlowInput {
  /** Name of the user or organisation that owns the app. */
  ownerName: OperationInput<AppLifecycleGroups['analytics']['logFlow']>['ownerName'];
  /** Name of the app, as used in URLs. */
  appName: OperationInput<AppLifecycleGroups['analytics']['logFlow']>['appName'];
  /** Logs received between this time and now (a log received at this very time included): a Date or an ISO 8601 string. */
  start?: OperationInput<AppLifecycleGroups['analytics']['logFlow']>['start'];
}
/** Output of `analytics.logFlow` (Logs received between a start time and now; at most 100 logs per call). */
export type AnalyticsLogFlowOutput = OperationOutput<AppLifecycleGroups['analytics']['logFlow']>;
/** One item of the list `analytics.logFlow` (Logs received between a start time and now; at most 100 logs per call). */
export type AnalyticsLogFlowItem = OperationItem<AppLifecycleGroups['analytics']['logFlow']>;
/** Input of `analytics.genericLogFlow` (Logs received between a start time and now; at most 100 logs per call). */
export interface AnalyticsGenericLogFlowInput {
  /** Name of the user or organisation that owns the app. */
  ownerName: OperationInput<AppLifecycleGroups['analytics']['genericLogFlow']>['ownerName'];
  /** Name of the app, as used in URLs. */
  appName: OperationInput<AppLifecycleGroups['analytics']['genericLogFlow']>['appName'];
  /** Logs received between this time and now (a log received at this very time included): a Date or an ISO 8601 string. */
  start?: OperationInput<AppLifecycleGroups['analytics']['genericLogFlow']>['start'];
}
/** Output of `analytics.genericLogFlow` (Logs received between a start time and now; at most 100 logs per call). */
export type AnalyticsGenericLogFlowOutput = OperationOutput<AppLifecycleGroups['analytics']['genericLogFlow']>;
/** One item of the list `analytics.genericLogFlow` (Logs received between a start time and now; at most 100 logs per call). */
export type AnalyticsGenericLogFlowItem = OperationItem<AppLifecycleGroups['analytics']['genericLogFlow']>;
/** Input of `analytics.models` (Models in the time range). */
export interface AnalyticsModelsInput {
  /** Name of the user or organisation that owns the app. */
  ownerName: OperationInput<AppLifecycleGroups['analytics']['models']>['ownerName'];
  /** Name of the app, as used in URLs. */
  appName: OperationInput<AppLifecycleGroups['analytics']['models']>['appName'];
  /** Start of the time range: a Date or an ISO 8601 string. */
  start: OperationInput<AppLifecycleGroups['analytics']['models']>['start'];
  /** End of the time range (now when omitted): a Date or an ISO 8601 string. */
  end?: OperationInput<AppLifecycleGroups['analytics']['models']>['end'];
  /** Only these app versions (an array, sent "|"-separated). */
  versions?: OperationInput<AppLifecycleGroups['analytics']['models']>['versions'];
  /** Return at most this many entries. */
  top?: OperationInput<AppLifecycleGroups['analytics']['models']>['top'];
}
/** Output of `analytics.models` (Models in the time range). */
export type AnalyticsModelsOutput = OperationOutput<AppLifecycleGroups['analytics']['models']>;
/** Input of `analytics.operatingSystems` (Operating systems in the time range). */
export interface AnalyticsOperatingSystemsInput {
  /** Name of the user or organisation that owns the app. */
  ownerName: OperationInput<AppLifecycleGroups['analytics']['operatingSystems']>['ownerName'];
  /** Name of the app, as used in URLs. */
  appName: OperationInput<AppLifecycleGroups['analytics']['operatingSystems']>['appName'];
  /** Start of the time range: a Date or an ISO 8601 string. */
  start: OperationInput<AppLifecycleGroups['analytics']['operatingSystems']>['start'];
  /** End of the time range (now when omitted): a Date or an ISO 8601 string. */
  end?: OperationInput<AppLifecycleGroups['analytics']['operatingSystems']>['end'];
  /** Only these app versions (an array, sent "|"-separated). */
  versions?: OperationInput<AppLifecycleGroups['analytics']['operatingSystems']>['versions'];
  /** Return at most this many entries. */
  top?: OperationInput<AppLifecycleGroups['analytics']['operatingSystems']>['top'];
}
/** Output of `analytics.operatingSystems` (Operating systems in the time range). */
export type AnalyticsOperatingSystemsOutput = OperationOutput<AppLifecycleGroups['analytics']['operatingSystems']>;
/** Input of `analytics.places` (Places in the time range). */
export interface AnalyticsPlacesInput {
  /** Name of the user or organisation that owns the app. */
  ownerName: OperationInput<AppLifecycleGroups['analytics']['places']>['ownerName'];
  /** Name of the app, as used in URLs. */
  appName: OperationInput<AppLifecycleGroups['analytics']['places']>['appName'];
  /** Start of the time range: a Date or an ISO 8601 string. */
  start: OperationInput<AppLifecycleGroups['analytics']['places']>['start'];
  /** End of the time range (now when omitted): a Date or an ISO 8601 string. */
  end?: OperationInput<AppLifecycleGroups['analytics']['places']>['end'];
  /** Only these app versions (an array, sent "|"-separated). */
  versions?: OperationInput<AppLifecycleGroups['analytics']['places']>['versions'];
  /** Return at most this many entries. */
  top?: OperationInput<AppLifecycleGroups['analytics']['places']>['top'];
}
/** Output of `analytics.places` (Places in the time range). */
export type AnalyticsPlacesOutput = OperationOutput<AppLifecycleGroups['analytics']['places']>;
/** Input of `analytics.sessionCounts` (Sessions in the time range). */
export interface AnalyticsSessionCountsInput {
  /** Name of the user or organisation that owns the app. */
  ownerName: OperationInput<AppLifecycleGroups['analytics']['sessionCounts']>['ownerName'];
  /** Name of the app, as used in URLs. */
  appName: OperationInput<AppLifecycleGroups['analytics']['sessionCounts']>['appName'];
  /** Start of the time range: a Date or an ISO 8601 string. */
  start: OperationInput<AppLifecycleGroups['analytics']['sessionCounts']>['start'];
  /** End of the time range (now when omitted): a Date or an ISO 8601 string. */
  end?: OperationInput<AppLifecycleGroups['analytics']['sessionCounts']>['end'];
  /** Only these app versions (an array, sent "|"-separated). */
  versions?: OperationInput<AppLifecycleGroups['analytics']['sessionCounts']>['versions'];
}
/** Output of `analytics.sessionCounts` (Sessions in the time range). */
export type AnalyticsSessionCountsOutput = OperationOutput<AppLifecycleGroups['analytics']['sessionCounts']>;
/** Input of `analytics.sessionDurations` (Session durations). */
export interface AnalyticsSessionDurationsInput {
  /** Name of the user or organisation that owns the app. */
  ownerName: OperationInput<AppLifecycleGroups['analytics']['sessionDurations']>['ownerName'];
  /** Name of the app, as used in URLs. */
  appName: OperationInput<AppLifecycleGroups['analytics']['sessionDurations']>['appName'];
  /** Start of the time range: a Date or an ISO 8601 string. */
  start: OperationInput<AppLifecycleGroups['analytics']['sessionDurations']>['start'];
  /** End of the time range (now when omitted): a Date or an ISO 8601 string. */
  end?: OperationInput<AppLifecycleGroups['analytics']['sessionDurations']>['end'];
  /** Only these app versions (an array, sent "|"-separated). */
  versions?: OperationInput<AppLifecycleGroups['analytics']['sessionDurations']>['versions'];
}
/** Output of `analytics.sessionDurations` (Session durations). */
export type AnalyticsSessionDurationsOutput = OperationOutput<AppLifecycleGroups['analytics']['sessionDurations']>;
/** Input of `analytics.sessionsPerDevice` (Sessions per device in the time range). */
export interface AnalyticsSessionsPerDeviceInput {
  /** Name of the user or organisation that owns the app. */
  ownerName: OperationInput<AppLifecycleGroups['analytics']['sessionsPerDevice']>['ownerName'];
  /** Name of the app, as used in URLs. */
  appName: OperationInput<AppLifecycleGroups['analytics']['sessionsPerDevice']>['appName'];
  /** Start of the time range: a Date or an ISO 8601 string. */
  start: OperationInput<AppLifecycleGroups['analytics']['sessionsPerDevice']>['start'];
  /** End of the time range (now when omitted): a Date or an ISO 8601 string. */
  end?: OperationInput<AppLifecycleGroups['analytics']['sessionsPerDevice']>['end'];
  /** Only these app versions (an array, sent "|"-separated). */
  versions?: OperationInput<AppLifecycleGroups['analytics']['sessionsPerDevice']>['versions'];
}
/** Output of `analytics.sessionsPerDevice` (Sessions per device in the time range). */
export type AnalyticsSessionsPerDeviceOutput = OperationOutput<AppLifecycleGroups['analytics']['sessionsPerDevice']>;
/** Input of `analytics.versions` (Active versions in the time range ordered by version). */
export interface AnalyticsVersionsInput {
  /** Name of the user or organisation that owns the app. */
  ownerName: OperationInput<AppLifecycleGroups['analytics']['versions']>['ownerName'];
  /** Name of the app, as used in URLs. */
  appName: OperationInput<AppLifecycleGroups['analytics']['versions']>['appName'];
  /** Start of the time range: a Date or an ISO 8601 string. */
  start: OperationInput<AppLifecycleGroups['analytics']['versions']>['start'];
  /** End of the time range (now when omitted): a Date or an ISO 8601 string. */
  end?: OperationInput<AppLifecycleGroups['analytics']['versions']>['end'];
  /** Only these app versions (an array, sent "|"-separated). */
  versions?: OperationInput<AppLifecycleGroups['analytics']['versions']>['versions'];
  /** Return at most this many entries. */
  top?: OperationInput<AppLifecycleGroups['analytics']['versions']>['top'];
}
/** Output of `analytics.versions` (Active versions in the time range ordered by version). */
export type AnalyticsVersionsOutput = OperationOutput<AppLifecycleGroups['analytics']['versions']>;
/** Input of `events.list` (Active events in the time range ordered by event). */
export interface EventsListInput {
  /** Name of the user or organisation that owns the app. */
  ownerName: OperationInput<AppLifecycleGroups['events']['list']>['ownerName'];
  /** Name of the app, as used in URLs. */
  appName: OperationInput<AppLifecycleGroups['events']['list']>['appName'];
  /** Start of the time range: a Date or an ISO 8601 string. */
  start: OperationInput<AppLifecycleGroups['events']['list']>['start'];
  /** End of the time range (now when omitted): a Date or an ISO 8601 string. */
  end?: OperationInput<AppLifecycleGroups['events']['list']>['end'];
  /** Only these app versions (an array, sent "|"-separated). */
  versions?: OperationInput<AppLifecycleGroups['events']['list']>['versions'];
  /** Only these events (an array, sent "|"-separated). */
  eventName?: OperationInput<AppLifecycleGroups['events']['list']>['eventName'];
  /** Return at most this many entries. */
  top?: OperationInput<AppLifecycleGroups['events']['list']>['top'];
  /** Skip this many entries (paging). */
  skip?: OperationInput<AppLifecycleGroups['events']['list']>['skip'];
  /** Include the total count. */
  inlineCount?: OperationInput<AppLifecycleGroups['events']['list']>['inlineCount'];
  /** Sort, e.g. "count desc". */
  orderBy?: OperationInput<AppLifecycleGroups['events']['list']>['orderBy'];
}
/** Output of `events.list` (Active events in the time range ordered by event). */
export type EventsListOutput = OperationOutput<AppLifecycleGroups['events']['list']>;
/** One item of the list `events.list` (Active events in the time range ordered by event). */
export type EventsListItem = OperationItem<AppLifecycleGroups['events']['list']>;
/** Input of `events.delete` (Delete events with the given names). */
export interface EventsDeleteInput {
  /** Name of the user or organisation that owns the app. */
  ownerName: OperationInput<AppLifecycleGroups['events']['delete']>['ownerName'];
  /** Name of the app, as used in URLs. */
  appName: OperationInput<AppLifecycleGroups['events']['delete']>['appName'];
  /** Name of the event. */
  eventName: OperationInput<AppLifecycleGroups['events']['delete']>['eventName'];
}
/** Output of `events.delete` (Delete events with the given names). */
export type EventsDeleteOutput = OperationOutput<AppLifecycleGroups['events']['delete']>;
/** Input of `events.deleteLogs` (Delete events with the given names). */
export interface EventsDeleteLogsInput {
  /** Name of the user or organisation that owns the app. */
  ownerName: OperationInput<AppLifecycleGroups['events']['deleteLogs']>['ownerName'];
  /** Name of the app, as used in URLs. */
  appName: OperationInput<AppLifecycleGroups['events']['deleteLogs']>['appName'];
  /** Name of the event. */
  eventName: OperationInput<AppLifecycleGroups['events']['deleteLogs']>['eventName'];
}
/** Output of `events.deleteLogs` (Delete events with the given names). */
export type EventsDeleteLogsOutput = OperationOutput<AppLifecycleGroups['events']['deleteLogs']>;
/** Input of `events.countPerDevice` (Events per device by interval). */
export interface EventsCountPerDeviceInput {
  /** Name of the user or organisation that owns the app. */
  ownerName: OperationInput<AppLifecycleGroups['events']['countPerDevice']>['ownerName'];
  /** Name of the app, as used in URLs. */
  appName: OperationInput<AppLifecycleGroups['events']['countPerDevice']>['appName'];
  /** Name of the event. */
  eventName: OperationInput<AppLifecycleGroups['events']['countPerDevice']>['eventName'];
  /** Start of the time range: a Date or an ISO 8601 string. */
  start: OperationInput<AppLifecycleGroups['events']['countPerDevice']>['start'];
  /** End of the time range (now when omitted): a Date or an ISO 8601 string. */
  end?: OperationInput<AppLifecycleGroups['events']['countPerDevice']>['end'];
  /** Only these app versions (an array, sent "|"-separated). */
  versions?: OperationInput<AppLifecycleGroups['events']['countPerDevice']>['versions'];
}
/** Output of `events.countPerDevice` (Events per device by interval). */
export type EventsCountPerDeviceOutput = OperationOutput<AppLifecycleGroups['events']['countPerDevice']>;
/** Input of `events.countPerSession` (Events per session by interval). */
export interface EventsCountPerSessionInput {
  /** Name of the user or organisation that owns the app. */
  ownerName: OperationInput<AppLifecycleGroups['events']['countPerSession']>['ownerName'];
  /** Name of the app, as used in URLs. */
  appName: OperationInput<AppLifecycleGroups['events']['countPerSession']>['appName'];
  /** Name of the event. */
  eventName: OperationInput<AppLifecycleGroups['events']['countPerSession']>['eventName'];
  /** Start of the time range: a Date or an ISO 8601 string. */
  start: OperationInput<AppLifecycleGroups['events']['countPerSession']>['start'];
  /** End of the time range (now when omitted): a Date or an ISO 8601 string. */
  end?: OperationInput<AppLifecycleGroups['events']['countPerSession']>['end'];
  /** Only these app versions (an array, sent "|"-separated). */
  versions?: OperationInput<AppLifecycleGroups['events']['countPerSession']>['versions'];
}
/** Output of `events.countPerSession` (Events per session by interval). */
export type EventsCountPerSessionOutput = OperationOutput<AppLifecycleGroups['events']['countPerSession']>;
/** Input of `events.deviceCount` (Devices for an event by interval). */
export interface EventsDeviceCountInput {
  /** Name of the user or organisation that owns the app. */
  ownerName: OperationInput<AppLifecycleGroups['events']['deviceCount']>['ownerName'];
  /** Name of the app, as used in URLs. */
  appName: OperationInput<AppLifecycleGroups['events']['deviceCount']>['appName'];
  /** Name of the event. */
  eventName: OperationInput<AppLifecycleGroups['events']['deviceCount']>['eventName'];
  /** Start of the time range: a Date or an ISO 8601 string. */
  start: OperationInput<AppLifecycleGroups['events']['deviceCount']>['start'];
  /** End of the time range (now when omitted): a Date or an ISO 8601 string. */
  end?: OperationInput<AppLifecycleGroups['events']['deviceCount']>['end'];
  /** Only these app versions (an array, sent "|"-separated). */
  versions?: OperationInput<AppLifecycleGroups['events']['deviceCount']>['versions'];
}
/** Output of `events.deviceCount` (Devices for an event by interval). */
export type EventsDeviceCountOutput = OperationOutput<AppLifecycleGroups['events']['deviceCount']>;
/** Input of `events.eventCount` (Events by interval). */
export interface EventsEventCountInput {
  /** Name of the user or organisation that owns the app. */
  ownerName: OperationInput<AppLifecycleGroups['events']['eventCount']>['ownerName'];
  /** Name of the app, as used in URLs. */
  appName: OperationInput<AppLifecycleGroups['events']['eventCount']>['appName'];
  /** Name of the event. */
  eventName: OperationInput<AppLifecycleGroups['events']['eventCount']>['eventName'];
  /** Start of the time range: a Date or an ISO 8601 string. */
  start: OperationInput<AppLifecycleGroups['events']['eventCount']>['start'];
  /** End of the time range (now when omitted): a Date or an ISO 8601 string. */
  end?: OperationInput<AppLifecycleGroups['events']['eventCount']>['end'];
  /** Only these app versions (an array, sent "|"-separated). */
  versions?: OperationInput<AppLifecycleGroups['events']['eventCount']>['versions'];
}
/** Output of `events.eventCount` (Events by interval). */
export type EventsEventCountOutput = OperationOutput<AppLifecycleGroups['events']['eventCount']>;
/** Input of `events.properties` (Event properties). */
export interface EventsPropertiesInput {
  /** Name of the user or organisation that owns the app. */
  ownerName: OperationInput<AppLifecycleGroups['events']['properties']>['ownerName'];
  /** Name of the app, as used in URLs. */
  appName: OperationInput<AppLifecycleGroups['events']['properties']>['appName'];
  /** Name of the event. */
  eventName: OperationInput<AppLifecycleGroups['events']['properties']>['eventName'];
}
/** Output of `events.properties` (Event properties). */
export type EventsPropertiesOutput = OperationOutput<AppLifecycleGroups['events']['properties']>;
/** Input of `events.propertyCounts` (Property value counts in descending order). */
export interface EventsPropertyCountsInput {
  /** Name of the user or organisation that owns the app. */
  ownerName: OperationInput<AppLifecycleGroups['events']['propertyCounts']>['ownerName'];
  /** Name of the app, as used in URLs. */
  appName: OperationInput<AppLifecycleGroups['events']['propertyCounts']>['appName'];
  /** Name of the event. */
  eventName: OperationInput<AppLifecycleGroups['events']['propertyCounts']>['eventName'];
  /** Name of the event property. */
  eventPropertyName: OperationInput<AppLifecycleGroups['events']['propertyCounts']>['eventPropertyName'];
  /** Start of the time range: a Date or an ISO 8601 string. */
  start: OperationInput<AppLifecycleGroups['events']['propertyCounts']>['start'];
  /** End of the time range (now when omitted): a Date or an ISO 8601 string. */
  end?: OperationInput<AppLifecycleGroups['events']['propertyCounts']>['end'];
  /** Only these app versions (an array, sent "|"-separated). */
  versions?: OperationInput<AppLifecycleGroups['events']['propertyCounts']>['versions'];
  /** Return at most this many entries. */
  top?: OperationInput<AppLifecycleGroups['events']['propertyCounts']>['top'];
}
/** Output of `events.propertyCounts` (Property value counts in descending order). */
export type EventsPropertyCountsOutput = OperationOutput<AppLifecycleGroups['events']['propertyCounts']>;
/** Input of `vendorStore.getMapping` (Get mapping of the app to an existing app in a vendor store). */
export interface VendorStoreGetMappingInput {
  /** Name of the user or organisation that owns the app. */
  ownerName: OperationInput<AppLifecycleGroups['vendorStore']['getMapping']>['ownerName'];
  /** Name of the app, as used in URLs. */
  appName: OperationInput<AppLifecycleGroups['vendorStore']['getMapping']>['appName'];
}
/** Output of `vendorStore.getMapping` (Get mapping of the app to an existing app in a vendor store). */
export type VendorStoreGetMappingOutput = OperationOutput<AppLifecycleGroups['vendorStore']['getMapping']>;
/** Input of `vendorStore.createMapping` (Create that mapping). */
export interface VendorStoreCreateMappingInput {
  /** Name of the user or organisation that owns the app. */
  ownerName: OperationInput<AppLifecycleGroups['vendorStore']['createMapping']>['ownerName'];
  /** Name of the app, as used in URLs. */
  appName: OperationInput<AppLifecycleGroups['vendorStore']['createMapping']>['appName'];
  /** The request body of `vendorStore.createMapping` (Create that mapping), sent as JSON. */
  body: OperationInput<AppLifecycleGroups['vendorStore']['createMapping']>['body'];
}
/** Output of `vendorStore.createMapping` (Create that mapping). */
export type VendorStoreCreateMappingOutput = OperationOutput<AppLifecycleGroups['vendorStore']['createMapping']>;
/** Input of `vendorStore.deleteMapping` (Delete that mapping). */
export interface VendorStoreDeleteMappingInput {
  /** Name of the user or organisation that owns the app. */
  ownerName: OperationInput<AppLifecycleGroups['vendorStore']['deleteMapping']>['ownerName'];
  /** Name of the app, as used in URLs. */
  appName: OperationInput<AppLifecycleGroups['vendorStore']['deleteMapping']>['appName'];
}
/** Output of `vendorStore.deleteMapping` (Delete that mapping). */
export type VendorStoreDeleteMappingOutput = OperationOutput<AppLifecycleGroups['vendorStore']['deleteMapping']>;
/**
 * Input of `vendorStore.listTestGroups` (Fetch all vendor test groups).
 *
 * @deprecated The service deprecates this operation.
 */
export interface VendorStoreListTestGroupsInput {
  /** Name of the user or organisation that owns the app. */
  ownerName: OperationInput<AppLifecycleGroups['vendorStore']['listTestGroups']>['ownerName'];
  /** Name of the app, as used in URLs. */
  appName: OperationInput<AppLifecycleGroups['vendorStore']['listTestGroups']>['appName'];
}
/**
 * Output of `vendorStore.listTestGroups` (Fetch all vendor test groups).
 *
 * @deprecated The service deprecates this operation.
 */
export type VendorStoreListTestGroupsOutput = OperationOutput<AppLifecycleGroups['vendorStore']['listTestGroups']>;
/** Input of `cloudSubscriptions.list` (List cloud subscriptions of the app). */
export interface CloudSubscriptionsListInput {
  /** Name of the user or organisation that owns the app. */
  ownerName: OperationInput<AppLifecycleGroups['cloudSubscriptions']['list']>['ownerName'];
  /** Name of the app, as used in URLs. */
  appName: OperationInput<AppLifecycleGroups['cloudSubscriptions']['list']>['appName'];
}
/** Output of `cloudSubscriptions.list` (List cloud subscriptions of the app). */
export type CloudSubscriptionsListOutput = OperationOutput<AppLifecycleGroups['cloudSubscriptions']['list']>;
/** Input of `cloudSubscriptions.link` (Link a cloud subscription to the app). */
export interface CloudSubscriptionsLinkInput {
  /** Name of the user or organisation that owns the app. */
  ownerName: OperationInput<AppLifecycleGroups['cloudSubscriptions']['link']>['ownerName'];
  /** Name of the app, as used in URLs. */
  appName: OperationInput<AppLifecycleGroups['cloudSubscriptions']['link']>['appName'];
  /** The request body of `cloudSubscriptions.link` (Link a cloud subscription to the app), sent as JSON. */
  body: OperationInput<AppLifecycleGroups['cloudSubscriptions']['link']>['body'];
}
/** Output of `cloudSubscriptions.link` (Link a cloud subscription to the app). */
export type CloudSubscriptionsLinkOutput = OperationOutput<AppLifecycleGroups['cloudSubscriptions']['link']>;
/** Input of `cloudSubscriptions.delete` (Delete a cloud subscription of the app). */
export interface CloudSubscriptionsDeleteInput {
  /** Name of the user or organisation that owns the app. */
  ownerName: OperationInput<AppLifecycleGroups['cloudSubscriptions']['delete']>['ownerName'];
  /** Name of the app, as used in URLs. */
  appName: OperationInput<AppLifecycleGroups['cloudSubscriptions']['delete']>['appName'];
  /** Id of the cloud subscription. */
  cloudSubscriptionId: OperationInput<AppLifecycleGroups['cloudSubscriptions']['delete']>['cloudSubscriptionId'];
}
/** Output of `cloudSubscriptions.delete` (Delete a cloud subscription of the app). */
export type CloudSubscriptionsDeleteOutput = OperationOutput<AppLifecycleGroups['cloudSubscriptions']['delete']>;
/** Input of `billing.getAggregated` (Aggregated billing information for the owner of the app). */
export interface BillingGetAggregatedInput {
  /** Name of the user or organisation that owns the app. */
  ownerName: OperationInput<AppLifecycleGroups['billing']['getAggregated']>['ownerName'];
  /** Name of the app, as used in URLs. */
  appName: OperationInput<AppLifecycleGroups['billing']['getAggregated']>['appName'];
  /** Only this service. */
  service?: OperationInput<AppLifecycleGroups['billing']['getAggregated']>['service'];
  /** Billing period. */
  period?: OperationInput<AppLifecycleGroups['billing']['getAggregated']>['period'];
  /** Show the plans as bought, before adjustments. */
  showOriginalPlans?: OperationInput<AppLifecycleGroups['billing']['getAggregated']>['showOriginalPlans'];
}
/** Output of `billing.getAggregated` (Aggregated billing information for the owner of the app). */
export type BillingGetAggregatedOutput = OperationOutput<AppLifecycleGroups['billing']['getAggregated']>;
/** Input of `branches.list` (List Git branches). */
export interface BranchesListInput {
  /** Name of the user or organisation that owns the app. */
  ownerName: OperationInput<AppLifecycleGroups['branches']['list']>['ownerName'];
  /** Name of the app, as used in URLs. */
  appName: OperationInput<AppLifecycleGroups['branches']['list']>['appName'];
}
/** Output of `branches.list` (List Git branches). */
export type BranchesListOutput = OperationOutput<AppLifecycleGroups['branches']['list']>;
/** Input of `branches.getConfig` (Get branch configuration). */
export interface BranchesGetConfigInput {
  /** Name of the user or organisation that owns the app. */
  ownerName: OperationInput<AppLifecycleGroups['branches']['getConfig']>['ownerName'];
  /** Name of the app, as used in URLs. */
  appName: OperationInput<AppLifecycleGroups['branches']['getConfig']>['appName'];
  /** Name of the Git branch. */
  branch: OperationInput<AppLifecycleGroups['branches']['getConfig']>['branch'];
}
/** Output of `branches.getConfig` (Get branch configuration). */
export type BranchesGetConfigOutput = OperationOutput<AppLifecycleGroups['branches']['getConfig']>;
/** Input of `branches.configure` (Configure the branch for build). */
export interface BranchesConfigureInput {
  /** Name of the user or organisation that owns the app. */
  ownerName: OperationInput<AppLifecycleGroups['branches']['configure']>['ownerName'];
  /** Name of the app, as used in URLs. */
  appName: OperationInput<AppLifecycleGroups['branches']['configure']>['appName'];
  /** Name of the Git branch. */
  branch: OperationInput<AppLifecycleGroups['branches']['configure']>['branch'];
  /** The request body of `branches.configure` (Configure the branch for build), sent as JSON. */
  body: OperationInput<AppLifecycleGroups['branches']['configure']>['body'];
}
/** Output of `branches.configure` (Configure the branch for build). */
export type BranchesConfigureOutput = OperationOutput<AppLifecycleGroups['branches']['configure']>;
/** Input of `branches.reconfigure` (Reconfigure the branch). */
export interface BranchesReconfigureInput {
  /** Name of the user or organisation that owns the app. */
  ownerName: OperationInput<AppLifecycleGroups['branches']['reconfigure']>['ownerName'];
  /** Name of the app, as used in URLs. */
  appName: OperationInput<AppLifecycleGroups['branches']['reconfigure']>['appName'];
  /** Name of the Git branch. */
  branch: OperationInput<AppLifecycleGroups['branches']['reconfigure']>['branch'];
  /** The request body of `branches.reconfigure` (Reconfigure the branch), sent as JSON. */
  body: OperationInput<AppLifecycleGroups['branches']['reconfigure']>['body'];
}
/** Output of `branches.reconfigure` (Reconfigure the branch). */
export type BranchesReconfigureOutput = OperationOutput<AppLifecycleGroups['branches']['reconfigure']>;
/** Input of `branches.deleteConfig` (Delete the branch build configuration). */
export interface BranchesDeleteConfigInput {
  /** Name of the user or organisation that owns the app. */
  ownerName: OperationInput<AppLifecycleGroups['branches']['deleteConfig']>['ownerName'];
  /** Name of the app, as used in URLs. */
  appName: OperationInput<AppLifecycleGroups['branches']['deleteConfig']>['appName'];
  /** Name of the Git branch. */
  branch: OperationInput<AppLifecycleGroups['branches']['deleteConfig']>['branch'];
}
/** Output of `branches.deleteConfig` (Delete the branch build configuration). */
export type BranchesDeleteConfigOutput = OperationOutput<AppLifecycleGroups['branches']['deleteConfig']>;
/** Input of `branches.exportConfig` (Build configuration in pipeline YAML format). */
export interface BranchesExportConfigInput {
  /** Name of the user or organisation that owns the app. */
  ownerName: OperationInput<AppLifecycleGroups['branches']['exportConfig']>['ownerName'];
  /** Name of the app, as used in URLs. */
  appName: OperationInput<AppLifecycleGroups['branches']['exportConfig']>['appName'];
  /** Name of the Git branch. */
  branch: OperationInput<AppLifecycleGroups['branches']['exportConfig']>['branch'];
  /** Export format; YAML by default. */
  format?: OperationInput<AppLifecycleGroups['branches']['exportConfig']>['format'];
}
/** Output of `branches.exportConfig` (Build configuration in pipeline YAML format). */
export type BranchesExportConfigOutput = OperationOutput<AppLifecycleGroups['branches']['exportConfig']>;
/** Input of `branches.listToolsetProjects` (Projects in the repository for the branch, for all toolsets). */
export interface BranchesListToolsetProjectsInput {
  /** Name of the user or organisation that owns the app. */
  ownerName: OperationInput<AppLifecycleGroups['branches']['listToolsetProjects']>['ownerName'];
  /** Name of the app, as used in URLs. */
  appName: OperationInput<AppLifecycleGroups['branches']['listToolsetProjects']>['appName'];
  /** Name of the Git branch. */
  branch: OperationInput<AppLifecycleGroups['branches']['listToolsetProjects']>['branch'];
  /** Target OS. */
  os: OperationInput<AppLifecycleGroups['branches']['listToolsetProjects']>['os'];
  /** Development platform. */
  platform: OperationInput<AppLifecycleGroups['branches']['listToolsetProjects']>['platform'];
  /** How deep to search the repository. */
  maxSearchDepth?: OperationInput<AppLifecycleGroups['branches']['listToolsetProjects']>['maxSearchDepth'];
}
/** Output of `branches.listToolsetProjects` (Projects in the repository for the branch, for all toolsets). */
export type BranchesListToolsetProjectsOutput = OperationOutput<AppLifecycleGroups['branches']['listToolsetProjects']>;
/** Input of `builds.listByBranch` (List builds of a branch). */
export interface BuildsListByBranchInput {
  /** Name of the user or organisation that owns the app. */
  ownerName: OperationInput<AppLifecycleGroups['builds']['listByBranch']>['ownerName'];
  /** Name of the app, as used in URLs. */
  appName: OperationInput<AppLifecycleGroups['builds']['listByBranch']>['appName'];
  /** Name of the Git branch. */
  branch: OperationInput<AppLifecycleGroups['builds']['listByBranch']>['branch'];
}
/** Output of `builds.listByBranch` (List builds of a branch). */
export type BuildsListByBranchOutput = OperationOutput<AppLifecycleGroups['builds']['listByBranch']>;
/** Input of `builds.create` (Create a build). */
export interface BuildsCreateInput {
  /** Name of the user or organisation that owns the app. */
  ownerName: OperationInput<AppLifecycleGroups['builds']['create']>['ownerName'];
  /** Name of the app, as used in URLs. */
  appName: OperationInput<AppLifecycleGroups['builds']['create']>['appName'];
  /** Name of the Git branch. */
  branch: OperationInput<AppLifecycleGroups['builds']['create']>['branch'];
  /** The request body of `builds.create` (Create a build), sent as JSON. */
  body?: OperationInput<AppLifecycleGroups['builds']['create']>['body'];
}
/** Output of `builds.create` (Create a build). */
export type BuildsCreateOutput = OperationOutput<AppLifecycleGroups['builds']['create']>;
/** Input of `builds.get` (Build detail). */
export interface BuildsGetInput {
  /** Name of the user or organisation that owns the app. */
  ownerName: OperationInput<AppLifecycleGroups['builds']['get']>['ownerName'];
  /** Name of the app, as used in URLs. */
  appName: OperationInput<AppLifecycleGroups['builds']['get']>['appName'];
  /** Id of the build. */
  buildId: OperationInput<AppLifecycleGroups['builds']['get']>['buildId'];
}
/** Output of `builds.get` (Build detail). */
export type BuildsGetOutput = OperationOutput<AppLifecycleGroups['builds']['get']>;
/** Input of `builds.cancel` (Cancel a build). */
export interface BuildsCancelInput {
  /** Name of the user or organisation that owns the app. */
  ownerName: OperationInput<AppLifecycleGroups['builds']['cancel']>['ownerName'];
  /** Name of the app, as used in URLs. */
  appName: OperationInput<AppLifecycleGroups['builds']['cancel']>['appName'];
  /** Id of the build. */
  buildId: OperationInput<AppLifecycleGroups['builds']['cancel']>['buildId'];
  /** The request body of `builds.cancel` (Cancel a build), sent as JSON. */
  body: OperationInput<AppLifecycleGroups['builds']['cancel']>['body'];
}
/** Output of `builds.cancel` (Cancel a build). */
export type BuildsCancelOutput = OperationOutput<AppLifecycleGroups['builds']['cancel']>;
/** Input of `builds.distribute` (Distribute a build). */
export interface BuildsDistributeInput {
  /** Name of the user or organisation that owns the app. */
  ownerName: OperationInput<AppLifecycleGroups['builds']['distribute']>['ownerName'];
  /** Name of the app, as used in URLs. */
  appName: OperationInput<AppLifecycleGroups['builds']['distribute']>['appName'];
  /** Id of the build. */
  buildId: OperationInput<AppLifecycleGroups['builds']['distribute']>['buildId'];
  /** The request body of `builds.distribute` (Distribute a build), sent as JSON. */
  body: OperationInput<AppLifecycleGroups['builds']['distribute']>['body'];
}
/** Output of `builds.distribute` (Distribute a build). */
export type BuildsDistributeOutput = OperationOutput<AppLifecycleGroups['builds']['distribute']>;
/** Input of `builds.getDownloadUri` (Get the download URI). */
export interface BuildsGetDownloadUriInput {
  /** Name of the user or organisation that owns the app. */
  ownerName: OperationInput<AppLifecycleGroups['builds']['getDownloadUri']>['ownerName'];
  /** Name of the app, as used in URLs. */
  appName: OperationInput<AppLifecycleGroups['builds']['getDownloadUri']>['appName'];
  /** Id of the build. */
  buildId: OperationInput<AppLifecycleGroups['builds']['getDownloadUri']>['buildId'];
  /** Which file: build, symbols, logs, mapping or bundle. */
  downloadType: OperationInput<AppLifecycleGroups['builds']['getDownloadUri']>['downloadType'];
}
/** Output of `builds.getDownloadUri` (Get the download URI). */
export type BuildsGetDownloadUriOutput = OperationOutput<AppLifecycleGroups['builds']['getDownloadUri']>;
/** Input of `builds.getLog` (Get the build log). */
export interface BuildsGetLogInput {
  /** Name of the user or organisation that owns the app. */
  ownerName: OperationInput<AppLifecycleGroups['builds']['getLog']>['ownerName'];
  /** Name of the app, as used in URLs. */
  appName: OperationInput<AppLifecycleGroups['builds']['getLog']>['appName'];
  /** Id of the build. */
  buildId: OperationInput<AppLifecycleGroups['builds']['getLog']>['buildId'];
}
/** Output of `builds.getLog` (Get the build log). */
export type BuildsGetLogOutput = OperationOutput<AppLifecycleGroups['builds']['getLog']>;
/** Input of `builds.getServiceStatus` (Build service status for the app). */
export interface BuildsGetServiceStatusInput {
  /** Name of the user or organisation that owns the app. */
  ownerName: OperationInput<AppLifecycleGroups['builds']['getServiceStatus']>['ownerName'];
  /** Name of the app, as used in URLs. */
  appName: OperationInput<AppLifecycleGroups['builds']['getServiceStatus']>['appName'];
}
/** Output of `builds.getServiceStatus` (Build service status for the app). */
export type BuildsGetServiceStatusOutput = OperationOutput<AppLifecycleGroups['builds']['getServiceStatus']>;
/** Input of `commits.listBatch` (Commit information for a batch of commit hashes). */
export interface CommitsListBatchInput {
  /** Name of the user or organisation that owns the app. */
  ownerName: OperationInput<AppLifecycleGroups['commits']['listBatch']>['ownerName'];
  /** Name of the app, as used in URLs. */
  appName: OperationInput<AppLifecycleGroups['commits']['listBatch']>['appName'];
  /** Commit hashes (sent comma-separated). */
  hashes: OperationInput<AppLifecycleGroups['commits']['listBatch']>['hashes'];
}
/** Output of `commits.listBatch` (Commit information for a batch of commit hashes). */
export type CommitsListBatchOutput = OperationOutput<AppLifecycleGroups['commits']['listBatch']>;
/** Input of `bugTracker.getSettings` (Bug tracker settings). */
export interface BugTrackerGetSettingsInput {
  /** Name of the user or organisation that owns the app. */
  ownerName: OperationInput<AppLifecycleGroups['bugTracker']['getSettings']>['ownerName'];
  /** Name of the app, as used in URLs. */
  appName: OperationInput<AppLifecycleGroups['bugTracker']['getSettings']>['appName'];
}
/** Output of `bugTracker.getSettings` (Bug tracker settings). */
export type BugTrackerGetSettingsOutput = OperationOutput<AppLifecycleGroups['bugTracker']['getSettings']>;
/** Input of `bugTracker.getCrashGroupIssue` (Project issue related to a crash group). */
export interface BugTrackerGetCrashGroupIssueInput {
  /** Name of the user or organisation that owns the app. */
  ownerName: OperationInput<AppLifecycleGroups['bugTracker']['getCrashGroupIssue']>['ownerName'];
  /** Name of the app, as used in URLs. */
  appName: OperationInput<AppLifecycleGroups['bugTracker']['getCrashGroupIssue']>['appName'];
  /** Id of the crash group. */
  crashGroupId: OperationInput<AppLifecycleGroups['bugTracker']['getCrashGroupIssue']>['crashGroupId'];
}
/** Output of `bugTracker.getCrashGroupIssue` (Project issue related to a crash group). */
export type BugTrackerGetCrashGroupIssueOutput = OperationOutput<AppLifecycleGroups['bugTracker']['getCrashGroupIssue']>;
/**
 * Input of `crashGroups.list` (List crash groups and whether the list holds all groups).
 *
 * @deprecated The service deprecates this operation.
 */
export interface CrashGroupsListInput {
  /** Name of the user or organisation that owns the app. */
  ownerName: OperationInput<AppLifecycleGroups['crashGroups']['list']>['ownerName'];
  /** Name of the app, as used in URLs. */
  appName: OperationInput<AppLifecycleGroups['crashGroups']['list']>['appName'];
  /** Last crash at or after this time. */
  lastOccurrenceFrom?: OperationInput<AppLifecycleGroups['crashGroups']['list']>['lastOccurrenceFrom'];
  /** Last crash at or before this time. */
  lastOccurrenceTo?: OperationInput<AppLifecycleGroups['crashGroups']['list']>['lastOccurrenceTo'];
  /** Only this app version. */
  appVersion?: OperationInput<AppLifecycleGroups['crashGroups']['list']>['appVersion'];
  /** Group type. */
  groupType?: OperationInput<AppLifecycleGroups['crashGroups']['list']>['groupType'];
  /** Only groups in this status. */
  groupStatus?: OperationInput<AppLifecycleGroups['crashGroups']['list']>['groupStatus'];
  /** Text to search in the groups. */
  groupTextSearch?: OperationInput<AppLifecycleGroups['crashGroups']['list']>['groupTextSearch'];
  /** Sort order. */
  orderBy?: OperationInput<AppLifecycleGroups['crashGroups']['list']>['orderBy'];
  /** Token of the next page. */
  continuationToken?: OperationInput<AppLifecycleGroups['crashGroups']['list']>['continuationToken'];
}
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
export interface CrashGroupsGetInput {
  /** Name of the user or organisation that owns the app. */
  ownerName: OperationInput<AppLifecycleGroups['crashGroups']['get']>['ownerName'];
  /** Name of the app, as used in URLs. */
  appName: OperationInput<AppLifecycleGroups['crashGroups']['get']>['appName'];
  /** Id of the crash group. */
  crashGroupId: OperationInput<AppLifecycleGroups['crashGroups']['get']>['crashGroupId'];
}
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
export interface CrashGroupsUpdateInput {
  /** Name of the user or organisation that owns the app. */
  ownerName: OperationInput<AppLifecycleGroups['crashGroups']['update']>['ownerName'];
  /** Name of the app, as used in URLs. */
  appName: OperationInput<AppLifecycleGroups['crashGroups']['update']>['appName'];
  /** Id of the crash group. */
  crashGroupId: OperationInput<AppLifecycleGroups['crashGroups']['update']>['crashGroupId'];
  /** The request body of `crashGroups.update` (Update a group), sent as JSON. */
  body: OperationInput<AppLifecycleGroups['crashGroups']['update']>['body'];
}
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
export interface CrashGroupsGetStacktraceInput {
  /** Name of the user or organisation that owns the app. */
  ownerName: OperationInput<AppLifecycleGroups['crashGroups']['getStacktrace']>['ownerName'];
  /** Name of the app, as used in URLs. */
  appName: OperationInput<AppLifecycleGroups['crashGroups']['getStacktrace']>['appName'];
  /** Id of the crash group. */
  crashGroupId: OperationInput<AppLifecycleGroups['crashGroups']['getStacktrace']>['crashGroupId'];
  /** Only the frames relevant for grouping. */
  groupingOnly?: OperationInput<AppLifecycleGroups['crashGroups']['getStacktrace']>['groupingOnly'];
}
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
export interface CrashesListInput {
  /** Name of the user or organisation that owns the app. */
  ownerName: OperationInput<AppLifecycleGroups['crashes']['list']>['ownerName'];
  /** Name of the app, as used in URLs. */
  appName: OperationInput<AppLifecycleGroups['crashes']['list']>['appName'];
  /** Id of the crash group. */
  crashGroupId: OperationInput<AppLifecycleGroups['crashes']['list']>['crashGroupId'];
  /** Include each crash report (details and stack trace). */
  includeReport?: OperationInput<AppLifecycleGroups['crashes']['list']>['includeReport'];
  /** Include each crash log. */
  includeLog?: OperationInput<AppLifecycleGroups['crashes']['list']>['includeLog'];
  /** Crashes at or after this time. */
  dateFrom?: OperationInput<AppLifecycleGroups['crashes']['list']>['dateFrom'];
  /** Crashes at or before this time. */
  dateTo?: OperationInput<AppLifecycleGroups['crashes']['list']>['dateTo'];
  /** Only this app version. */
  appVersion?: OperationInput<AppLifecycleGroups['crashes']['list']>['appVersion'];
  /** Crashing or handled errors. */
  errorType?: OperationInput<AppLifecycleGroups['crashes']['list']>['errorType'];
}
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
export interface CrashesGetInput {
  /** Name of the user or organisation that owns the app. */
  ownerName: OperationInput<AppLifecycleGroups['crashes']['get']>['ownerName'];
  /** Name of the app, as used in URLs. */
  appName: OperationInput<AppLifecycleGroups['crashes']['get']>['appName'];
  /** Id of the crash group. */
  crashGroupId: OperationInput<AppLifecycleGroups['crashes']['get']>['crashGroupId'];
  /** Id of the crash. */
  crashId: OperationInput<AppLifecycleGroups['crashes']['get']>['crashId'];
  /** Include the crash report. */
  includeReport?: OperationInput<AppLifecycleGroups['crashes']['get']>['includeReport'];
  /** Include the crash log. */
  includeLog?: OperationInput<AppLifecycleGroups['crashes']['get']>['includeLog'];
  /** Include device details. */
  includeDetails?: OperationInput<AppLifecycleGroups['crashes']['get']>['includeDetails'];
  /** Include the stack trace. */
  includeStacktrace?: OperationInput<AppLifecycleGroups['crashes']['get']>['includeStacktrace'];
  /** Only the frames relevant for grouping. */
  groupingOnly?: OperationInput<AppLifecycleGroups['crashes']['get']>['groupingOnly'];
}
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
export interface CrashesDeleteInput {
  /** Name of the user or organisation that owns the app. */
  ownerName: OperationInput<AppLifecycleGroups['crashes']['delete']>['ownerName'];
  /** Name of the app, as used in URLs. */
  appName: OperationInput<AppLifecycleGroups['crashes']['delete']>['appName'];
  /** Id of the crash group. */
  crashGroupId: OperationInput<AppLifecycleGroups['crashes']['delete']>['crashGroupId'];
  /** Id of the crash. */
  crashId: OperationInput<AppLifecycleGroups['crashes']['delete']>['crashId'];
  /** Delete as part of data retention. */
  retentionDelete?: OperationInput<AppLifecycleGroups['crashes']['delete']>['retentionDelete'];
}
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
export interface CrashesGetNativeLogInput {
  /** Name of the user or organisation that owns the app. */
  ownerName: OperationInput<AppLifecycleGroups['crashes']['getNativeLog']>['ownerName'];
  /** Name of the app, as used in URLs. */
  appName: OperationInput<AppLifecycleGroups['crashes']['getNativeLog']>['appName'];
  /** Id of the crash group. */
  crashGroupId: OperationInput<AppLifecycleGroups['crashes']['getNativeLog']>['crashGroupId'];
  /** Id of the crash. */
  crashId: OperationInput<AppLifecycleGroups['crashes']['getNativeLog']>['crashId'];
}
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
export interface CrashesDownloadNativeLogInput {
  /** Name of the user or organisation that owns the app. */
  ownerName: OperationInput<AppLifecycleGroups['crashes']['downloadNativeLog']>['ownerName'];
  /** Name of the app, as used in URLs. */
  appName: OperationInput<AppLifecycleGroups['crashes']['downloadNativeLog']>['appName'];
  /** Id of the crash group. */
  crashGroupId: OperationInput<AppLifecycleGroups['crashes']['downloadNativeLog']>['crashGroupId'];
  /** Id of the crash. */
  crashId: OperationInput<AppLifecycleGroups['crashes']['downloadNativeLog']>['crashId'];
}
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
export interface CrashesGetRawLocationInput {
  /** Name of the user or organisation that owns the app. */
  ownerName: OperationInput<AppLifecycleGroups['crashes']['getRawLocation']>['ownerName'];
  /** Name of the app, as used in URLs. */
  appName: OperationInput<AppLifecycleGroups['crashes']['getRawLocation']>['appName'];
  /** Id of the crash group. */
  crashGroupId: OperationInput<AppLifecycleGroups['crashes']['getRawLocation']>['crashGroupId'];
  /** Id of the crash. */
  crashId: OperationInput<AppLifecycleGroups['crashes']['getRawLocation']>['crashId'];
}
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
export interface CrashesGetStacktraceInput {
  /** Name of the user or organisation that owns the app. */
  ownerName: OperationInput<AppLifecycleGroups['crashes']['getStacktrace']>['ownerName'];
  /** Name of the app, as used in URLs. */
  appName: OperationInput<AppLifecycleGroups['crashes']['getStacktrace']>['appName'];
  /** Id of the crash group. */
  crashGroupId: OperationInput<AppLifecycleGroups['crashes']['getStacktrace']>['crashGroupId'];
  /** Id of the crash. */
  crashId: OperationInput<AppLifecycleGroups['crashes']['getStacktrace']>['crashId'];
  /** Only the frames relevant for grouping. */
  groupingOnly?: OperationInput<AppLifecycleGroups['crashes']['getStacktrace']>['groupingOnly'];
}
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
export interface CrashesListAttachmentsInput {
  /** Name of the user or organisation that owns the app. */
  ownerName: OperationInput<AppLifecycleGroups['crashes']['listAttachments']>['ownerName'];
  /** Name of the app, as used in URLs. */
  appName: OperationInput<AppLifecycleGroups['crashes']['listAttachments']>['appName'];
  /** Id of the crash. */
  crashId: OperationInput<AppLifecycleGroups['crashes']['listAttachments']>['crashId'];
}
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
export interface CrashesGetAttachmentLocationInput {
  /** Name of the user or organisation that owns the app. */
  ownerName: OperationInput<AppLifecycleGroups['crashes']['getAttachmentLocation']>['ownerName'];
  /** Name of the app, as used in URLs. */
  appName: OperationInput<AppLifecycleGroups['crashes']['getAttachmentLocation']>['appName'];
  /** Id of the crash. */
  crashId: OperationInput<AppLifecycleGroups['crashes']['getAttachmentLocation']>['crashId'];
  /** Id of the attachment. */
  attachmentId: OperationInput<AppLifecycleGroups['crashes']['getAttachmentLocation']>['attachmentId'];
}
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
export interface CrashesGetTextAttachmentInput {
  /** Name of the user or organisation that owns the app. */
  ownerName: OperationInput<AppLifecycleGroups['crashes']['getTextAttachment']>['ownerName'];
  /** Name of the app, as used in URLs. */
  appName: OperationInput<AppLifecycleGroups['crashes']['getTextAttachment']>['appName'];
  /** Id of the crash. */
  crashId: OperationInput<AppLifecycleGroups['crashes']['getTextAttachment']>['crashId'];
  /** Id of the attachment. */
  attachmentId: OperationInput<AppLifecycleGroups['crashes']['getTextAttachment']>['attachmentId'];
}
/**
 * Output of `crashes.getTextAttachment` (Content of a text attachment).
 *
 * @deprecated The service deprecates this operation.
 */
export type CrashesGetTextAttachmentOutput = OperationOutput<AppLifecycleGroups['crashes']['getTextAttachment']>;
/** Input of `crashes.listSessionLogs` (Session logs by crash identifier). */
export interface CrashesListSessionLogsInput {
  /** Name of the user or organisation that owns the app. */
  ownerName: OperationInput<AppLifecycleGroups['crashes']['listSessionLogs']>['ownerName'];
  /** Name of the app, as used in URLs. */
  appName: OperationInput<AppLifecycleGroups['crashes']['listSessionLogs']>['appName'];
  /** Id of the crash. */
  crashId: OperationInput<AppLifecycleGroups['crashes']['listSessionLogs']>['crashId'];
  /** Only logs at or after this time. */
  date?: OperationInput<AppLifecycleGroups['crashes']['listSessionLogs']>['date'];
}
/** Output of `crashes.listSessionLogs` (Session logs by crash identifier). */
export type CrashesListSessionLogsOutput = OperationOutput<AppLifecycleGroups['crashes']['listSessionLogs']>;
/**
 * Input of `crashInfo.get` (Whether the app has any crashes).
 *
 * @deprecated The service deprecates this operation.
 */
export interface CrashInfoGetInput {
  /** Name of the user or organisation that owns the app. */
  ownerName: OperationInput<AppLifecycleGroups['crashInfo']['get']>['ownerName'];
  /** Name of the app, as used in URLs. */
  appName: OperationInput<AppLifecycleGroups['crashInfo']['get']>['appName'];
}
/**
 * Output of `crashInfo.get` (Whether the app has any crashes).
 *
 * @deprecated The service deprecates this operation.
 */
export type CrashInfoGetOutput = OperationOutput<AppLifecycleGroups['crashInfo']['get']>;
/** Input of `deployments.list` (List over-the-air update deployments). */
export interface DeploymentsListInput {
  /** Name of the user or organisation that owns the app. */
  ownerName: OperationInput<AppLifecycleGroups['deployments']['list']>['ownerName'];
  /** Name of the app, as used in URLs. */
  appName: OperationInput<AppLifecycleGroups['deployments']['list']>['appName'];
}
/** Output of `deployments.list` (List over-the-air update deployments). */
export type DeploymentsListOutput = OperationOutput<AppLifecycleGroups['deployments']['list']>;
/** Input of `deployments.create` (Create a deployment). */
export interface DeploymentsCreateInput {
  /** Name of the user or organisation that owns the app. */
  ownerName: OperationInput<AppLifecycleGroups['deployments']['create']>['ownerName'];
  /** Name of the app, as used in URLs. */
  appName: OperationInput<AppLifecycleGroups['deployments']['create']>['appName'];
  /** The request body of `deployments.create` (Create a deployment), sent as JSON. */
  body: OperationInput<AppLifecycleGroups['deployments']['create']>['body'];
}
/** Output of `deployments.create` (Create a deployment). */
export type DeploymentsCreateOutput = OperationOutput<AppLifecycleGroups['deployments']['create']>;
/** Input of `deployments.get` (Get a deployment). */
export interface DeploymentsGetInput {
  /** Name of the user or organisation that owns the app. */
  ownerName: OperationInput<AppLifecycleGroups['deployments']['get']>['ownerName'];
  /** Name of the app, as used in URLs. */
  appName: OperationInput<AppLifecycleGroups['deployments']['get']>['appName'];
  /** Name of the deployment. */
  deploymentName: OperationInput<AppLifecycleGroups['deployments']['get']>['deploymentName'];
}
/** Output of `deployments.get` (Get a deployment). */
export type DeploymentsGetOutput = OperationOutput<AppLifecycleGroups['deployments']['get']>;
/** Input of `deployments.update` (Modify a deployment). */
export interface DeploymentsUpdateInput {
  /** Name of the user or organisation that owns the app. */
  ownerName: OperationInput<AppLifecycleGroups['deployments']['update']>['ownerName'];
  /** Name of the app, as used in URLs. */
  appName: OperationInput<AppLifecycleGroups['deployments']['update']>['appName'];
  /** Name of the deployment. */
  deploymentName: OperationInput<AppLifecycleGroups['deployments']['update']>['deploymentName'];
  /** The request body of `deployments.update` (Modify a deployment), sent as JSON. */
  body: OperationInput<AppLifecycleGroups['deployments']['update']>['body'];
}
/** Output of `deployments.update` (Modify a deployment). */
export type DeploymentsUpdateOutput = OperationOutput<AppLifecycleGroups['deployments']['update']>;
/** Input of `deployments.delete` (Delete a deployment). */
export interface DeploymentsDeleteInput {
  /** Name of the user or organisation that owns the app. */
  ownerName: OperationInput<AppLifecycleGroups['deployments']['delete']>['ownerName'];
  /** Name of the app, as used in URLs. */
  appName: OperationInput<AppLifecycleGroups['deployments']['delete']>['appName'];
  /** Name of the deployment. */
  deploymentName: OperationInput<AppLifecycleGroups['deployments']['delete']>['deploymentName'];
}
/** Output of `deployments.delete` (Delete a deployment). */
export type DeploymentsDeleteOutput = OperationOutput<AppLifecycleGroups['deployments']['delete']>;
/** Data export of test accounts. */
export interface AccountExportMethods {
  /** Lists the endpoints available for exporting test account data. */
  listEndpoints(input?: AccountExportListEndpointsInput, options?: CallOptions): ApiPromise<AccountExportListEndpointsOutput>;
  /** Exports the account data of the test account. */
  getAccount(input?: AccountExportGetAccountInput, options?: CallOptions): ApiPromise<AccountExportGetAccountOutput>;
  /** Exports the feature flag data of the test account. */
  getFeatureFlags(input?: AccountExportGetFeatureFlagsInput, options?: CallOptions): ApiPromise<AccountExportGetFeatureFlagsOutput>;
}
/** Organisations of the caller. */
export interface OrganizationsMethods {
  /** Lists the organisations where the caller is an admin. */
  listAdministered(input?: OrganizationsListAdministeredInput, options?: CallOptions): ApiPromise<OrganizationsListAdministeredOutput>;
}
/** API tokens of the calling user: they act for the user on every app the user can reach. */
export interface UserTokensMethods {
  /** Lists the caller's API tokens (ids and descriptions; never the secret values). */
  list(input?: UserTokensListInput, options?: CallOptions): ApiPromise<UserTokensListOutput>;
  /**
   * Creates a user API token. The answer's `api_token` is the secret: it is shown this once only.
   * Never retried automatically (a retry would create a second token).
   */
  create(input?: UserTokensCreateInput, options?: CallOptions): ApiPromise<UserTokensCreateOutput>;
  /** Deletes (revokes) a user API token by its id. */
  delete(input: UserTokensDeleteInput, options?: CallOptions): ApiPromise<UserTokensDeleteOutput>;
}
/** Apps and their avatars. */
export interface AppsMethods {
  /** Lists the apps the caller can reach, optionally ordered by `display_name` or `name`. */
  list(input?: AppsListInput, options?: CallOptions): ApiPromise<AppsListOutput>;
  /** Creates an app owned by the caller and returns it. */
  create(input: AppsCreateInput, options?: CallOptions): ApiPromise<AppsCreateOutput>;
  /** Gets an app of an owner. */
  get(input: AppsGetInput, options?: CallOptions): ApiPromise<AppsGetOutput>;
  /** Changes the fields given (display name, name, description, icon, release type) and returns the app. */
  update(input: AppsUpdateInput, options?: CallOptions): ApiPromise<AppsUpdateOutput>;
  /** Deletes an app with everything it holds. */
  delete(input: AppsDeleteInput, options?: CallOptions): ApiPromise<AppsDeleteOutput>;
  /**
   * Uploads the app's avatar (multipart field `avatar`) and returns the app. Pass a `Blob`/`File` or
   * bytes (a `Buffer`); `avatarFile()` reads one from a path or a stream.
   */
  setAvatar(input: AppsSetAvatarInput, options?: CallOptions): ApiPromise<AppsSetAvatarOutput>;
  /** Deletes the uploaded avatar and returns the app. */
  deleteAvatar(input: AppsDeleteAvatarInput, options?: CallOptions): ApiPromise<AppsDeleteAvatarOutput>;
}
/** API tokens of one app: they act on that app only. */
export interface AppTokensMethods {
  /** Lists the app's API tokens (ids and descriptions; never the secret values). */
  list(input: AppTokensListInput, options?: CallOptions): ApiPromise<AppTokensListOutput>;
  /** Creates an app API token. The answer's `api_token` is the secret: it is shown this once only. */
  create(input: AppTokensCreateInput, options?: CallOptions): ApiPromise<AppTokensCreateOutput>;
  /** Deletes (revokes) an app API token by its id. */
  delete(input: AppTokensDeleteInput, options?: CallOptions): ApiPromise<AppTokensDeleteOutput>;
}
/** Audiences: named selections of devices, and the properties they are defined over. */
export interface AudiencesMethods {
  /** Lists audiences; disabled ones only when `includeDisabled` is set. Pages follow `nextLink`. */
  list(input: AudiencesListInput, options?: CallOptions & PageOptions): PageIterator<AudiencesListItem, AudiencesListOutput>;
  /** Tests an audience definition: how many devices it would select, without saving it. */
  testDefinition(input: AudiencesTestDefinitionInput, options?: CallOptions): ApiPromise<AudiencesTestDefinitionOutput>;
  /** Lists the custom properties (names and types) audiences can use. */
  listCustomProperties(input: AudiencesListCustomPropertiesInput, options?: CallOptions): ApiPromise<AudiencesListCustomPropertiesOutput>;
  /** Lists the device properties (names and types) audiences can use. */
  listDeviceProperties(input: AudiencesListDevicePropertiesInput, options?: CallOptions): ApiPromise<AudiencesListDevicePropertiesOutput>;
  /** Lists values seen for a device property, optionally only those containing a text. */
  listDevicePropertyValues(input: AudiencesListDevicePropertyValuesInput, options?: CallOptions): ApiPromise<AudiencesListDevicePropertyValuesOutput>;
  /** Gets an audience definition. */
  get(input: AudiencesGetInput, options?: CallOptions): ApiPromise<AudiencesGetOutput>;
  /** Creates or replaces an audience definition. */
  createOrUpdate(input: AudiencesCreateOrUpdateInput, options?: CallOptions): ApiPromise<AudiencesCreateOrUpdateOutput>;
  /** Deletes an audience definition. */
  delete(input: AudiencesDeleteInput, options?: CallOptions): ApiPromise<AudiencesDeleteOutput>;
}
/** Crash analytics: crash counts over time, per crash group, per model and operating system. */
export interface CrashAnalyticsMethods {
  /**
   * Counts crashes per day in the time range.
   * @deprecated The service deprecates this operation; it is available for a single app platform only.
   */
  crashCounts(input: CrashAnalyticsCrashCountsInput, options?: CallOptions): ApiPromise<CrashAnalyticsCrashCountsOutput>;
  /** Totals crashes and affected devices of the crash groups and versions given; one entry per entry asked for. */
  groupTotals(input: CrashAnalyticsGroupTotalsInput, options?: CallOptions): ApiPromise<CrashAnalyticsGroupTotalsOutput>;
  /**
   * Counts a crash group's crashes per day for one version.
   * @deprecated The service deprecates this operation; it is available for a single app platform only.
   */
  groupCrashCounts(input: CrashAnalyticsGroupCrashCountsInput, options?: CallOptions): ApiPromise<CrashAnalyticsGroupCrashCountsOutput>;
  /**
   * Counts a crash group's crashes per device model for one version, most first.
   * @deprecated The service deprecates this operation; it is available for a single app platform only.
   */
  groupModels(input: CrashAnalyticsGroupModelsInput, options?: CallOptions): ApiPromise<CrashAnalyticsGroupModelsOutput>;
  /**
   * Counts a crash group's crashes per operating system for one version, most first.
   * @deprecated The service deprecates this operation; it is available for a single app platform only.
   */
  groupOperatingSystems(input: CrashAnalyticsGroupOperatingSystemsInput, options?: CallOptions): ApiPromise<CrashAnalyticsGroupOperatingSystemsOutput>;
  /**
   * Totals a crash group's crashes and affected devices for one version.
   * @deprecated The service deprecates this operation; it is available for a single app platform only.
   */
  groupOverall(input: CrashAnalyticsGroupOverallInput, options?: CallOptions): ApiPromise<CrashAnalyticsGroupOverallOutput>;
  /**
   * Share of active devices without a crash, per day, for one version; `-1` on a day when crashed
   * devices exceed active devices.
   * @deprecated The service deprecates this operation.
   */
  crashFreeDevicePercentages(input: CrashAnalyticsCrashFreeDevicePercentagesInput, options?: CallOptions): ApiPromise<CrashAnalyticsCrashFreeDevicePercentagesOutput>;
}
/** Audience analytics: active devices, sessions, languages, models, systems, places, versions, downloads and the live log flow. */
export interface AnalyticsMethods {
  /** Counts active devices per day, week and month of the time range (optionally of one app build). */
  activeDeviceCounts(input: AnalyticsActiveDeviceCountsInput, options?: CallOptions): ApiPromise<AnalyticsActiveDeviceCountsOutput>;
  /** Totals the downloads of the distribution releases given. Never retried automatically (a POST). */
  releaseCounts(input: AnalyticsReleaseCountsInput, options?: CallOptions): ApiPromise<AnalyticsReleaseCountsOutput>;
  /** Counts devices per language in the time range, most first. */
  languages(input: AnalyticsLanguagesInput, options?: CallOptions): ApiPromise<AnalyticsLanguagesOutput>;
  /**
   * Logs received between `start` and now, at most 100 per call. The method walks forward: each page starts at
   * the previous page's `last_received_log_timestamp` while `exceeded_max_limit` says more are waiting, and skips
   * the logs at that time the previous page gave. More than 100 logs sharing one timestamp cannot be walked
   * past (the service has no other cursor): that ends in a `ResponseValidationError` rather than a loop.
   */
  logFlow(input: AnalyticsLogFlowInput, options?: CallOptions & PageOptions): PageIterator<AnalyticsLogFlowItem, AnalyticsLogFlowOutput>;
  /** Like `logFlow`, with each log's event, session and property details. */
  genericLogFlow(input: AnalyticsGenericLogFlowInput, options?: CallOptions & PageOptions): PageIterator<AnalyticsGenericLogFlowItem, AnalyticsGenericLogFlowOutput>;
  /** Counts devices per model in the time range, most first. */
  models(input: AnalyticsModelsInput, options?: CallOptions): ApiPromise<AnalyticsModelsOutput>;
  /** Counts devices per operating system in the time range, most first. */
  operatingSystems(input: AnalyticsOperatingSystemsInput, options?: CallOptions): ApiPromise<AnalyticsOperatingSystemsOutput>;
  /** Counts devices per place (country code) in the time range, most first. */
  places(input: AnalyticsPlacesInput, options?: CallOptions): ApiPromise<AnalyticsPlacesOutput>;
  /** Counts sessions per day in the time range. */
  sessionCounts(input: AnalyticsSessionCountsInput, options?: CallOptions): ApiPromise<AnalyticsSessionCountsOutput>;
  /** Histogram and average of session durations in the time range. */
  sessionDurations(input: AnalyticsSessionDurationsInput, options?: CallOptions): ApiPromise<AnalyticsSessionDurationsOutput>;
  /** Sessions per device, per day and on average, in the time range. */
  sessionsPerDevice(input: AnalyticsSessionsPerDeviceInput, options?: CallOptions): ApiPromise<AnalyticsSessionsPerDeviceOutput>;
  /** Counts devices per app version in the time range. */
  versions(input: AnalyticsVersionsInput, options?: CallOptions): ApiPromise<AnalyticsVersionsOutput>;
}
/** Custom events the app sends, their counts and properties. */
export interface EventsMethods {
  /**
   * Lists the events active in the time range with their counts. Pages with `$top`/`$skip`: give `top`
   * for the page size; the method then walks the pages.
   */
  list(input: EventsListInput, options?: CallOptions & PageOptions): PageIterator<EventsListItem, EventsListOutput>;
  /** Deletes the event with the given name, with its logs. */
  delete(input: EventsDeleteInput, options?: CallOptions): ApiPromise<EventsDeleteOutput>;
  /** Deletes the logs of the event with the given name. */
  deleteLogs(input: EventsDeleteLogsInput, options?: CallOptions): ApiPromise<EventsDeleteLogsOutput>;
  /** Occurrences of an event per device, per day and on average. */
  countPerDevice(input: EventsCountPerDeviceInput, options?: CallOptions): ApiPromise<EventsCountPerDeviceOutput>;
  /** Occurrences of an event per session, per day and on average. */
  countPerSession(input: EventsCountPerSessionInput, options?: CallOptions): ApiPromise<EventsCountPerSessionOutput>;
  /** Devices that sent an event, per day and in total. */
  deviceCount(input: EventsDeviceCountInput, options?: CallOptions): ApiPromise<EventsDeviceCountOutput>;
  /** Occurrences of an event per day and in total. */
  eventCount(input: EventsEventCountInput, options?: CallOptions): ApiPromise<EventsEventCountOutput>;
  /** Names of the properties an event carries. */
  properties(input: EventsPropertiesInput, options?: CallOptions): ApiPromise<EventsPropertiesOutput>;
  /** Values of one event property with their counts, most frequent first. */
  propertyCounts(input: EventsPropertyCountsInput, options?: CallOptions): ApiPromise<EventsPropertyCountsOutput>;
}
/** The app's link to its counterpart in a vendor's app store, and that store's tester groups. */
export interface VendorStoreMethods {
  /** Gets the mapping of the app to an existing app in a vendor store. */
  getMapping(input: VendorStoreGetMappingInput, options?: CallOptions): ApiPromise<VendorStoreGetMappingOutput>;
  /** Maps the app to an existing app in a vendor store. */
  createMapping(input: VendorStoreCreateMappingInput, options?: CallOptions): ApiPromise<VendorStoreCreateMappingOutput>;
  /** Deletes the mapping. */
  deleteMapping(input: VendorStoreDeleteMappingInput, options?: CallOptions): ApiPromise<VendorStoreDeleteMappingOutput>;
  /**
   * Lists the tester groups of the mapped store app.
   * @deprecated The service deprecates this operation.
   */
  listTestGroups(input: VendorStoreListTestGroupsInput, options?: CallOptions): ApiPromise<VendorStoreListTestGroupsOutput>;
}
/** Cloud subscriptions linked to the app. */
export interface CloudSubscriptionsMethods {
  /** Lists the cloud subscriptions linked to the app. */
  list(input: CloudSubscriptionsListInput, options?: CallOptions): ApiPromise<CloudSubscriptionsListOutput>;
  /** Links one of the caller's cloud subscriptions to the app. */
  link(input: CloudSubscriptionsLinkInput, options?: CallOptions): ApiPromise<CloudSubscriptionsLinkOutput>;
  /** Unlinks a cloud subscription from the app. */
  delete(input: CloudSubscriptionsDeleteInput, options?: CallOptions): ApiPromise<CloudSubscriptionsDeleteOutput>;
}
/** Billing of the app's owner. */
export interface BillingMethods {
  /** Gets the aggregated billing information (plans and usage) of the app's owner. */
  getAggregated(input: BillingGetAggregatedInput, options?: CallOptions): ApiPromise<BillingGetAggregatedOutput>;
}
/** Git branches of the app's repository and their build configurations. */
export interface BranchesMethods {
  /** Lists the Git branches with whether each is configured for build and its last build. */
  list(input: BranchesListInput, options?: CallOptions): ApiPromise<BranchesListOutput>;
  /** Gets a branch's build configuration. */
  getConfig(input: BranchesGetConfigInput, options?: CallOptions): ApiPromise<BranchesGetConfigOutput>;
  /** Configures a branch for build (it must not be configured yet). */
  configure(input: BranchesConfigureInput, options?: CallOptions): ApiPromise<BranchesConfigureOutput>;
  /** Replaces a branch's build configuration. */
  reconfigure(input: BranchesReconfigureInput, options?: CallOptions): ApiPromise<BranchesReconfigureOutput>;
  /** Deletes a branch's build configuration. */
  deleteConfig(input: BranchesDeleteConfigInput, options?: CallOptions): ApiPromise<BranchesDeleteConfigOutput>;
  /** Exports a branch's build configuration in pipeline YAML format (`format: 'json'` for JSON). */
  exportConfig(input: BranchesExportConfigInput, options?: CallOptions): ApiPromise<BranchesExportConfigOutput>;
  /** Finds the projects in the repository at the branch, for every toolset, for an OS and platform. */
  listToolsetProjects(input: BranchesListToolsetProjectsInput, options?: CallOptions): ApiPromise<BranchesListToolsetProjectsOutput>;
}
/** Builds: start, follow, cancel, distribute, download and read their logs. `watchBuild()` waits for one. */
export interface BuildsMethods {
  /** Lists the builds of a branch. */
  listByBranch(input: BuildsListByBranchInput, options?: CallOptions): ApiPromise<BuildsListByBranchOutput>;
  /** Starts a build of a configured branch (its head, or `sourceVersion`). Never retried automatically. */
  create(input: BuildsCreateInput, options?: CallOptions): ApiPromise<BuildsCreateOutput>;
  /** Gets a build: its status, result and times. */
  get(input: BuildsGetInput, options?: CallOptions): ApiPromise<BuildsGetOutput>;
  /** Cancels a build: send `{ status: 'cancelling' }`. A finished build cannot be cancelled. */
  cancel(input: BuildsCancelInput, options?: CallOptions): ApiPromise<BuildsCancelOutput>;
  /** Distributes a successful build to stores, tester groups or testers. Never retried automatically. */
  distribute(input: BuildsDistributeInput, options?: CallOptions): ApiPromise<BuildsDistributeOutput>;
  /** Gets the download address of a build's file (build, symbols, logs, mapping or bundle); it is not followed. */
  getDownloadUri(input: BuildsGetDownloadUriInput, options?: CallOptions): ApiPromise<BuildsGetDownloadUriOutput>;
  /** Gets the build log, one entry per line (`buildLogText()` joins them). */
  getLog(input: BuildsGetLogInput, options?: CallOptions): ApiPromise<BuildsGetLogOutput>;
  /** Gets whether the build service can build the app. */
  getServiceStatus(input: BuildsGetServiceStatusInput, options?: CallOptions): ApiPromise<BuildsGetServiceStatusOutput>;
}
/** Commits of the app's repository. */
export interface CommitsMethods {
  /** Gets author and message of several commits at once. Hashes the repository does not know are left out. */
  listBatch(input: CommitsListBatchInput, options?: CallOptions): ApiPromise<CommitsListBatchOutput>;
}
/** The app's bug tracker link. */
export interface BugTrackerMethods {
  /** Gets the bug tracker settings of the app. */
  getSettings(input: BugTrackerGetSettingsInput, options?: CallOptions): ApiPromise<BugTrackerGetSettingsOutput>;
  /** Gets the tracker issue filed for a crash group. */
  getCrashGroupIssue(input: BugTrackerGetCrashGroupIssueInput, options?: CallOptions): ApiPromise<BugTrackerGetCrashGroupIssueOutput>;
}
/** Crash groups: crashes with the same cause. */
export interface CrashGroupsMethods {
  /**
   * Lists crash groups, filtered and ordered; pages follow `continuation_token`. Each page says whether the
   * list holds all groups (`limited_result_set`).
   * @deprecated The service deprecates this operation.
   */
  list(input: CrashGroupsListInput, options?: CallOptions & PageOptions): PageIterator<CrashGroupsListItem, CrashGroupsListOutput>;
  /**
   * Gets a crash group.
   * @deprecated The service deprecates this operation.
   */
  get(input: CrashGroupsGetInput, options?: CallOptions): ApiPromise<CrashGroupsGetOutput>;
  /**
   * Changes a crash group's annotation or status (`open`, `closed`, `ignored`).
   * @deprecated The service deprecates this operation.
   */
  update(input: CrashGroupsUpdateInput, options?: CallOptions): ApiPromise<CrashGroupsUpdateOutput>;
  /**
   * Gets the stack trace of a crash group.
   * @deprecated The service deprecates this operation.
   */
  getStacktrace(input: CrashGroupsGetStacktraceInput, options?: CallOptions): ApiPromise<CrashGroupsGetStacktraceOutput>;
}
/** Crashes with their native logs, stack traces, attachments and session logs. */
export interface CrashesMethods {
  /**
   * Lists the crashes of a crash group.
   * @deprecated The service deprecates this operation.
   */
  list(input: CrashesListInput, options?: CallOptions): ApiPromise<CrashesListOutput>;
  /**
   * Gets a crash. (The service answers 201 here; the SDK accepts it like 200.)
   * @deprecated The service deprecates this operation.
   */
  get(input: CrashesGetInput, options?: CallOptions): ApiPromise<CrashesGetOutput>;
  /**
   * Deletes a crash with its attachments and stored files; answers what was removed.
   * @deprecated The service deprecates this operation.
   */
  delete(input: CrashesDeleteInput, options?: CallOptions): ApiPromise<CrashesDeleteOutput>;
  /**
   * Gets the native crash log, as text.
   * @deprecated The service deprecates this operation.
   */
  getNativeLog(input: CrashesGetNativeLogInput, options?: CallOptions): ApiPromise<CrashesGetNativeLogOutput>;
  /**
   * Downloads the native crash log as a text attachment.
   * @deprecated The service deprecates this operation.
   */
  downloadNativeLog(input: CrashesDownloadNativeLogInput, options?: CallOptions): ApiPromise<CrashesDownloadNativeLogOutput>;
  /**
   * Gets the address to download the raw crash as JSON; it is not followed.
   * @deprecated The service deprecates this operation.
   */
  getRawLocation(input: CrashesGetRawLocationInput, options?: CallOptions): ApiPromise<CrashesGetRawLocationOutput>;
  /**
   * Gets the stack trace of a crash.
   * @deprecated The service deprecates this operation.
   */
  getStacktrace(input: CrashesGetStacktraceInput, options?: CallOptions): ApiPromise<CrashesGetStacktraceOutput>;
  /**
   * Lists the files attached to a crash.
   * @deprecated The service deprecates this operation.
   */
  listAttachments(input: CrashesListAttachmentsInput, options?: CallOptions): ApiPromise<CrashesListAttachmentsOutput>;
  /**
   * Gets the address to download an attachment; it is not followed.
   * @deprecated The service deprecates this operation.
   */
  getAttachmentLocation(input: CrashesGetAttachmentLocationInput, options?: CallOptions): ApiPromise<CrashesGetAttachmentLocationOutput>;
  /**
   * Gets the content of a text attachment, as text.
   * @deprecated The service deprecates this operation.
   */
  getTextAttachment(input: CrashesGetTextAttachmentInput, options?: CallOptions): ApiPromise<CrashesGetTextAttachmentOutput>;
  /** Lists the logs of the session in which a crash happened (from `date` on, when given). */
  listSessionLogs(input: CrashesListSessionLogsInput, options?: CallOptions): ApiPromise<CrashesListSessionLogsOutput>;
}
/** Whether an app has crashes. */
export interface CrashInfoMethods {
  /**
   * Tells whether the app has any crashes, and which crash features it may use.
   * @deprecated The service deprecates this operation.
   */
  get(input: CrashInfoGetInput, options?: CallOptions): ApiPromise<CrashInfoGetOutput>;
}
/** Over-the-air update deployments (for example `Staging` and `Production`). */
export interface DeploymentsMethods {
  /** Lists the app's deployments with their latest releases. */
  list(input: DeploymentsListInput, options?: CallOptions): ApiPromise<DeploymentsListOutput>;
  /** Creates a deployment; its key is generated unless given. Names are unique per app. */
  create(input: DeploymentsCreateInput, options?: CallOptions): ApiPromise<DeploymentsCreateOutput>;
  /** Gets a deployment. */
  get(input: DeploymentsGetInput, options?: CallOptions): ApiPromise<DeploymentsGetOutput>;
  /** Renames a deployment. */
  update(input: DeploymentsUpdateInput, options?: CallOptions): ApiPromise<DeploymentsUpdateOutput>;
  /** Deletes a deployment. */
  delete(input: DeploymentsDeleteInput, options?: CallOptions): ApiPromise<DeploymentsDeleteOutput>;
}
/** The methods of a client of the service: one object per group, one method per operation, documented as the operation table is. */
export interface AppLifecycleMethods {
  /** Data export of test accounts. */
  readonly accountExport: AccountExportMethods;
  /** Organisations of the caller. */
  readonly organizations: OrganizationsMethods;
  /** API tokens of the calling user: they act for the user on every app the user can reach. */
  readonly userTokens: UserTokensMethods;
  /** Apps and their avatars. */
  readonly apps: AppsMethods;
  /** API tokens of one app: they act on that app only. */
  readonly appTokens: AppTokensMethods;
  /** Audiences: named selections of devices, and the properties they are defined over. */
  readonly audiences: AudiencesMethods;
  /** Crash analytics: crash counts over time, per crash group, per model and operating system. */
  readonly crashAnalytics: CrashAnalyticsMethods;
  /** Audience analytics: active devices, sessions, languages, models, systems, places, versions, downloads and the live log flow. */
  readonly analytics: AnalyticsMethods;
  /** Custom events the app sends, their counts and properties. */
  readonly events: EventsMethods;
  /** The app's link to its counterpart in a vendor's app store, and that store's tester groups. */
  readonly vendorStore: VendorStoreMethods;
  /** Cloud subscriptions linked to the app. */
  readonly cloudSubscriptions: CloudSubscriptionsMethods;
  /** Billing of the app's owner. */
  readonly billing: BillingMethods;
  /** Git branches of the app's repository and their build configurations. */
  readonly branches: BranchesMethods;
  /** Builds: start, follow, cancel, distribute, download and read their logs. `watchBuild()` waits for one. */
  readonly builds: BuildsMethods;
  /** Commits of the app's repository. */
  readonly commits: CommitsMethods;
  /** The app's bug tracker link. */
  readonly bugTracker: BugTrackerMethods;
  /** Crash groups: crashes with the same cause. */
  readonly crashGroups: CrashGroupsMethods;
  /** Crashes with their native logs, stack traces, attachments and session logs. */
  readonly crashes: CrashesMethods;
  /** Whether an app has crashes. */
  readonly crashInfo: CrashInfoMethods;
  /** Over-the-air update deployments (for example `Staging` and `Production`). */
  readonly deployments: DeploymentsMethods;
}

// `true` when `A` and `B` are the same type: the same fields, each as optional and of the same type.
type Same<A, B> = (<T>() => T extends A ? 1 : 2) extends (<T>() => T extends B ? 1 : 2) ? true : false;
// `true` when each of `A` and `B` is assignable to the other.
type Mutual<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
// Compiles only when `T` is `true`.
type Assert<T extends true> = T;
// The surface above is the client the engine makes of the table (both ways), and each input interface is the
// table's input exactly: a change to the table that the surface does not follow fails to compile here.
declare const _surfaceIsTheTable: Assert<Mutual<AppLifecycleMethods, ServiceClient<AppLifecycleGroups>>>;
declare const _inputsAreTheTable: [
  Assert<Same<UserTokensCreateInput, OperationInput<AppLifecycleGroups['userTokens']['create']>>>,
  Assert<Same<UserTokensDeleteInput, OperationInput<AppLifecycleGroups['userTokens']['delete']>>>,
  Assert<Same<AppsListInput, OperationInput<AppLifecycleGroups['apps']['list']>>>,
  Assert<Same<AppsCreateInput, OperationInput<AppLifecycleGroups['apps']['create']>>>,
  Assert<Same<AppsGetInput, OperationInput<AppLifecycleGroups['apps']['get']>>>,
  Assert<Same<AppsUpdateInput, OperationInput<AppLifecycleGroups['apps']['update']>>>,
  Assert<Same<AppsDeleteInput, OperationInput<AppLifecycleGroups['apps']['delete']>>>,
  Assert<Same<AppsSetAvatarInput, OperationInput<AppLifecycleGroups['apps']['setAvatar']>>>,
  Assert<Same<AppsDeleteAvatarInput, OperationInput<AppLifecycleGroups['apps']['deleteAvatar']>>>,
  Assert<Same<AppTokensListInput, OperationInput<AppLifecycleGroups['appTokens']['list']>>>,
  Assert<Same<AppTokensCreateInput, OperationInput<AppLifecycleGroups['appTokens']['create']>>>,
  Assert<Same<AppTokensDeleteInput, OperationInput<AppLifecycleGroups['appTokens']['delete']>>>,
  Assert<Same<AudiencesListInput, OperationInput<AppLifecycleGroups['audiences']['list']>>>,
  Assert<Same<AudiencesTestDefinitionInput, OperationInput<AppLifecycleGroups['audiences']['testDefinition']>>>,
  Assert<Same<AudiencesListCustomPropertiesInput, OperationInput<AppLifecycleGroups['audiences']['listCustomProperties']>>>,
  Assert<Same<AudiencesListDevicePropertiesInput, OperationInput<AppLifecycleGroups['audiences']['listDeviceProperties']>>>,
  Assert<Same<AudiencesListDevicePropertyValuesInput, OperationInput<AppLifecycleGroups['audiences']['listDevicePropertyValues']>>>,
  Assert<Same<AudiencesGetInput, OperationInput<AppLifecycleGroups['audiences']['get']>>>,
  Assert<Same<AudiencesCreateOrUpdateInput, OperationInput<AppLifecycleGroups['audiences']['createOrUpdate']>>>,
  Assert<Same<AudiencesDeleteInput, OperationInput<AppLifecycleGroups['audiences']['delete']>>>,
  Assert<Same<CrashAnalyticsCrashCountsInput, OperationInput<AppLifecycleGroups['crashAnalytics']['crashCounts']>>>,
  Assert<Same<CrashAnalyticsGroupTotalsInput, OperationInput<AppLifecycleGroups['crashAnalytics']['groupTotals']>>>,
  Assert<Same<CrashAnalyticsGroupCrashCountsInput, OperationInput<AppLifecycleGroups['crashAnalytics']['groupCrashCounts']>>>,
  Assert<Same<CrashAnalyticsGroupModelsInput, OperationInput<AppLifecycleGroups['crashAnalytics']['groupModels']>>>,
  Assert<Same<CrashAnalyticsGroupOperatingSystemsInput, OperationInput<AppLifecycleGroups['crashAnalytics']['groupOperatingSystems']>>>,
  Assert<Same<CrashAnalyticsGroupOverallInput, OperationInput<AppLifecycleGroups['crashAnalytics']['groupOverall']>>>,
  Assert<Same<CrashAnalyticsCrashFreeDevicePercentagesInput, OperationInput<AppLifecycleGroups['crashAnalytics']['crashFreeDevicePercentages']>>>,
  Assert<Same<AnalyticsActiveDeviceCountsInput, OperationInput<AppLifecycleGroups['analytics']['activeDeviceCounts']>>>,
  Assert<Same<AnalyticsReleaseCountsInput, OperationInput<AppLifecycleGroups['analytics']['releaseCounts']>>>,
  Assert<Same<AnalyticsLanguagesInput, OperationInput<AppLifecycleGroups['analytics']['languages']>>>,
  Assert<Same<AnalyticsLogFlowInput, OperationInput<AppLifecycleGroups['analytics']['logFlow']>>>,
  Assert<Same<AnalyticsGenericLogFlowInput, OperationInput<AppLifecycleGroups['analytics']['genericLogFlow']>>>,
  Assert<Same<AnalyticsModelsInput, OperationInput<AppLifecycleGroups['analytics']['models']>>>,
  Assert<Same<AnalyticsOperatingSystemsInput, OperationInput<AppLifecycleGroups['analytics']['operatingSystems']>>>,
  Assert<Same<AnalyticsPlacesInput, OperationInput<AppLifecycleGroups['analytics']['places']>>>,
  Assert<Same<AnalyticsSessionCountsInput, OperationInput<AppLifecycleGroups['analytics']['sessionCounts']>>>,
  Assert<Same<AnalyticsSessionDurationsInput, OperationInput<AppLifecycleGroups['analytics']['sessionDurations']>>>,
  Assert<Same<AnalyticsSessionsPerDeviceInput, OperationInput<AppLifecycleGroups['analytics']['sessionsPerDevice']>>>,
  Assert<Same<AnalyticsVersionsInput, OperationInput<AppLifecycleGroups['analytics']['versions']>>>,
  Assert<Same<EventsListInput, OperationInput<AppLifecycleGroups['events']['list']>>>,
  Assert<Same<EventsDeleteInput, OperationInput<AppLifecycleGroups['events']['delete']>>>,
  Assert<Same<EventsDeleteLogsInput, OperationInput<AppLifecycleGroups['events']['deleteLogs']>>>,
  Assert<Same<EventsCountPerDeviceInput, OperationInput<AppLifecycleGroups['events']['countPerDevice']>>>,
  Assert<Same<EventsCountPerSessionInput, OperationInput<AppLifecycleGroups['events']['countPerSession']>>>,
  Assert<Same<EventsDeviceCountInput, OperationInput<AppLifecycleGroups['events']['deviceCount']>>>,
  Assert<Same<EventsEventCountInput, OperationInput<AppLifecycleGroups['events']['eventCount']>>>,
  Assert<Same<EventsPropertiesInput, OperationInput<AppLifecycleGroups['events']['properties']>>>,
  Assert<Same<EventsPropertyCountsInput, OperationInput<AppLifecycleGroups['events']['propertyCounts']>>>,
  Assert<Same<VendorStoreGetMappingInput, OperationInput<AppLifecycleGroups['vendorStore']['getMapping']>>>,
  Assert<Same<VendorStoreCreateMappingInput, OperationInput<AppLifecycleGroups['vendorStore']['createMapping']>>>,
  Assert<Same<VendorStoreDeleteMappingInput, OperationInput<AppLifecycleGroups['vendorStore']['deleteMapping']>>>,
  Assert<Same<VendorStoreListTestGroupsInput, OperationInput<AppLifecycleGroups['vendorStore']['listTestGroups']>>>,
  Assert<Same<CloudSubscriptionsListInput, OperationInput<AppLifecycleGroups['cloudSubscriptions']['list']>>>,
  Assert<Same<CloudSubscriptionsLinkInput, OperationInput<AppLifecycleGroups['cloudSubscriptions']['link']>>>,
  Assert<Same<CloudSubscriptionsDeleteInput, OperationInput<AppLifecycleGroups['cloudSubscriptions']['delete']>>>,
  Assert<Same<BillingGetAggregatedInput, OperationInput<AppLifecycleGroups['billing']['getAggregated']>>>,
  Assert<Same<BranchesListInput, OperationInput<AppLifecycleGroups['branches']['list']>>>,
  Assert<Same<BranchesGetConfigInput, OperationInput<AppLifecycleGroups['branches']['getConfig']>>>,
  Assert<Same<BranchesConfigureInput, OperationInput<AppLifecycleGroups['branches']['configure']>>>,
  Assert<Same<BranchesReconfigureInput, OperationInput<AppLifecycleGroups['branches']['reconfigure']>>>,
  Assert<Same<BranchesDeleteConfigInput, OperationInput<AppLifecycleGroups['branches']['deleteConfig']>>>,
  Assert<Same<BranchesExportConfigInput, OperationInput<AppLifecycleGroups['branches']['exportConfig']>>>,
  Assert<Same<BranchesListToolsetProjectsInput, OperationInput<AppLifecycleGroups['branches']['listToolsetProjects']>>>,
  Assert<Same<BuildsListByBranchInput, OperationInput<AppLifecycleGroups['builds']['listByBranch']>>>,
  Assert<Same<BuildsCreateInput, OperationInput<AppLifecycleGroups['builds']['create']>>>,
  Assert<Same<BuildsGetInput, OperationInput<AppLifecycleGroups['builds']['get']>>>,
  Assert<Same<BuildsCancelInput, OperationInput<AppLifecycleGroups['builds']['cancel']>>>,
  Assert<Same<BuildsDistributeInput, OperationInput<AppLifecycleGroups['builds']['distribute']>>>,
  Assert<Same<BuildsGetDownloadUriInput, OperationInput<AppLifecycleGroups['builds']['getDownloadUri']>>>,
  Assert<Same<BuildsGetLogInput, OperationInput<AppLifecycleGroups['builds']['getLog']>>>,
  Assert<Same<BuildsGetServiceStatusInput, OperationInput<AppLifecycleGroups['builds']['getServiceStatus']>>>,
  Assert<Same<CommitsListBatchInput, OperationInput<AppLifecycleGroups['commits']['listBatch']>>>,
  Assert<Same<BugTrackerGetSettingsInput, OperationInput<AppLifecycleGroups['bugTracker']['getSettings']>>>,
  Assert<Same<BugTrackerGetCrashGroupIssueInput, OperationInput<AppLifecycleGroups['bugTracker']['getCrashGroupIssue']>>>,
  Assert<Same<CrashGroupsListInput, OperationInput<AppLifecycleGroups['crashGroups']['list']>>>,
  Assert<Same<CrashGroupsGetInput, OperationInput<AppLifecycleGroups['crashGroups']['get']>>>,
  Assert<Same<CrashGroupsUpdateInput, OperationInput<AppLifecycleGroups['crashGroups']['update']>>>,
  Assert<Same<CrashGroupsGetStacktraceInput, OperationInput<AppLifecycleGroups['crashGroups']['getStacktrace']>>>,
  Assert<Same<CrashesListInput, OperationInput<AppLifecycleGroups['crashes']['list']>>>,
  Assert<Same<CrashesGetInput, OperationInput<AppLifecycleGroups['crashes']['get']>>>,
  Assert<Same<CrashesDeleteInput, OperationInput<AppLifecycleGroups['crashes']['delete']>>>,
  Assert<Same<CrashesGetNativeLogInput, OperationInput<AppLifecycleGroups['crashes']['getNativeLog']>>>,
  Assert<Same<CrashesDownloadNativeLogInput, OperationInput<AppLifecycleGroups['crashes']['downloadNativeLog']>>>,
  Assert<Same<CrashesGetRawLocationInput, OperationInput<AppLifecycleGroups['crashes']['getRawLocation']>>>,
  Assert<Same<CrashesGetStacktraceInput, OperationInput<AppLifecycleGroups['crashes']['getStacktrace']>>>,
  Assert<Same<CrashesListAttachmentsInput, OperationInput<AppLifecycleGroups['crashes']['listAttachments']>>>,
  Assert<Same<CrashesGetAttachmentLocationInput, OperationInput<AppLifecycleGroups['crashes']['getAttachmentLocation']>>>,
  Assert<Same<CrashesGetTextAttachmentInput, OperationInput<AppLifecycleGroups['crashes']['getTextAttachment']>>>,
  Assert<Same<CrashesListSessionLogsInput, OperationInput<AppLifecycleGroups['crashes']['listSessionLogs']>>>,
  Assert<Same<CrashInfoGetInput, OperationInput<AppLifecycleGroups['crashInfo']['get']>>>,
  Assert<Same<DeploymentsListInput, OperationInput<AppLifecycleGroups['deployments']['list']>>>,
  Assert<Same<DeploymentsCreateInput, OperationInput<AppLifecycleGroups['deployments']['create']>>>,
  Assert<Same<DeploymentsGetInput, OperationInput<AppLifecycleGroups['deployments']['get']>>>,
  Assert<Same<DeploymentsUpdateInput, OperationInput<AppLifecycleGroups['deployments']['update']>>>,
  Assert<Same<DeploymentsDeleteInput, OperationInput<AppLifecycleGroups['deployments']['delete']>>>,
];
