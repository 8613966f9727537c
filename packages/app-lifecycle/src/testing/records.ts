/**
 * What the fake keeps: the service's resources as they go on the wire, plus the facts the service knows
 * but does not show (token secrets, which device a crash came from, how far a build has got).
 */
import type {
  ApiTokenScope,
  Audience,
  BranchConfiguration,
  Build,
  BugTrackerIssue,
  BugTrackerSettings,
  CloudSubscription,
  Crash,
  CrashAttachment,
  CrashGroup,
  Deployment,
  ErrorAttachment,
  ErrorDetails,
  DeploymentRelease,
  ErrorGroupState,
  LogDevice,
  PropertyType,
  ReleaseCount,
  Stacktrace,
  VendorMapping,
  VendorTestGroup,
} from '../index.js';
import type { AppSymbol, FileAsset, MissingSymbolGroup, RepositoryConfig, SymbolUpload } from '../index.js';
import type { AlertWebhook, DataSubjectRequestState, EmailEventSetting, ExportConfiguration, NewExportConfiguration } from '../index.js';

/** A user of the fake: the holder of the seeded API key. */
export interface FakeUser {
  readonly id: string;
  readonly name: string;
  readonly display_name: string;
  readonly email: string;
}

/** An API token with its secret. `appId` is set for app tokens, which act on that app only. */
export interface StoredToken {
  readonly id: string;
  readonly created_at: string;
  readonly description?: string;
  readonly scope: ApiTokenScope[];
  /** The secret value: what a client sends as `X-API-Key`. */
  readonly secret: string;
  /** Name of the user the token acts for. */
  readonly user: string;
  readonly appId?: string;
}

/** One analytics log as the SDKs of the app sent it. */
export interface LogRecord {
  readonly type: 'start_session' | 'event' | 'page' | 'custom_properties' | 'start_service';
  readonly timestamp: string;
  /** `timestamp` in epoch milliseconds. */
  readonly ms: number;
  readonly install_id: string;
  readonly session_id: string;
  readonly message_id: string;
  readonly event_id?: string;
  readonly event_name?: string;
  readonly properties?: Record<string, string>;
  readonly device: LogDevice;
}

/** An audience with what it was defined from. */
export interface StoredAudience extends Audience {
  readonly appId: string;
  readonly name: string;
  readonly definition: string;
  readonly enabled: boolean;
  readonly custom_properties?: Record<string, PropertyType>;
}

/** A commit of the app's repository. */
export interface StoredCommit {
  readonly sha: string;
  readonly message: string;
  readonly author: { readonly name: string; readonly email: string; readonly date: string };
}

/** A Git branch; its commits oldest first (the last is the head). */
export interface StoredBranch {
  readonly name: string;
  readonly commits: StoredCommit[];
}

/** A build and how far it has got. */
export interface StoredBuild {
  readonly appId: string;
  build: Build;
  /** Reads of the build since its last change of state. */
  reads: number;
  /** How the build will end when it is not cancelled. */
  outcome: 'succeeded' | 'failed';
  /** Log lines written so far. */
  log: string[];
}

/** A distribution of a build, as recorded. */
export interface StoredDistribution {
  readonly buildId: number;
  readonly upload_id: string;
  readonly release_id: string;
  readonly destinations: ReadonlyArray<{ readonly id: string; readonly type: string }>;
  readonly releaseNotes?: string;
  readonly mandatoryUpdate?: boolean;
  readonly notifyTesters?: boolean;
}

/** A crash with the device and session it came from, its native log and its attachments. */
export interface StoredCrash {
  readonly appId: string;
  readonly crash: Crash;
  readonly crashGroupId: string;
  readonly installId: string;
  readonly sessionId: string;
  readonly osName: string;
  readonly nativeLog?: string;
  readonly attachments: ReadonlyArray<{ readonly attachment: CrashAttachment; readonly content: string }>;
}

/** A crash group with its stack trace. */
export interface StoredCrashGroup {
  readonly appId: string;
  group: CrashGroup;
  readonly stacktrace: Stacktrace;
}

/** An uploaded avatar. */
export interface StoredAvatar {
  readonly appId: string;
  readonly bytes: Uint8Array;
  readonly type: string;
  readonly fileName: string;
}

/**
 * What the fake keeps per app outside its stores: the analytics log, the repository, download counts,
 * recorded distributions and the bug tracker link. Seeded, then appended to.
 */
export interface AppExtras {
  /** Analytics logs, oldest first. */
  log: LogRecord[];
  readonly customProperties: Record<string, PropertyType>;
  readonly branches: Map<string, StoredBranch>;
  readonly distributions: StoredDistribution[];
  readonly releases: Map<string, ReleaseCount>;
  readonly bugTracker: { readonly settings: BugTrackerSettings; readonly issues: Map<string, BugTrackerIssue> } | undefined;
  readonly vendorTestGroups: VendorTestGroup[];
  nextBuildId: number;
  nextConfigId: number;
}

/** A branch configuration of an app. */
export interface StoredConfig {
  readonly appId: string;
  readonly branch: string;
  config: BranchConfiguration;
}

/** A deployment of an app. */
export interface StoredDeployment {
  readonly appId: string;
  deployment: Deployment;
  /** Every release, oldest first; the last is `deployment.latest_release`. Absent: just `latest_release`, if any. */
  history?: DeploymentRelease[];
  /** Device reports per release label. */
  metrics?: Record<string, { active: number; downloaded: number; failed: number; installed: number }>;
  /** Bundle uploads started and not yet released, with their tokens. */
  uploads?: { id: string; token: string }[];
}

/** A cloud subscription linked to an app. */
export interface StoredCloudLink {
  readonly appId: string;
  readonly subscription: CloudSubscription;
}

/** An app's vendor store mapping. */
export interface StoredVendorMapping {
  readonly appId: string;
  readonly mapping: VendorMapping;
}

/** Handled errors, or unhandled ones (crashes). */
export type ErrorKind = 'handledError' | 'unhandledError';

/** The cause of an error as grouping sees it: the exception and the frame it points at. */
export interface ErrorCause {
  readonly type: string;
  readonly message: string;
  readonly className: string;
  readonly method: string;
  readonly classMethod: boolean;
  readonly appCode: boolean;
  readonly file?: string;
  readonly line?: number;
  readonly frameworkName?: string;
}

/** An error an app reported, with the device and session it came from, its stack trace and attachments. */
export interface StoredError {
  readonly appId: string;
  readonly errorGroupId: string;
  readonly errorType: ErrorKind;
  readonly appVersion: string;
  readonly appBuild: string;
  readonly installId: string;
  readonly sessionId: string;
  readonly model: string;
  readonly osName: string;
  /** `details.timestamp` in epoch milliseconds. */
  readonly ms: number;
  /** The error as `errors.get` answers it. */
  readonly details: ErrorDetails & { readonly errorId: string; readonly timestamp: string };
  readonly cause: ErrorCause;
  readonly stacktrace: Stacktrace;
  readonly attachments: ReadonlyArray<{ readonly attachment: ErrorAttachment & { readonly attachmentId: string }; readonly content: string }>;
}

/** An error group: the cause its errors share, its stack trace and triage. Counts come from its errors. */
export interface StoredErrorGroup {
  readonly appId: string;
  readonly errorGroupId: string;
  readonly errorType: ErrorKind;
  /** What errors of this group have in common (type, cause and the frame it points at). */
  readonly fingerprint: string;
  readonly cause: ErrorCause;
  readonly stacktrace: Stacktrace;
  /** Version and build of the group's first error. */
  readonly appVersion: string;
  readonly appBuild: string;
  /** When the group's first error happened (kept when its errors are deleted). */
  readonly firstMs: number;
  state: ErrorGroupState;
  annotation?: string;
}

/** What search knows of an error: kept after the error is deleted, until the service purges it. */
export interface IndexedError {
  readonly error: StoredError;
  /** When the error was deleted (epoch ms); search drops it 30 days later. */
  deletedAt?: number;
}

/** A repository configuration of an app (one active at a time; replaced ones turn `inactive`). */
export interface StoredRepoConfig {
  readonly appId: string;
  config: RepositoryConfig;
}

/** A file asset created for an app. */
export interface StoredFileAsset {
  readonly appId: string;
  readonly asset: FileAsset;
}

/** A symbol upload of an app, with the reads it has had since it was committed. */
export interface StoredSymbolUpload {
  readonly appId: string;
  upload: SymbolUpload;
  /** Until when its file may be sent (epoch ms). */
  readonly expiresAt: number;
  readonly build?: string;
  readonly version?: string;
}

/** A symbol of an app. */
export interface StoredSymbol {
  readonly appId: string;
  symbol: AppSymbol;
}

/** A missing symbol group of an app. */
export interface StoredMissingSymbolGroup {
  readonly appId: string;
  group: MissingSymbolGroup;
}

/** A continuous export of an app: what the service shows, and the target it was given (credentials included, never shown). */
export interface StoredExportConfiguration {
  readonly appId: string;
  readonly configuration: ExportConfiguration;
  readonly target: NewExportConfiguration;
}

/** A data subject request (GDPR export or deletion) of a user, and how far it has got. */
export interface StoredDataRequest {
  readonly token: string;
  readonly kind: 'export' | 'delete';
  /** Name of the user who asked. */
  readonly user: string;
  readonly createdAt: string;
  readonly status: DataSubjectRequestState;
  readonly message: string;
  /** Status reads since the last step. */
  readonly reads: number;
  /** How it ends unless cancelled. */
  readonly outcome: 'Completed' | 'Failed';
  /** Where a completed export can be downloaded. */
  readonly sasUrl?: string;
}

/** A blocked source of logs of an app: one installation, or the whole app (`installId` `*`). */
export interface StoredLogBlock {
  readonly appId: string;
  readonly installId: string;
  readonly blockedAt: string;
}

/** An alert webhook of an app. */
export interface StoredAlertWebhook {
  readonly appId: string;
  readonly webhook: AlertWebhook;
}

/** A user's alert e-mail settings: the defaults (no `appId`) or those for one app. */
export interface StoredEmailSettings {
  readonly user: string;
  readonly appId?: string;
  readonly enabled: boolean;
  readonly settings: EmailEventSetting[];
}
