/**
 * The service answers errors in several shapes depending on the operation; the fake answers each
 * operation's errors in its shape, including the errors the kit makes itself (401, 400, 404 routes).
 */
import { defineErrorShape, type ErrorShape } from '@org/http-core/testing';
import { codeForStatus } from '../status-code.js';

/** The error body shapes of the service. */
export type ErrorFamily =
  /** `{ error: { code: "NotFound", message } }` */
  | 'error'
  /** `{ error: { code: 404, message } }`: a numeric code (analytics, billing) */
  | 'numericError'
  /** `{ code: "NotFound", message }` (store mapping, releases and the rest of distribution) */
  | 'codeMessage'
  /** `{ code: "NotFound", id, message }` (branches, builds, commits) */
  | 'build'
  /** `{ request_id, code: 404, message }` (bug tracker) */
  | 'alerting'
  /** `{ message }` only (crashes, deployments) */
  | 'message'
  /** `{ status: "NotFound", message }` (device tests) */
  | 'testCloud';

const byGroup: Readonly<Record<string, ErrorFamily>> = {
  accountExport: 'error',
  organizations: 'error',
  userTokens: 'error',
  apps: 'error',
  appTokens: 'error',
  audiences: 'error',
  crashAnalytics: 'numericError',
  analytics: 'numericError',
  events: 'numericError',
  vendorStore: 'codeMessage',
  cloudSubscriptions: 'error',
  billing: 'numericError',
  branches: 'build',
  builds: 'build',
  commits: 'build',
  bugTracker: 'alerting',
  crashGroups: 'message',
  crashes: 'message',
  crashInfo: 'message',
  deployments: 'message',
  errorGroups: 'error',
  errors: 'error',
  errorAnalytics: 'error',
  deploymentReleases: 'message',
  acquisition: 'message',
  repositories: 'build',
  toolsets: 'build',
  fileAssets: 'build',
  buildHooks: 'build',
  symbolUploads: 'message',
  symbols: 'message',
  missingSymbolGroups: 'codeMessage',
  appVersions: 'message',
  releases: 'codeMessage',
  releaseUploads: 'codeMessage',
  distributionGroups: 'codeMessage',
  stores: 'codeMessage',
  storeReleases: 'codeMessage',
  userDevices: 'codeMessage',
  sdkReleases: 'codeMessage',
  testRuns: 'testCloud',
  testSeries: 'testCloud',
  testDevices: 'testCloud',
  deviceSets: 'testCloud',
  testSubscriptions: 'testCloud',
  testExport: 'testCloud',
  exportConfigurations: 'error',
  dataSubjectRequests: 'error',
  logBlocking: 'numericError',
  alerting: 'alerting',
  orgDistributionGroups: 'error',
  appUsers: 'error',
  appInvitations: 'error',
  orgMembers: 'error',
  teams: 'error',
  orgInvitations: 'error',
  user: 'error',
};

const byOperation: Readonly<Record<string, ErrorFamily>> = {
  'analytics.releaseCounts': 'error',
  'analytics.logFlow': 'error',
  'analytics.genericLogFlow': 'error',
  'analytics.sessionCounts': 'error',
  'crashes.listSessionLogs': 'error',
  'distributionGroups.list': 'error',
  'distributionGroups.create': 'error',
  'distributionGroups.get': 'error',
  'distributionGroups.update': 'error',
  'distributionGroups.delete': 'error',
  'distributionGroups.listMembers': 'error',
  'distributionGroups.addMembers': 'error',
  'distributionGroups.removeMembers': 'error',
  'distributionGroups.resendInvite': 'error',
  'distributionGroups.acceptInvitations': 'error',
  'user.listServiceConnections': 'codeMessage',
};

/** The error shape of an operation (`group.method`); `error` for requests that match none. */
export function errorFamilyOf(operationId: string | undefined): ErrorFamily {
  if (operationId === undefined) return 'error';
  return byOperation[operationId] ?? byGroup[operationId.split('.')[0]!] ?? 'error';
}

/**
 * An error shape that picks the body per operation. `operationOf` maps the request id the fake answers
 * with to the operation the request was routed to.
 */
export function appLifecycleErrorShape(operationOf: (requestId: string) => string | undefined): ErrorShape {
  return defineErrorShape(
    (status, code, message, extra) => {
      const named = typeof code === 'string' ? code : codeForStatus(status);
      const numeric = typeof code === 'number' ? code : status;
      switch (errorFamilyOf(operationOf(extra.requestId))) {
        case 'error':
          return { error: { code: named, message } };
        case 'numericError':
          return { error: { code: numeric, message } };
        case 'codeMessage':
          return { code: named, message };
        case 'build':
          return { code: named, id: extra.requestId, message };
        case 'alerting':
          return { request_id: extra.requestId, code: numeric, message };
        case 'message':
          return { message };
        case 'testCloud':
          return { status: named, message };
      }
    },
    { codeFor: codeForStatus },
  );
}
