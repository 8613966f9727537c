/**
 * The fake app lifecycle service: a real HTTP server on 127.0.0.1 serving every operation of the
 * table, with the service's credentials, error shapes and behaviour, over seeded state.
 */
import { createTestCertificates, fakeClientRetry, startFakeServer, type FakeListenOptions, type FakeServer } from '@org/http-core/testing';
import { createAppLifecycleClient, type AppLifecycleClient, type AppLifecycleClientOptions } from '../client.js';
import { appLifecycleService } from '../service.js';
import { defaultFakeApiKey, fakeIds } from './constants.js';
import type { FakeContext } from './context.js';
import { refuseCredential } from './auth-refusal.js';
import { appLifecycleErrorShape } from './error-shape.js';
import { accountHandlers } from './handlers/account.js';
import { analyticsHandlers } from './handlers/analytics.js';
import { appHandlers } from './handlers/apps.js';
import { audienceHandlers } from './handlers/audiences.js';
import { billingHandlers } from './handlers/billing.js';
import { branchHandlers } from './handlers/branches.js';
import { bugTrackerHandlers } from './handlers/bug-tracker.js';
import { buildHandlers } from './handlers/builds.js';
import { cloudSubscriptionHandlers } from './handlers/cloud-subscriptions.js';
import { commitHandlers } from './handlers/commits.js';
import { crashAnalyticsHandlers } from './handlers/crash-analytics.js';
import { crashGroupHandlers } from './handlers/crash-groups.js';
import { crashHandlers } from './handlers/crashes.js';
import { deploymentHandlers } from './handlers/deployments.js';
import { errorAnalyticsHandlers } from './handlers/error-analytics.js';
import { errorGroupHandlers } from './handlers/error-groups.js';
import { errorHandlers } from './handlers/errors.js';
import { eventHandlers } from './handlers/events.js';
import { tokenHandlers } from './handlers/tokens.js';
import { vendorStoreHandlers } from './handlers/vendor-store.js';
import { startBlobStore, type BlobStore } from './blob-store.js';
import { acquisitionHandlers } from './handlers/acquisition.js';
import { appVersionHandlers } from './handlers/app-versions.js';
import { buildSetupHandlers } from './handlers/build-setup.js';
import { deploymentReleaseHandlers } from './handlers/deployment-releases.js';
import { symbolHandlers } from './handlers/symbols.js';
import { releaseHandlers } from './handlers/releases.js';
import { distributionGroupHandlers } from './handlers/distribution-groups.js';
import { sdkReleaseHandlers } from './handlers/sdk-releases.js';
import { releaseUploadHandlers } from './handlers/release-uploads.js';
import { storeHandlers } from './handlers/stores.js';
import { userDeviceHandlers } from './handlers/user-devices.js';
import { deviceTestHandlers } from './handlers/device-tests.js';
import { exportConfigurationHandlers } from './handlers/export-configurations.js';
import { dataSubjectRequestHandlers } from './handlers/data-subject-requests.js';
import { logBlockingHandlers } from './handlers/log-blocking.js';
import { alertingHandlers } from './handlers/alerting.js';
import { organizationHandlers } from './handlers/organizations.js';
import { orgMemberHandlers } from './handlers/org-members.js';
import { teamHandlers } from './handlers/teams.js';
import { orgInvitationHandlers } from './handlers/org-invitations.js';
import { userHandlers } from './handlers/user.js';
import { buildDistributionSeed } from './distribution-state.js';
import { startFileService } from './file-service.js';
import { distributionGroupMemberHandlers } from './handlers/distribution-group-members.js';
import { orgDistributionGroupHandlers } from './handlers/org-distribution-groups.js';
import { appUserHandlers } from './handlers/app-users.js';
import { appInvitationHandlers } from './handlers/app-invitations.js';
import type { StoredToken } from './records.js';
import { ALERT_RETRY_DELAYS_MS, AlertOutbox } from './alert-outbox.js';
import { buildSeed } from './seed.js';
import { FakeState } from './state.js';

/** Options of {@link startAppLifecycleFake}. */
export interface AppLifecycleFakeOptions extends FakeListenOptions {
  /** The API key of the seeded user token. Default `test-api-key`. */
  readonly apiKey?: string;
  /**
   * The time the seed is built around: 28 days of analytics logs end at it. Default: the start time.
   * The fake's clock starts there and runs forward with real time.
   */
  readonly now?: Date;
  /** Reads of a build's detail before it moves to its next state. Default 1. */
  readonly readsPerBuildStep?: number;
  /** Page size of lists the service pages itself (audiences, crash groups, events without `$top`). Default 20. */
  readonly pageSize?: number;
  /** Reads of a release upload's status (or of a store publishing's) before it moves to its next state. Default 1. */
  readonly readsPerUploadStep?: number;
  /** Bytes per chunk the file service asks release uploads for. Default 4 MiB. */
  readonly uploadChunkSize?: number;
  /** Reads of a device test run (its detail or state) before it moves to its next phase. Default 1. */
  readonly readsPerTestRunStep?: number;
  /** Status reads of a data subject request (GDPR export or deletion) before it moves to its next state. Default 1. */
  readonly readsPerDataRequestStep?: number;
}

/** A running fake: the core fake server plus what a test needs. */
export interface AppLifecycleFake extends FakeServer {
  /** The API key the seeded user token accepts (send it as `apiKey`). */
  readonly apiKey: string;
  /** Names and ids of the seeded resources. */
  readonly ids: typeof fakeIds;
  /** Direct access to the fake's state. `reset()` returns it to the seed. */
  readonly state: FakeState;
  /** The fake's current time, in epoch ms. */
  now(): number;
  /**
   * The file service's blob store: a second server on an origin of its own, where symbol files are sent and
   * over-the-air bundles land (from the file service) and are read. It takes no credential; `blobs.requests` shows what reached it.
   */
  readonly blobs: BlobStore;
  /**
   * The file service release uploads and over-the-air bundle uploads send their files to: a second loopback
   * origin (`upload_domain` of `releaseUploads.create` and `deploymentReleases.createUpload`), with its own
   * request log. Closed and reset with the fake.
   */
  readonly fileService: FakeServer;
  /**
   * Alerts posted to the app's alert webhooks (`state.alertWebhooks`) when a build finishes or a release is
   * distributed to a group: nothing is sent until `outbox.flush()`. `outbox.duplicate = true` posts each twice;
   * `outbox.send(...)` posts any body (a new crash group's, say) by hand. Only loopback webhooks are called.
   */
  readonly outbox: AlertOutbox;
  /**
   * Options of a client of this fake: `baseUrl`, the seeded user's `apiKey`, `externalOrigins` naming the blob store
   * and the file service (so downloads and uploads reach them), and short retry waits ({@link fakeClientRetry}).
   */
  clientOptions(): AppLifecycleClientOptions & { readonly baseUrl: string; readonly apiKey: string; readonly externalOrigins: readonly string[] };
  /** A client of this fake: {@link AppLifecycleFake.clientOptions} with `options` over them (an `auth` there replaces the key). */
  client(options?: Partial<AppLifecycleClientOptions>): AppLifecycleClient;
}

/**
 * Starts the fake on a free loopback port.
 *
 * @example
 * ```ts
 * const fake = await startAppLifecycleFake();
 * try {
 *   const client = fake.client();
 *   const app = await client.apps.get({ ownerName: fake.ids.owner, appName: fake.ids.appName });
 * } finally {
 *   await fake.close();
 * }
 * ```
 */
export async function startAppLifecycleFake(options: AppLifecycleFakeOptions = {}): Promise<AppLifecycleFake> {
  const apiKey = options.apiKey ?? defaultFakeApiKey;
  const startedAt = Date.now();
  const seedNow = options.now?.getTime() ?? startedAt;
  const now = () => seedNow + (Date.now() - startedAt);
  const seed = buildSeed(apiKey, seedNow);
  const state = new FakeState(seed, {
    readsPerBuildStep: options.readsPerBuildStep ?? 1,
    pageSize: options.pageSize ?? 20,
    distribution: buildDistributionSeed(seed.user, seed.apps, seedNow),
    readsPerUploadStep: options.readsPerUploadStep ?? 1,
    readsPerTestRunStep: options.readsPerTestRunStep ?? 1,
  });
  if (options.readsPerDataRequestStep !== undefined) state.readsPerDataRequestStep = options.readsPerDataRequestStep;
  // Over HTTPS both origins share one CA, so that trusting `fake.caCertificate` reaches the file service too.
  const tls = options.tls === true ? createTestCertificates({ hosts: options.host === undefined ? [] : [options.host] }) : options.tls;
  const outbox = new AlertOutbox(state, { now, retryDelaysMs: ALERT_RETRY_DELAYS_MS });
  const fake: FakeContext = { state, now, outbox };
  const blobs = await startBlobStore({ now, host: options.host, cors: options.cors });
  const fileService = await startFileService(state.distribution, { chunkSize: options.uploadChunkSize ?? 4 * 1024 * 1024, blobs, tls, host: options.host, cors: options.cors }).catch(
    async (error: unknown) => {
      await blobs.close();
      throw error;
    },
  );
  const started: { server?: FakeServer } = {};
  const operationOf = (requestId: string) => {
    const requests = started.server?.requests ?? [];
    for (let i = requests.length - 1; i >= 0; i--) if (requests[i]!.requestId === requestId) return requests[i]!.operationId;
    return undefined;
  };
  const tokenKind = { scheme: 'apiKey', header: 'x-api-key', check: (key: string): StoredToken | undefined => state.tokens.list().find((token) => token.secret === key) } as const;
  const server = await startFakeServer({
    service: appLifecycleService,
    tls,
    errorShape: appLifecycleErrorShape(operationOf),
    auth: {
      // One header for both kinds: which a token is, the fake's records say (an app token refused by a
      // handler that needs a user's answers 403, as the service does).
      kinds: { userApiToken: tokenKind, appApiToken: tokenKind },
      // A missing or unknown token: 401 Unauthorized with the service's text, in the operation's error shape.
      refuse: refuseCredential,
    },
    onReset: () => {
      state.reset();
      blobs.reset();
      fileService.reset();
      outbox.reset();
    },
    cors: options.cors,
    host: options.host,
    port: options.port,
    handlers: {
      ...accountHandlers(fake),
      ...tokenHandlers(fake),
      ...appHandlers(fake),
      ...audienceHandlers(fake),
      ...analyticsHandlers(fake),
      ...eventHandlers(fake),
      ...crashAnalyticsHandlers(fake),
      ...vendorStoreHandlers(fake),
      ...cloudSubscriptionHandlers(fake),
      ...billingHandlers(fake),
      ...branchHandlers(fake),
      ...buildHandlers(fake, blobs),
      ...commitHandlers(fake),
      ...bugTrackerHandlers(fake),
      ...crashGroupHandlers(fake),
      ...crashHandlers(fake),
      ...deploymentHandlers(fake),
      ...errorGroupHandlers(fake),
      ...errorHandlers(fake, blobs),
      ...errorAnalyticsHandlers(fake),
      ...deploymentReleaseHandlers(fake, blobs, () => fileService.url),
      ...acquisitionHandlers(fake),
      ...buildSetupHandlers(fake, blobs),
      ...symbolHandlers(fake, blobs),
      ...appVersionHandlers(fake),
      ...releaseHandlers(fake),
      ...distributionGroupHandlers(fake),
      ...sdkReleaseHandlers(fake),
      ...releaseUploadHandlers(fake, () => fileService.url, blobs),
      ...storeHandlers(fake),
      ...userDeviceHandlers(fake),
      ...deviceTestHandlers(fake, blobs),
      ...exportConfigurationHandlers(fake),
      ...dataSubjectRequestHandlers(fake, blobs),
      ...logBlockingHandlers(fake),
      ...alertingHandlers(fake),
      ...distributionGroupMemberHandlers(fake),
      ...orgDistributionGroupHandlers(fake),
      ...appUserHandlers(fake),
      ...appInvitationHandlers(fake),
      ...organizationHandlers(fake),
      ...orgMemberHandlers(fake),
      ...teamHandlers(fake),
      ...orgInvitationHandlers(fake),
      ...userHandlers(fake),
    },
  }).catch(async (error: unknown) => {
    await Promise.all([blobs.close(), fileService.close()]);
    throw error;
  });
  started.server = server;
  const closeApi = server.close.bind(server);
  const close = async () => {
    await Promise.all([closeApi(), blobs.close(), fileService.close()]);
  };
  const clientOptions = () => ({ baseUrl: server.url, apiKey, externalOrigins: [new URL(blobs.url).origin, new URL(fileService.url).origin], retry: fakeClientRetry });
  return Object.assign(server, {
    apiKey,
    ids: fakeIds,
    state,
    now,
    blobs,
    fileService,
    outbox,
    close,
    [Symbol.asyncDispose]: close,
    clientOptions,
    client: (options: Partial<AppLifecycleClientOptions> = {}) => {
      const { apiKey: key, ...rest } = clientOptions();
      return createAppLifecycleClient({ ...rest, ...(options.auth === undefined ? { apiKey: key } : {}), ...options });
    },
  });
}
