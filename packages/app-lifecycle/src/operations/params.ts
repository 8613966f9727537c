/**
 * Parameters shared by many operations, declared once. Property names are camelCase; `name` gives the
 * wire name where it differs (`owner_name`, `$top`).
 */
import { dateTime, openEnum, plainCheck } from '@org/http-core/light';
import * as z from '@org/http-core/light';

const segment = z.string().check(z.minLength(1));
const positiveInt = z.number().check(z.int(), z.positive());

/** Name of the user or organisation that owns the app (path). */
export const ownerName = { schema: segment, name: 'owner_name', description: 'Name of the user or organisation that owns the app.' };
/** Name of the app, as used in URLs (path). */
export const appName = { schema: segment, name: 'app_name', description: 'Name of the app, as used in URLs.' };
/** The two path parameters that name an app: `ownerName` and `appName`. */
export const appParams = { ownerName, appName };

/** Id of a build (path). */
export const buildId = { schema: positiveInt, name: 'build_id', description: 'Id of the build.' };
/** Name of a Git branch (path). */
export const branch = { schema: segment, name: 'branch', description: 'Name of the Git branch.' };
/** Id of a crash group (path). */
export const crashGroupId = { schema: segment, name: 'crash_group_id', description: 'Id of the crash group.' };
/** Id of a crash (path). */
export const crashId = { schema: segment, name: 'crash_id', description: 'Id of the crash.' };
/** Id of a crash attachment (path). */
export const attachmentId = { schema: segment, name: 'attachment_id', description: 'Id of the attachment.' };
/** Id of an API token (path). */
export const apiTokenId = { schema: segment, name: 'api_token_id', description: 'Id of the API token (not its secret value).' };
/** Name of an audience (path). */
export const audienceName = { schema: segment, name: 'audience_name', description: 'Name of the audience.' };
/** Name of an analytics event (path). */
export const eventName = { schema: segment, name: 'event_name', description: 'Name of the event.' };
/** Name of an over-the-air update deployment (path). */
export const deploymentName = { schema: segment, name: 'deployment_name', description: 'Name of the deployment.' };
/** Name of the deployment a release is promoted to (path). */
export const promoteDeploymentName = { schema: segment, name: 'promote_deployment_name', description: 'Name of the deployment to promote to.' };

/**
 * A list of app versions, sent `|`-separated as the service expects (`versions=1.0|2.0`). Give an array;
 * a string is sent as is (one version, or versions already joined with `|`).
 */
/* @__NO_SIDE_EFFECTS__ */
export function versionList() {
  const item = segment.check(plainCheck((value: string) => !value.includes('|'), 'must not contain "|" (the list separator)'));
  return z.pipe(
    z.union([z.array(item).check(z.minLength(1)), segment]),
    z.transform((value: string | string[]) => (Array.isArray(value) ? value.join('|') : value)),
  );
}

/** Start of the time range (required): a `Date` or an ISO 8601 string. */
export const start = { schema: dateTime(), description: 'Start of the time range: a Date or an ISO 8601 string.' };
/** End of the time range (optional, now by default): a `Date` or an ISO 8601 string. */
export const end = { schema: z.optional(dateTime()), description: 'End of the time range (now when omitted): a Date or an ISO 8601 string.' };
/** Only data from these app versions. */
export const versions = { schema: z.optional(versionList()), description: 'Only these app versions (an array, sent "|"-separated).' };
/** The time range and version filter most analytics take: `start` (required), `end`, `versions`. */
export const timeRange = { start, end, versions };

/** How many entries to return, most first (`$top`). */
export const top = { schema: z.optional(positiveInt), name: '$top', description: 'Return at most this many entries.' };
/** How many entries to skip (`$skip`), for paging. */
export const skip = { schema: z.optional(z.number().check(z.int(), z.minimum(0))), name: '$skip', description: 'Skip this many entries (paging).' };

/** The app version a deprecated crash analytics operation reports on (required). */
export const version = { schema: segment, name: 'version', description: 'The app version.' };

/** Ask for only the frames that decide the grouping. */
export const groupingOnly = { schema: z.optional(z.boolean()), name: 'grouping_only', description: 'Only the frames relevant for grouping.' };

/** Kinds of files a build produces, for `builds.getDownloadUri`. */
export const downloadType = {
  schema: openEnum(['build', 'symbols', 'logs', 'mapping', 'bundle']),
  name: 'download_type',
  description: 'Which file: build, symbols, logs, mapping or bundle.',
};

/** Id of an error group (path). */
export const errorGroupId = { schema: segment, name: 'errorGroupId', description: 'Id of the error group.' };
/** Id of an error (path). */
export const errorId = { schema: segment, name: 'errorId', description: 'Id of the error.' };
/** Id of an error's attachment (path). */
export const errorAttachmentId = { schema: segment, name: 'attachmentId', description: 'Id of the attachment.' };
/** Handled, unhandled or all errors (`errorType`); all when omitted. */
export const errorTypeOrAll = {
  schema: z.optional(openEnum(['all', 'unhandledError', 'handledError'])),
  name: 'errorType',
  description: 'Handled errors, unhandled errors (crashes) or all.',
};
/** Handled or unhandled errors (`errorType`); the service counts handled errors when omitted. */
export const errorTypeOne = {
  schema: z.optional(openEnum(['unhandledError', 'handledError'])),
  name: 'errorType',
  description: 'Handled or unhandled errors (crashes); handled when omitted.',
};
/** The largest `$top` the errors operations take. */
export const ERROR_TOP_MAX = 1000;
/** How many entries an errors operation answers (`$top`, 0 to 1000; 0 asks for as many as the service gives). */
export const errorTop = {
  schema: z.optional(z.number().check(z.int(), z.minimum(0), z.maximum(ERROR_TOP_MAX))),
  name: '$top',
  description: 'Answer at most this many entries (0 to 1000; 0 for the most the service gives; 30 when omitted).',
};
/** Only data of this app version (optional). */
export const optionalVersion = { schema: z.optional(segment), name: 'version', description: 'Only this app version.' };
/** Only data of this app build (optional). */
export const appBuild = { schema: z.optional(segment), name: 'app_build', description: 'Only this app build.' };
/** The page size of the error searches (`$top`, 1 to 100; 100 when omitted). */
export const searchTop = { schema: z.optional(z.number().check(z.int(), z.minimum(1), z.maximum(100))), name: '$top', description: 'Page size, 1 to 100 (100 when omitted).' };
/** Text the error searches look for (`q`). */
export const searchText = { schema: z.optional(z.string()), name: 'q', description: 'Text to search for.' };
/** Sort direction of the error searches (`order`; `desc` when omitted). */
export const searchOrder = { schema: z.optional(openEnum(['desc', 'asc'])), name: 'order', description: 'Sort direction (desc when omitted).' };
/** Label of an over-the-air release (`v3`) (path). */
export const releaseLabel = { schema: segment, name: 'release_label', description: 'Label of the release, for example v3.' };
/** Id of a symbol upload (path). */
export const symbolUploadId = { schema: segment, name: 'symbol_upload_id', description: 'Id of the symbol upload.' };
/** Id of a symbol (path). */
export const symbolId = { schema: segment, name: 'symbol_id', description: 'Id of the symbol (a UUID).' };
/** Id of a missing symbol group (path). */
export const symbolGroupId = { schema: segment, name: 'symbol_group_id', description: 'Id of the missing symbol group.' };
/** Name of a distribution group (path). */
export const distributionGroupName = { schema: segment, name: 'distribution_group_name', description: 'Name of the distribution group.' };
/** Id of a distribution group (path). */
export const distributionGroupId = { schema: segment, name: 'distribution_group_id', description: 'Id of the distribution group.' };
/** Id of a distribution group a release goes to (path). */
export const groupId = { schema: segment, name: 'group_id', description: 'Id of the distribution group.' };
/** Id of a release (path). */
export const releaseId = { schema: positiveInt, name: 'release_id', description: 'Id of the release.' };
/** Id of a release, or `latest` (path). */
export const releaseIdOrLatest = {
  schema: z.union([positiveInt, z.literal('latest')]),
  name: 'release_id',
  description: 'Id of the release, or `latest` for the latest one.',
};
/** Id of a tester (path). */
export const testerId = { schema: segment, name: 'tester_id', description: 'Id of the tester.' };
/** Name of a distribution store (path). */
export const storeName = { schema: segment, name: 'store_name', description: 'Name of the distribution store.' };
/** Id of a distribution store (path). */
export const storeId = { schema: segment, name: 'store_id', description: 'Id of the distribution store.' };
/** Id of a release upload (path). */
export const uploadId = { schema: segment, name: 'upload_id', description: 'Id of the release upload.' };
/** Id of an iOS re-signing for new devices (path). */
export const resignId = { schema: segment, name: 'resign_id', description: 'Id of the re-signing.' };
/** UDID of an iOS device (path). */
export const deviceUdid = { schema: segment, name: 'device_udid', description: 'UDID of the device.' };
/** Id of a user (path). */
export const userId = { schema: segment, name: 'user_id', description: 'Id of the user.' };
/** The app secret the SDK is configured with (path): a credential, scrubbed wherever it could be shown. */
export const appSecret = { schema: segment, name: 'app_secret', secret: true, description: 'The app secret (a credential).' };
/** Hash of a release (its `fingerprint`), or `latest` (path). */
export const releaseHash = { schema: segment, name: 'release_hash', description: 'Hash of the release (its fingerprint).' };
/** Id (not name) of an app (path). */
export const appId = { schema: segment, name: 'app_id', description: 'Id of the app.' };
/** The UDID of a device, to check whether it is provisioned for an iOS release (query). */
export const udid = { schema: z.optional(segment), name: 'udid', description: 'Also check whether this iOS device is provisioned.' };
/** Whether the call comes from an install page (query). */
export const isInstallPage = { schema: z.optional(z.boolean()), name: 'is_install_page', description: 'The request comes from an install page.' };
/** E-mail address of a user of an app or of an invited user (path). */
export const userEmail = { schema: segment, name: 'user_email', description: 'E-mail address of the user.' };
/** Name of an organisation, as used in URLs (path). */
export const orgName = { schema: segment, name: 'org_name', description: 'Name of the organisation, as used in URLs.' };
/** Name of a team of an organisation (path). */
export const teamName = { schema: segment, name: 'team_name', description: 'Name of the team.' };
/** Name of a user, as used in URLs (path). */
export const userName = { schema: segment, name: 'user_name', description: 'Name of the user, as used in URLs.' };
/** E-mail address a pending organisation invitation went to (path). */
export const invitedEmail = { schema: segment, name: 'email', description: 'E-mail address the invitation went to.' };
/** The token of an invitation, as the invitee received it (path): it admits its holder, so it is scrubbed like a credential. */
export const invitationToken = { schema: segment, name: 'invitation_token', secret: true, description: 'The token the invitation e-mail carried.' };
