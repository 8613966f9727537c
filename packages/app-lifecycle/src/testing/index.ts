/**
 * `@org/app-lifecycle/testing`: a fake of the app lifecycle service for tests. It serves every
 * operation on a real loopback HTTP server, checks the `X-API-Key`, answers errors in the shapes the
 * service uses, and behaves as the service does over seeded state: apps per owner with their tokens,
 * branches with build configurations, builds that progress over polls, crashes with stack traces and
 * attachments, analytics computed from a seeded log, deployments with their release histories and the device update
 * check, symbol uploads processed on reads, subscriptions and store mappings, organisations whose users' roles and
 * teams decide who reaches what, with invitations e-mailed to an outbox (`state.people`). Files (symbol uploads, released
 * bundles) live in a blob store on a second loopback origin (`fake.blobs`) that refuses any credential.
 *
 * @packageDocumentation
 */
export { defaultFakeApiKey, distributionIds, fakeIds, LOG_FLOW_LIMIT } from './constants.js';
export { errorFamilyOf, type ErrorFamily } from './error-shape.js';
export { ALERT_RETRY_DELAYS_MS, AlertOutbox, type AlertEvent } from './alert-outbox.js';
export { startAppLifecycleFake, type AppLifecycleFake, type AppLifecycleFakeOptions } from './fake.js';
export type {
  AppExtras,
  FakeUser,
  LogRecord,
  StoredAudience,
  StoredAvatar,
  StoredBranch,
  StoredBuild,
  StoredCloudLink,
  StoredCommit,
  StoredConfig,
  StoredCrash,
  StoredCrashGroup,
  StoredDeployment,
  StoredDistribution,
  StoredError,
  StoredErrorGroup,
  IndexedError,
  ErrorCause,
  ErrorKind,
  StoredToken,
  StoredVendorMapping,
} from './records.js';
export type { Dice } from './random.js';
export type { Seed } from './seed.js';
export { childKey, FakeState } from './state.js';
export { type ErrorReport } from './error-reports.js';
export { reportError } from './report-error.js';
export { type BlobRequest, type BlobStore, type StoredBlob } from './blob-store.js';
export { codePushUploadBlob } from './handlers/deployment-releases.js';
export { symbolUploadBlob } from './handlers/symbols.js';
export type { StoredFileAsset, StoredMissingSymbolGroup, StoredRepoConfig, StoredSymbol, StoredSymbolUpload } from './records.js';
export { rolloutBucket } from './update-check.js';
export type { ReleaseTarget, StorePublishing, StoredDevice, StoredGroup, StoredRelease, StoredResign, StoredStore, StoredTester, StoredUpload } from './distribution-records.js';
export { DistributionState, type DistributionSeed } from './distribution-state.js';
export { fileService } from './file-service.js';
export { deviceCatalogue, devicesFor, type CatalogueDevice } from './device-catalogue.js';
export { TestCloudState } from './test-cloud-state.js';
export type { StoredDeviceSet, StoredHashFile, StoredTestFile, StoredTestRun, StoredTestSeries, StoredTestSubscription, TestRunPhase, TestRunStart } from './test-cloud-records.js';
export type { StoredAlertWebhook, StoredDataRequest, StoredEmailSettings, StoredExportConfiguration, StoredLogBlock } from './records.js';
export { ingestLogs, logsBlocked } from './log-ingestion.js';
export { dataExportBlob } from './data-requests.js';
export type { StoredOrgGroup } from './distribution-records.js';
export { MembersState, type AppPermission, type SentInvitation, type StoredAppInvitation, type StoredCollaborator } from './members-state.js';
export { PeopleState, type PeopleSeed } from './people-state.js';
export type { SentEmail, StoredMembership, StoredOrgAvatar, StoredOrgInvitation, StoredOrgRole, StoredServiceConnection, StoredTeam, StoredTeamPermission } from './people-records.js';
