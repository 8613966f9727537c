/**
 * `@org/marketplace/testing`: an in-memory fake of the marketplace service on a real loopback HTTP server,
 * for tests of code that uses `@org/marketplace`.
 *
 * @example
 * ```ts
 * import { startMarketplaceFake } from '@org/marketplace/testing';
 *
 * const fake = await startMarketplaceFake();
 * try {
 *   const client = fake.client();
 *   const proposal = await client.proposals.get({ name: fake.seeded.proposals.awaitingAcceptance });
 *   await client.proposals.accept({ name: proposal.name!, body: { proposalRevision: proposal.proposalRevision! } });
 * } finally {
 *   await fake.close();
 * }
 * ```
 *
 * @packageDocumentation
 */
import { errorShapes, fakeClientRetry, googleAuthRefusal, notFoundPage, startFakeServer, type FakeHandler, type FakeHandlers, type FakeListenOptions, type FakeServer } from '@org/http-core/testing';
import { createMarketplaceClient, type MarketplaceClient, type MarketplaceClientOptions } from '../client.js';
import type { ClientUser } from '../models/client-user.js';
import { marketplaceService } from '../service.js';
import { auctionPackageHandlers } from './handlers/auction-packages.js';
import { clientUserHandlers } from './handlers/client-users.js';
import { clientHandlers } from './handlers/clients.js';
import { dealHandlers } from './handlers/deals.js';
import { finalizedDealHandlers } from './handlers/finalized-deals.js';
import { proposalHandlers } from './handlers/proposals.js';
import { publisherProfileHandlers } from './handlers/publisher-profiles.js';
import { defaultSeed, seeded } from './seed.js';
import { acceptInvitation, sellerActions, type SellerActions } from './seller.js';
import { MarketplaceState } from './state.js';

export { CLOCK_START, FakeClock } from './clock.js';
export { seeded, type SeedData } from './seed.js';
export type { SellerActions } from './seller.js';
export {
  MAX_CREATIVES_PER_DEAL,
  MarketplaceState,
  type AuctionPackageRecord,
  type FinalizedDealRecord,
  type FinalizedTerms,
  type Invitation,
  type ProposalRecord,
} from './state.js';

/** Options of {@link startMarketplaceFake}. */
export interface MarketplaceFakeOptions extends FakeListenOptions {
  /** The bearer token the fake accepts; any other (or none) is answered with 401. Default `test-token`. */
  readonly token?: string;
  /**
   * Whether the seeded buyers opted out of deals being ready to serve once finalized; their newly finalized
   * deals then wait for `finalizedDeals.setReadyToServe`. Default `false`.
   */
  readonly readyToServeOptOut?: boolean;
}

/** A running fake: the core fake server plus credentials, seeded names, state and the other side's actions. */
export interface MarketplaceFake extends FakeServer {
  /** The bearer token the fake accepts. */
  readonly token: string;
  /** Names of the seeded resources. */
  readonly seeded: typeof seeded;
  /** The fake's state: stores by collection, invitations sent, creatives added, subscriptions. */
  readonly state: MarketplaceState;
  /** What the seller does (changes terms, accepts, pauses), to drive negotiations from tests. */
  readonly seller: SellerActions;
  /** A user accepts the invitation of an `INVITED` client user, who becomes `ACTIVE`. */
  acceptInvitation(user: string): ClientUser;
  /** Options of a client of this fake: `baseUrl`, the bearer `token` and short retry waits ({@link fakeClientRetry}). */
  clientOptions(): MarketplaceClientOptions & { readonly baseUrl: string; readonly token: string; readonly retry: typeof fakeClientRetry };
  /** A client of this fake: {@link MarketplaceFake.clientOptions} with `options` over them (an `auth` there replaces the token). */
  client(options?: MarketplaceClientOptions): MarketplaceClient;
}

/**
 * Starts a fake of the marketplace service on a free loopback port, seeded with two buyers of one bidder,
 * clients and client users, auction packages, publisher profiles, and proposals in every negotiation state
 * (see {@link seeded}). `fake.reset()` returns to the seed.
 */
export async function startMarketplaceFake(options: MarketplaceFakeOptions = {}): Promise<MarketplaceFake> {
  const token = options.token ?? 'test-token';
  const seed = defaultSeed();
  const state = new MarketplaceState({ ...seed, readyToServeOptOut: options.readyToServeOptOut ? seed.buyers : [] });
  const handlers: Record<string, FakeHandler> = {};
  for (const group of [
    auctionPackageHandlers(state),
    clientHandlers(state),
    clientUserHandlers(state),
    proposalHandlers(state),
    dealHandlers(state),
    finalizedDealHandlers(state),
    publisherProfileHandlers(state),
  ]) {
    Object.assign(handlers, group);
  }
  const server = await startFakeServer({
    service: marketplaceService,
    tls: options.tls,
    handlers: handlers as FakeHandlers<typeof marketplaceService.groups>,
    errorShape: errorShapes.google,
    // A body the operation cannot read (a JSON body labelled text/plain) is an INVALID_ARGUMENT, as Google APIs answer.
    requestBodies: { wrongContentType: 400 },
    // A URL that is no method of the API gets the front end's HTML 404, not the API's NOT_FOUND.
    unknownPath: notFoundPage,
    auth: {
      bearer: (given) => (given === token ? { token: 'accepted' } : undefined),
      // A missing or unknown token is answered 401 UNAUTHENTICATED with the front end's texts and ErrorInfo reason.
      refuse: googleAuthRefusal({ service: 'authorizedbuyersmarketplace.googleapis.com' }),
    },
    onReset: () => state.reset(),
    host: options.host,
    port: options.port,
    cors: options.cors,
  });
  const clientOptions = () => ({ baseUrl: server.url, token, retry: fakeClientRetry });
  const extra = {
    token,
    seeded,
    state,
    seller: sellerActions(state),
    acceptInvitation: (user: string) => acceptInvitation(state, user),
    clientOptions,
    client: (options: MarketplaceClientOptions = {}) => {
      const { token: credential, ...rest } = clientOptions();
      return createMarketplaceClient({ ...rest, ...(options.auth === undefined ? { token: credential } : {}), ...options });
    },
  };
  return Object.assign(server, extra);
}
