/**
 * `@org/access-control/testing`: an in-memory fake of the access control service on a real local HTTP server,
 * for your own tests.
 *
 * @packageDocumentation
 */
import { randomUUID } from 'node:crypto';
import { errorShapes, fakeClientRetry, startFakeServer, type FakeListenOptions, type FakeServer } from '@org/http-core/testing';
import { DEFAULT_PROVIDER_NAMESPACE } from '../api-version.js';
import { createAccessControlClient, type AccessControlClient, type AccessControlClientOptions } from '../client.js';
import { accessControlService } from '../service.js';
import { refuseCredential } from './auth-refusal.js';
import { denyAssignmentHandlers } from './handlers/deny-assignments.js';
import { metadataHandlers } from './handlers/metadata.js';
import { roleAssignmentHandlers } from './handlers/role-assignments.js';
import { roleDefinitionHandlers } from './handlers/role-definitions.js';
import { DEFAULT_SUBSCRIPTION_ID, defaultPrincipalIds, defaultPrincipals, defaultTokens, type FakePrincipal } from './seed.js';
import { AccessControlState } from './state.js';

export { AUTH_REFUSAL_MESSAGES } from './auth-refusal.js';
export { AccessControlState, deniesPrincipal, type StateOptions, type StoredAssignment } from './state.js';
export { DEFAULT_SUBSCRIPTION_ID, defaultPrincipalIds, defaultTokens, type FakePrincipal, type StoredRoleDefinition } from './seed.js';

/** Options of {@link startAccessControlFake}. */
export interface AccessControlFakeOptions extends FakeListenOptions {
  /**
   * Bearer tokens the fake accepts, each mapped to the principal it authenticates. Default: three tokens
   * ({@link defaultTokens}): an Owner of the subscription, a Reader of its resource group `web`, and a Global
   * Administrator without assignments. A request with any other token is answered 401.
   */
  readonly principals?: Readonly<Record<string, FakePrincipal>>;
  /** Subscription ids that exist; scopes in other subscriptions answer 404. Default one: {@link DEFAULT_SUBSCRIPTION_ID}. */
  readonly subscriptions?: readonly string[];
  /** Items per list page before a `nextLink` is given. Default 100. */
  readonly pageSize?: number;
  /** Provider namespace segment of the paths, as the client's `providerNamespace`. Default `Vendor.Authorization`. */
  readonly providerNamespace?: string;
}

/** A running fake of the access control service. */
export interface AccessControlFake extends FakeServer {
  /** The fake's memory, to arrange or inspect state directly. */
  readonly state: AccessControlState;
  /** Bearer tokens of the seeded principals (when `principals` is not given). */
  readonly tokens: typeof defaultTokens;
  /** Object ids of the seeded principals. */
  readonly principalIds: typeof defaultPrincipalIds;
  /** The first subscription id the fake knows. */
  readonly subscriptionId: string;
  /**
   * Options of a client of this fake: `baseUrl`, the Owner's `token` ({@link defaultTokens}), the fake's
   * `providerNamespace`, and short retry waits ({@link fakeClientRetry}).
   */
  clientOptions(): AccessControlClientOptions & { readonly baseUrl: string; readonly token: string };
  /** A client of this fake: {@link AccessControlFake.clientOptions} with `options` over them (an `auth` there replaces the token). */
  client(options?: Partial<AccessControlClientOptions>): AccessControlClient;
}

/**
 * Starts the fake on a free loopback port. It keeps role definitions (four built-in roles), role assignments,
 * read-only deny assignments, classic administrators and provider metadata in memory, identifies callers by
 * bearer token, and answers errors in the service's `{ error: { code, message } }` shape with an
 * `x-ms-request-id`. `reset()` restores the seed.
 *
 * @example
 * ```ts
 * const fake = await startAccessControlFake();
 * try {
 *   const client = fake.client();
 *   const admins = await client.classicAdministrators.list({ subscriptionId: fake.subscriptionId }).toArray();
 * } finally {
 *   await fake.close();
 * }
 * ```
 */
export async function startAccessControlFake(options: AccessControlFakeOptions = {}): Promise<AccessControlFake> {
  const namespace = options.providerNamespace ?? DEFAULT_PROVIDER_NAMESPACE;
  const subscriptions = options.subscriptions ?? [DEFAULT_SUBSCRIPTION_ID];
  const principals = options.principals ?? defaultPrincipals();
  const pageSize = options.pageSize ?? 100;
  const state = new AccessControlState({ namespace, subscriptions });
  const server = await startFakeServer({
    service: accessControlService,
    tls: options.tls,
    errorShape: errorShapes.resourceManager,
    requestIdHeader: 'x-ms-request-id',
    // The service's request ids are GUIDs.
    requestIds: randomUUID,
    // A missing or malformed header: 401 AuthenticationFailed; an unknown token: 401 InvalidAuthenticationToken.
    auth: { bearer: (token) => principals[token], refuse: refuseCredential },
    handlers: {
      ...roleDefinitionHandlers(state, pageSize),
      ...roleAssignmentHandlers(state, pageSize),
      ...denyAssignmentHandlers(state, pageSize),
      ...metadataHandlers(state, pageSize),
    },
    pathAliases: namespace === DEFAULT_PROVIDER_NAMESPACE ? {} : { [DEFAULT_PROVIDER_NAMESPACE]: namespace },
    onReset: () => state.reset(),
    host: options.host,
    port: options.port,
    cors: options.cors,
  });
  const clientOptions = () => ({ baseUrl: server.url, token: defaultTokens.owner, providerNamespace: namespace, retry: fakeClientRetry });
  return Object.assign(server, {
    state,
    tokens: defaultTokens,
    principalIds: defaultPrincipalIds,
    subscriptionId: subscriptions[0]!,
    clientOptions,
    client: (options: Partial<AccessControlClientOptions> = {}) => {
      const { token, ...rest } = clientOptions();
      return createAccessControlClient({ ...rest, ...(options.auth === undefined ? { token } : {}), ...options });
    },
  });
}
