import {
  ApiPromise,
  bearer,
  createClient,
  type CallOptions,
  type ClientOptions,
  type Credential,
  type ServiceClient,
  type TokenProvider,
} from '@org/http-core';
import { toRevisionConflict } from './revision-conflict.js';
import { marketplaceService } from './service.js';

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
export type MarketplaceClient = ServiceClient<typeof marketplaceService.groups>;

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
  const { token, auth, baseUrl, ...rest } = options;
  const credential = auth ?? (token === undefined ? undefined : bearer(token));
  const client = createClient(marketplaceService, {
    ...rest,
    baseUrl: baseUrl ?? DEFAULT_BASE_URL,
    ...(credential ? { auth: credential } : {}),
  });
  return {
    ...client,
    deals: {
      ...client.deals,
      patch: revisionChecked(client.deals.patch, (input) => [input.name, input.body?.proposalRevision]),
      batchUpdate: revisionChecked(client.deals.batchUpdate, (input) => [input.parent, input.body?.requests?.[0]?.deal?.proposalRevision]),
    },
    proposals: {
      ...client.proposals,
      patch: revisionChecked(client.proposals.patch, (input) => [input.name, input.body?.proposalRevision]),
      accept: revisionChecked(client.proposals.accept, (input) => [input.name, input.body?.proposalRevision]),
    },
  };
}

/** Wraps a method so that an `ABORTED` answer becomes a `RevisionConflictError` naming the revisions. */
function revisionChecked<I, T>(
  method: (input: I, options?: CallOptions) => ApiPromise<T>,
  describe: (input: I) => [resource: unknown, revision: unknown],
): (input: I, options?: CallOptions) => ApiPromise<T> {
  const conflict = (input: I) => (error: unknown): never => {
    const [resource, revision] = safeDescribe(describe, input);
    throw toRevisionConflict(error, typeof resource === 'string' ? resource : undefined, revision);
  };
  return (input, options) =>
    new ApiPromise({
      withResponse: () => method(input, options).withResponse().catch(conflict(input)),
      asResponse: () => method(input, options).asResponse().catch(conflict(input)),
    });
}

/** Reads the resource and revision of a call's input; the input may be anything a caller passed. */
function safeDescribe<I>(describe: (input: I) => [unknown, unknown], input: I): [unknown, unknown] {
  try {
    return describe(input);
  } catch {
    return [undefined, undefined];
  }
}
