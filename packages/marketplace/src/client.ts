import {
  ApiPromise,
  bearer,
  createClient,
  createClientFor,
  type CallOptions,
  type ClientOptions,
  type Credential,
  type OperationGroups,
  type ServiceClient,
  type TokenProvider,
} from '@org/http-core';
import { toRevisionConflict } from './revision-conflict.js';
import { marketplaceService, marketplaceServiceInfo } from './service.js';
import type { MarketplaceMethods } from './operation-types.js';

/** The service's public address. */
export const DEFAULT_BASE_URL = 'https://authorizedbuyersmarketplace.googleapis.com';

/** Options of {@link createMarketplaceClient}: the core's client options, plus the service's own. */
export interface MarketplaceClientOptions extends Omit<ClientOptions, 'auth' | 'baseUrl'> {
  /** Service address. Default {@link DEFAULT_BASE_URL}; point it at a fake in tests. */
  readonly baseUrl?: string | URL;
  /**
   * OAuth access token sent as `Authorization: Bearer …`: a string, or a function returning a token (or
   * `{ token, expiresAt }`) that is called again before expiry and once after a 401.
   */
  readonly token?: string | TokenProvider;
  /** Any credential instead of `token`, e.g. `bearer(provider, { refreshMarginMs })`. */
  readonly auth?: Credential;
}

/** A client of the marketplace service; see {@link createMarketplaceClient}. */
export type MarketplaceClient = MarketplaceMethods;

/**
 * Creates a client of the buyer marketplace service. Methods are grouped by resource (`auctionPackages`,
 * `clients`, `clientUsers`, `proposals`, `deals`, `finalizedDeals`, `publisherProfiles`); a stale revision
 * on `deals.patch`, `deals.batchUpdate`, `proposals.patch` or `proposals.accept` throws a
 * `RevisionConflictError`.
 *
 * @example
 * ```ts
 * const client = createMarketplaceClient({ token: process.env.MARKETPLACE_TOKEN });
 * for await (const proposal of client.proposals.list({ parent: 'buyers/12345' })) {
 *   console.log(proposal.name, proposal.state, proposal.proposalRevision);
 * }
 * ```
 */
export function createMarketplaceClient(options: MarketplaceClientOptions = {}): MarketplaceClient {
  return withRevisionChecks(createClient(marketplaceService, coreOptions(options)));
}

/**
 * Creates a client of only the operations given, grouped as they should appear on it, with the options of
 * {@link createMarketplaceClient}: a page bundles the operations it imports and the engine parts they use, not
 * the whole table. The revision checks of `deals.patch`, `deals.batchUpdate`, `proposals.patch` and
 * `proposals.accept` apply where those operations are given under those names.
 *
 * @example
 * ```ts
 * import { createMarketplaceClientFor, proposalsGet } from '@org/marketplace';
 *
 * const client = createMarketplaceClientFor({ proposals: { get: proposalsGet } }, { token });
 * const proposal = await client.proposals.get({ name: 'buyers/12345/proposals/67890' });
 * ```
 */
export function createMarketplaceClientFor<const G extends OperationGroups>(operations: G, options: MarketplaceClientOptions = {}): ServiceClient<G> {
  return withRevisionChecks(createClientFor(marketplaceServiceInfo, operations, coreOptions(options)));
}

/** The core's client options for this service's options. */
function coreOptions(options: MarketplaceClientOptions): ClientOptions {
  const { token, auth, baseUrl, ...rest } = options;
  const credential = auth ?? (token === undefined ? undefined : bearer(token));
  return { ...rest, baseUrl: baseUrl ?? DEFAULT_BASE_URL, ...(credential ? { auth: credential } : {}) };
}

type Described = (input: RevisedInput) => [resource: unknown, revision: unknown];
/** The parts of a revised call's input the checks read; anything may be missing. */
interface RevisedInput {
  readonly name?: unknown;
  readonly parent?: unknown;
  readonly body?: { readonly proposalRevision?: unknown; readonly requests?: ReadonlyArray<{ readonly deal?: { readonly proposalRevision?: unknown } }> };
}

/** Where a stale revision is reported as a `RevisionConflictError`, and how the call names its resource. */
const revisedMethods: Readonly<Record<string, Readonly<Record<string, Described>>>> = {
  deals: {
    patch: (input) => [input.name, input.body?.proposalRevision],
    batchUpdate: (input) => [input.parent, input.body?.requests?.[0]?.deal?.proposalRevision],
  },
  proposals: {
    patch: (input) => [input.name, input.body?.proposalRevision],
    accept: (input) => [input.name, input.body?.proposalRevision],
  },
};

/** The client with its revised methods (those it has) reporting stale revisions as `RevisionConflictError`. */
function withRevisionChecks<C extends object>(client: C): C {
  const groups: Record<string, unknown> = { ...(client as Record<string, unknown>) };
  for (const [group, methods] of Object.entries(revisedMethods)) {
    const bound = groups[group] as Record<string, unknown> | undefined;
    if (bound === undefined) continue;
    const checked: Record<string, unknown> = { ...bound };
    for (const [method, describe] of Object.entries(methods)) {
      const call = bound[method];
      if (typeof call === 'function') checked[method] = revisionChecked(call as (input: RevisedInput, options?: CallOptions) => ApiPromise<unknown>, describe);
    }
    groups[group] = checked;
  }
  return groups as C;
}

/** Wraps a method so that an `ABORTED` answer becomes a `RevisionConflictError` naming the revisions. */
function revisionChecked<I, T>(
  method: (input: I, options?: CallOptions) => ApiPromise<T>,
  describe: (input: I) => [resource: unknown, revision: unknown],
): (input: I, options?: CallOptions) => ApiPromise<T> {
  return (input, options) =>
    new ApiPromise(
      method(input, options)
        .withResponse()
        .catch((error: unknown) => {
          const [resource, revision] = safeDescribe(describe, input);
          throw toRevisionConflict(error, typeof resource === 'string' ? resource : undefined, revision);
        }),
    );
}

/** Reads the resource and revision of a call's input; the input may be anything a caller passed. */
function safeDescribe<I>(describe: (input: I) => [unknown, unknown], input: I): [unknown, unknown] {
  try {
    return describe(input);
  } catch {
    return [undefined, undefined];
  }
}
