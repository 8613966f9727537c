import { bearer, type ClientOptions, createClient, createClientFor, type Credential, type OperationGroups, type ServiceClient, type TokenProvider } from '@org/http-core';
import { DEFAULT_PROVIDER_NAMESPACE } from './api-version.js';
import { accessControlService, accessControlServiceInfo } from './service.js';
import type { AccessControlMethods } from './operation-types.js';

/** Options of {@link createAccessControlClient}: the core's client options, plus the service's own. */
export interface AccessControlClientOptions extends Omit<ClientOptions, 'auth' | 'pathAliases'> {
  /**
   * OAuth access token sent as `Authorization: Bearer …`: a string, or a function returning a token (or
   * `{ token, expiresAt }`) that is called again before expiry and once after a 401.
   */
  readonly token?: string | TokenProvider;
  /** Any credential instead of `token`, e.g. `bearer(provider, { refreshMarginMs })`. */
  readonly auth?: Credential;
  /** Provider namespace segment of every path. Default `Vendor.Authorization`. */
  readonly providerNamespace?: string;
  /** `api-version` sent on every request unless a call names its own. Default `2018-01-01-preview`. */
  readonly apiVersion?: string;
}

/** A client of the access control service; see {@link createAccessControlClient}. */
export type AccessControlClient = AccessControlMethods;

/**
 * Creates a client of the access control service.
 *
 * @example
 * ```ts
 * const client = createAccessControlClient({ baseUrl: 'https://management.example.com', token: process.env.TOKEN });
 * for await (const assignment of client.roleAssignments.listForSubscription({ subscriptionId })) {
 *   console.log(assignment.properties?.principalId);
 * }
 * ```
 */
export function createAccessControlClient(options: AccessControlClientOptions): AccessControlClient {
  return createClient(accessControlService, coreOptions(options));
}

/**
 * Creates a client of only the operations given, grouped as they should appear on it, with the options of
 * {@link createAccessControlClient}: a page bundles the operations it imports and the engine parts they use, not the
 * whole table.
 *
 * @example
 * ```ts
 * import { createAccessControlClientFor, roleAssignmentsGet } from '@org/access-control';
 *
 * const client = createAccessControlClientFor({ roleAssignments: { get: roleAssignmentsGet } }, { baseUrl, token });
 * const assignment = await client.roleAssignments.get({ scope: 'subscriptions/0000', roleAssignmentName });
 * ```
 */
export function createAccessControlClientFor<const G extends OperationGroups>(operations: G, options: AccessControlClientOptions): ServiceClient<G> {
  return createClientFor(accessControlServiceInfo, operations, coreOptions(options));
}

/** The core's client options for this service's options. */
function coreOptions(options: AccessControlClientOptions): ClientOptions {
  const { token, auth, providerNamespace, apiVersion, paramDefaults, ...rest } = options;
  const credential = auth ?? (token === undefined ? undefined : bearer(token));
  const namespace = providerNamespace ?? DEFAULT_PROVIDER_NAMESPACE;
  return {
    ...rest,
    ...(credential ? { auth: credential } : {}),
    paramDefaults: { ...paramDefaults, ...(apiVersion === undefined ? {} : { apiVersion }) },
    pathAliases: namespace === DEFAULT_PROVIDER_NAMESPACE ? {} : { [DEFAULT_PROVIDER_NAMESPACE]: namespace },
  };
}
