/**
 * The fake's state: one store per collection (keyed by resource name), the accounts the test token may
 * use, the invitations sent, and the clock.
 */
import { createStore, type MemoryStore } from '@org/http-core/testing';
import type { AuctionPackage } from '../models/auction-package.js';
import type { ClientUser } from '../models/client-user.js';
import type { Client } from '../models/client.js';
import type { Deal } from '../models/deal.js';
import type { FinalizedDeal } from '../models/finalized-deal.js';
import type { Proposal } from '../models/proposal.js';
import type { PublisherProfile } from '../models/publisher-profile.js';
import { FakeClock } from './clock.js';
import { notFound, permissionDenied } from './google-errors.js';

/** An auction package and whether the buyer itself subscribed to it. */
export interface AuctionPackageRecord {
  readonly auctionPackage: AuctionPackage;
  readonly buyerSubscribed: boolean;
}

/** The terms of a proposal when it was last finalized, kept while it is renegotiated. */
export interface FinalizedTerms {
  readonly proposal: Proposal;
  readonly deals: readonly Deal[];
}

/**
 * A proposal as the fake keeps it. `revision` is the proposal's revision (rendered as `proposalRevision`
 * on the proposal and on each of its deals); `finalized` holds the last finalized terms while a finalized
 * proposal is renegotiated.
 */
export interface ProposalRecord {
  readonly proposal: Proposal;
  readonly revision: number;
  readonly finalized?: FinalizedTerms;
  /** Whether the proposal has ever been finalized. */
  readonly everFinalized: boolean;
}

/** A finalized deal and the creatives added to it. */
export interface FinalizedDealRecord {
  readonly finalizedDeal: FinalizedDeal;
  readonly creatives: readonly string[];
}

/** A client user invitation the service e-mailed. */
export interface Invitation {
  /** The client user invited. */
  readonly user: string;
  readonly email: string;
  /** When it was sent, RFC 3339. */
  readonly sentAt: string;
}

/** Most creatives one finalized deal takes. */
export const MAX_CREATIVES_PER_DEAL = 1000;

/** What a fake starts with. */
export interface SeedData {
  readonly buyers: readonly string[];
  readonly bidders: Readonly<Record<string, readonly string[]>>;
  readonly readyToServeOptOut: readonly string[];
  readonly clients: readonly Client[];
  readonly clientUsers: readonly ClientUser[];
  readonly auctionPackages: readonly AuctionPackageRecord[];
  readonly publisherProfiles: readonly PublisherProfile[];
  readonly proposals: readonly ProposalRecord[];
  readonly deals: readonly Deal[];
  readonly finalizedDeals: readonly FinalizedDealRecord[];
}

/** The fake's state. Tests read it through the `state` of the fake; handlers change it. */
export class MarketplaceState {
  readonly clock = new FakeClock();
  readonly clients: MemoryStore<Client>;
  readonly clientUsers: MemoryStore<ClientUser>;
  readonly auctionPackages: MemoryStore<AuctionPackageRecord>;
  readonly proposals: MemoryStore<ProposalRecord>;
  readonly deals: MemoryStore<Deal>;
  readonly finalizedDeals: MemoryStore<FinalizedDealRecord>;
  readonly publisherProfiles: MemoryStore<PublisherProfile>;
  /** Buyer accounts (`buyers/{buyer}`) the test token may use. */
  readonly buyers: ReadonlySet<string>;
  /** Bidder accounts (`bidders/{bidder}`) and their buyers. */
  readonly bidders: ReadonlyMap<string, readonly string[]>;
  /** Buyers whose deals are not ready to serve when finalized (they call `setReadyToServe`). */
  readonly readyToServeOptOut: Set<string>;
  readonly #optOutSeed: readonly string[];
  readonly #invitations: Invitation[] = [];
  #nextId = 90001;
  #listings = 0;

  constructor(seed: SeedData) {
    const keyed = <T>(items: readonly T[], name: (item: T) => string) => items.map((item) => [name(item), item] as const);
    this.clients = createStore({ seed: keyed(seed.clients, (c) => c.name!) });
    this.clientUsers = createStore({ seed: keyed(seed.clientUsers, (u) => u.name!) });
    this.auctionPackages = createStore({ seed: keyed(seed.auctionPackages, (p) => p.auctionPackage.name!) });
    this.proposals = createStore({ seed: keyed(seed.proposals, (p) => p.proposal.name!) });
    this.deals = createStore({ seed: keyed(seed.deals, (d) => d.name!) });
    this.finalizedDeals = createStore({ seed: keyed(seed.finalizedDeals, (f) => f.finalizedDeal.name!) });
    this.publisherProfiles = createStore({ seed: keyed(seed.publisherProfiles, (p) => p.name!) });
    this.buyers = new Set(seed.buyers);
    this.bidders = new Map(Object.entries(seed.bidders));
    this.#optOutSeed = [...seed.readyToServeOptOut];
    this.readyToServeOptOut = new Set(this.#optOutSeed);
  }

  /** Invitations e-mailed to new client users, oldest first. */
  get invitations(): readonly Invitation[] {
    return this.#invitations.map((invitation) => ({ ...invitation }));
  }

  /** Records an invitation e-mail. */
  recordInvitation(user: string, email: string): void {
    this.#invitations.push({ user, email, sentAt: this.clock.now() });
  }

  /** A fresh id for a new resource; the same sequence after every reset. */
  newId(): string {
    return String(this.#nextId++);
  }

  /** A number that differs for each listing that starts from the first page. */
  nextListing(): number {
    return ++this.#listings;
  }

  /** Throws 403 unless the account of `name` (`buyers/{buyer}` or `bidders/{bidder}`) is one the fake serves. */
  checkAccount(name: string): void {
    const account = name.split('/').slice(0, 2).join('/');
    if (!this.buyers.has(account) && !this.bidders.has(account)) throw permissionDenied(account);
  }

  /** A proposal with its revision rendered, as the service shows it. */
  proposal(name: string): Proposal | undefined {
    const record = this.proposals.get(name);
    return record && renderProposal(record);
  }

  /** The item `name` of `store`: 403 when its account is not one the fake serves, 404 when there is none. */
  find<T>(store: MemoryStore<T>, name: string): T {
    this.checkAccount(name);
    return store.require(name, () => notFound(name));
  }

  /** The record of a proposal, or 403 or 404 as {@link MarketplaceState.find}. */
  proposalRecord(name: string): ProposalRecord {
    return this.find(this.proposals, name);
  }

  /** A deal with its proposal's revision, as the service shows it. */
  deal(name: string): Deal | undefined {
    const deal = this.deals.get(name);
    if (!deal) return undefined;
    const record = this.proposals.get(proposalOf(name));
    return record ? { ...deal, proposalRevision: String(record.revision) } : deal;
  }

  /** The deals of a proposal, rendered, in creation order. */
  dealsOf(proposal: string): Deal[] {
    return this.deals.list((_, name) => proposalOf(name) === proposal).map((deal) => this.deal(deal.name!)!);
  }

  /** A finalized deal as the service shows it. */
  finalizedDeal(name: string): FinalizedDeal | undefined {
    return this.finalizedDeals.get(name)?.finalizedDeal;
  }

  /** The creatives added to a finalized deal, in the order they were added. */
  creativesOf(finalizedDeal: string): readonly string[] {
    return this.finalizedDeals.get(finalizedDeal)?.creatives ?? [];
  }

  /** Whether the buyer itself is subscribed to an auction package. */
  isBuyerSubscribed(auctionPackage: string): boolean {
    return this.auctionPackages.get(auctionPackage)?.buyerSubscribed ?? false;
  }

  /** Back to the seed: stores, invitations, ids, clock and opt-outs. */
  reset(): void {
    for (const store of [this.clients, this.clientUsers, this.auctionPackages, this.proposals, this.deals, this.finalizedDeals, this.publisherProfiles]) {
      store.reset();
    }
    this.#invitations.length = 0;
    this.#nextId = 90001;
    this.#listings = 0;
    this.clock.reset();
    this.readyToServeOptOut.clear();
    for (const buyer of this.#optOutSeed) this.readyToServeOptOut.add(buyer);
  }
}

/** The proposal of a deal name: `buyers/1/proposals/2/deals/3` → `buyers/1/proposals/2`. */
export function proposalOf(dealName: string): string {
  return dealName.split('/').slice(0, 4).join('/');
}

/** The buyer of a name: `buyers/1/...` → `buyers/1`. */
export function buyerOf(name: string): string {
  return name.split('/').slice(0, 2).join('/');
}

/** A proposal record as the service shows it. */
export function renderProposal(record: ProposalRecord): Proposal {
  return { ...record.proposal, proposalRevision: String(record.revision), isRenegotiating: record.finalized !== undefined };
}
