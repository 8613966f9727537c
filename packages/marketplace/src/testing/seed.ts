/**
 * The data a fresh fake holds: two buyers under one bidder, clients, users, auction packages, publisher
 * profiles, and proposals in each state of a negotiation with their deals and finalized deals.
 */
import type { BuyerSellerRole } from '../models/buyer-seller-role.js';
import type { Deal } from '../models/deal.js';
import type { DealType } from '../models/deal-type.js';
import type { DealServingStatus } from '../models/finalized-deal.js';
import type { Proposal, ProposalState } from '../models/proposal.js';
import type { PublisherProfile } from '../models/publisher-profile.js';
import type { FinalizedDealRecord, ProposalRecord, SeedData } from './state.js';

export type { SeedData } from './state.js';

const buyer = 'buyers/1001';
const otherBuyer = 'buyers/2002';

/** Names of the seeded resources, for tests. */
export const seeded = {
  /** The buyer the test token acts for. */
  buyer,
  /** A second buyer of the same bidder; its clients do not belong to {@link seeded.buyer}. */
  otherBuyer,
  /** The bidder of both buyers. */
  bidder: 'bidders/1001',
  clients: {
    /** `ACTIVE`, partner id `acme-001`, negotiator. */
    acme: `${buyer}/clients/501`,
    /** `ACTIVE`, no partner id, viewer. */
    globex: `${buyer}/clients/502`,
    /** A client of the other buyer. */
    foreign: `${otherBuyer}/clients/901`,
  },
  clientUsers: {
    /** `ACTIVE` user of the acme client. */
    active: `${buyer}/clients/501/users/7001`,
    /** `INACTIVE` user of the acme client. */
    inactive: `${buyer}/clients/501/users/7002`,
    /** `INVITED` user of the acme client (invitation not yet accepted). */
    invited: `${buyer}/clients/501/users/7003`,
  },
  auctionPackages: {
    /** The buyer is subscribed; the acme client too. */
    news: `${buyer}/auctionPackages/3001`,
    /** Only the globex client is subscribed. */
    sports: `${buyer}/auctionPackages/3002`,
    /** Nobody is subscribed (not listed until someone subscribes). */
    video: `${buyer}/auctionPackages/3003`,
  },
  publisherProfiles: [1, 2, 3, 4, 5].map((n) => `${buyer}/publisherProfiles/600${n}`) as readonly string[],
  proposals: {
    /** Preferred deal, `BUYER_REVIEW_REQUESTED`, revision 3, two deals. */
    buyerReview: `${buyer}/proposals/4001`,
    /** Programmatic guaranteed, `BUYER_ACCEPTANCE_REQUESTED`, revision 5. */
    awaitingAcceptance: `${buyer}/proposals/4002`,
    /** Programmatic guaranteed, `FINALIZED`, revision 8; its deal serves. */
    finalized: `${buyer}/proposals/4003`,
    /** Private auction, `SELLER_REVIEW_REQUESTED`, revision 2. */
    privateAuction: `${buyer}/proposals/4004`,
    /** Preferred deal, `TERMINATED`. */
    terminated: `${buyer}/proposals/4005`,
    /** Programmatic guaranteed, `FINALIZED`; its deal is paused by the seller. */
    sellerPaused: `${buyer}/proposals/4006`,
    /** Preferred deal, `FINALIZED`; its deal has ended. */
    ended: `${buyer}/proposals/4007`,
    /** Programmatic guaranteed, `FINALIZED`, of the other buyer. */
    otherBuyer: `${otherBuyer}/proposals/4101`,
  },
  deals: {
    /** First deal of the buyer-review proposal; carries a field this SDK does not know (`sellerDealCode`). */
    buyerReviewFirst: `${buyer}/proposals/4001/deals/5001`,
    buyerReviewSecond: `${buyer}/proposals/4001/deals/5002`,
    awaitingAcceptance: `${buyer}/proposals/4002/deals/5003`,
    finalized: `${buyer}/proposals/4003/deals/5004`,
    privateAuction: `${buyer}/proposals/4004/deals/5005`,
    terminated: `${buyer}/proposals/4005/deals/5006`,
    sellerPaused: `${buyer}/proposals/4006/deals/5007`,
    ended: `${buyer}/proposals/4007/deals/5008`,
    otherBuyer: `${otherBuyer}/proposals/4101/deals/5101`,
  },
  finalizedDeals: {
    /** `ACTIVE` and ready to serve. */
    active: `${buyer}/finalizedDeals/5004`,
    /** `PAUSED_BY_SELLER`. */
    sellerPaused: `${buyer}/finalizedDeals/5007`,
    /** `ENDED`. */
    ended: `${buyer}/finalizedDeals/5008`,
    /** Of the other buyer; listed for the bidder. */
    otherBuyer: `${otherBuyer}/finalizedDeals/5101`,
  },
} as const;

const profile = seeded.publisherProfiles;
const usd = (units: string) => ({ currencyCode: 'USD', units, nanos: 0 });
const time = (day: string) => `2024-${day}T00:00:00Z`;

const publisherProfiles: PublisherProfile[] = [
  {
    name: profile[0],
    displayName: 'Daily Planet',
    publisherCode: 'DP-100',
    isParent: true,
    domains: [],
    mobileApps: [],
    overview: 'News for the whole city.',
    programmaticDealsContact: 'deals@dailyplanet.example',
  },
  {
    name: profile[1],
    displayName: 'Daily Planet Sports',
    publisherCode: 'DP-100',
    isParent: false,
    domains: ['sports.dailyplanet.example'],
    mobileApps: [{ name: 'Planet Scores', appStore: 'GOOGLE_PLAY', externalAppId: 'com.dailyplanet.scores' }],
  },
  {
    name: profile[2],
    displayName: 'Gotham Gazette',
    publisherCode: 'GG-200',
    isParent: true,
    domains: ['gothamgazette.example'],
    mobileApps: [{ name: 'Gazette', appStore: 'APPLE_ITUNES', externalAppId: '123456789' }],
  },
  {
    name: profile[3],
    displayName: 'Metropolis Radio',
    publisherCode: 'MR-300',
    isParent: true,
    domains: ['metropolisradio.example'],
    mobileApps: [],
  },
  {
    name: profile[4],
    displayName: 'Star City Video',
    publisherCode: 'SC-400',
    isParent: true,
    domains: ['starcity.example', 'starcityvideo.example'],
    mobileApps: [{ name: 'Star City TV', appStore: 'ROKU', externalAppId: 'starcity-tv' }],
  },
];

interface ProposalSeed {
  readonly name: string;
  readonly displayName: string;
  readonly dealType: DealType;
  readonly state: ProposalState;
  readonly revision: number;
  readonly updated: string;
  readonly publisherProfile: string;
  readonly originatorRole: BuyerSellerRole;
  readonly client?: string;
}

function proposalRecord(seed: ProposalSeed): ProposalRecord {
  const account = seed.name.split('/').slice(0, 2).join('/');
  const proposal: Proposal = {
    name: seed.name,
    displayName: seed.displayName,
    dealType: seed.dealType,
    state: seed.state,
    buyer: account,
    ...(seed.client ? { client: seed.client, billedBuyer: account } : {}),
    publisherProfile: seed.publisherProfile,
    originatorRole: seed.originatorRole,
    lastUpdaterOrCommentorRole: 'SELLER',
    updateTime: seed.updated,
    termsAndConditions: 'Standard marketplace terms.',
    sellerContacts: [{ displayName: 'Lois', email: 'lois@dailyplanet.example' }],
    buyerContacts: [{ displayName: 'Bruce', email: 'bruce@buyer.example' }],
    notes: [],
    pausingConsented: seed.dealType === 'PROGRAMMATIC_GUARANTEED',
  };
  return { proposal, revision: seed.revision, everFinalized: seed.state === 'FINALIZED' };
}

function dealOf(proposal: ProposalRecord, id: string, displayName: string, flight: [string, string], extra: Partial<Deal> = {}): Deal {
  const p = proposal.proposal;
  const base: Deal = {
    name: `${p.name}/deals/${id}`,
    dealType: p.dealType,
    displayName,
    buyer: p.buyer,
    ...(p.client ? { client: p.client, billedBuyer: p.billedBuyer } : {}),
    createTime: time('01-02'),
    updateTime: p.updateTime,
    flightStartTime: flight[0],
    flightEndTime: flight[1],
    publisherProfile: p.publisherProfile,
    sellerTimeZone: { id: 'America/New_York' },
    targeting: { geoTargeting: { targetedCriteriaIds: ['2840'] } },
  };
  switch (p.dealType) {
    case 'PROGRAMMATIC_GUARANTEED':
      return {
        ...base,
        programmaticGuaranteedTerms: { fixedPrice: { type: 'CPM', amount: usd('12') }, guaranteedLooks: '1000000', reservationType: 'STANDARD' },
        creativeRequirements: { creativeFormat: 'DISPLAY', programmaticCreativeSource: 'ADVERTISER' },
        ...extra,
      };
    case 'PRIVATE_AUCTION':
      return { ...base, privateAuctionTerms: { floorPrice: { type: 'CPM', amount: usd('3') }, openAuctionAllowed: false }, ...extra };
    default:
      return { ...base, preferredDealTerms: { fixedPrice: { type: 'CPM', amount: usd('5') } }, ...extra };
  }
}

/** The default seed. */
export function defaultSeed(): SeedData {
  const s = seeded;
  const proposals = [
    proposalRecord({ name: s.proposals.buyerReview, displayName: 'Spring display', dealType: 'PREFERRED_DEAL', state: 'BUYER_REVIEW_REQUESTED', revision: 3, updated: time('02-10'), publisherProfile: profile[0], originatorRole: 'SELLER', client: s.clients.acme }),
    proposalRecord({ name: s.proposals.awaitingAcceptance, displayName: 'Video Q2', dealType: 'PROGRAMMATIC_GUARANTEED', state: 'BUYER_ACCEPTANCE_REQUESTED', revision: 5, updated: time('02-12'), publisherProfile: profile[4], originatorRole: 'BUYER' }),
    proposalRecord({ name: s.proposals.finalized, displayName: 'Homepage takeover', dealType: 'PROGRAMMATIC_GUARANTEED', state: 'FINALIZED', revision: 8, updated: time('02-01'), publisherProfile: profile[0], originatorRole: 'BUYER' }),
    proposalRecord({ name: s.proposals.privateAuction, displayName: 'Sports private auction', dealType: 'PRIVATE_AUCTION', state: 'SELLER_REVIEW_REQUESTED', revision: 2, updated: time('02-14'), publisherProfile: profile[1], originatorRole: 'BUYER' }),
    proposalRecord({ name: s.proposals.terminated, displayName: 'Winter display', dealType: 'PREFERRED_DEAL', state: 'TERMINATED', revision: 4, updated: time('01-20'), publisherProfile: profile[2], originatorRole: 'SELLER' }),
    proposalRecord({ name: s.proposals.sellerPaused, displayName: 'Radio sponsorship', dealType: 'PROGRAMMATIC_GUARANTEED', state: 'FINALIZED', revision: 6, updated: time('01-25'), publisherProfile: profile[3], originatorRole: 'BUYER' }),
    proposalRecord({ name: s.proposals.ended, displayName: 'Holiday display', dealType: 'PREFERRED_DEAL', state: 'FINALIZED', revision: 7, updated: time('01-05'), publisherProfile: profile[2], originatorRole: 'SELLER' }),
    proposalRecord({ name: s.proposals.otherBuyer, displayName: 'Other buyer takeover', dealType: 'PROGRAMMATIC_GUARANTEED', state: 'FINALIZED', revision: 2, updated: time('02-03'), publisherProfile: profile[0], originatorRole: 'BUYER' }),
  ];
  const [buyerReview, awaiting, finalized, privateAuction, terminated, sellerPaused, ended, other] = proposals as [
    ProposalRecord, ProposalRecord, ProposalRecord, ProposalRecord, ProposalRecord, ProposalRecord, ProposalRecord, ProposalRecord,
  ];
  const spring: [string, string] = [time('04-01'), time('06-30')];
  const deals = [
    dealOf(buyerReview, '5001', 'Spring display, homepage', spring, { sellerDealCode: 'DP-SPRING-1' } as Partial<Deal>),
    dealOf(buyerReview, '5002', 'Spring display, sections', spring),
    dealOf(awaiting, '5003', 'Video Q2 pre-roll', [time('04-01'), time('06-30')]),
    dealOf(finalized, '5004', 'Homepage takeover', [time('02-15'), time('12-31')]),
    dealOf(privateAuction, '5005', 'Sports auction', [time('03-01'), time('09-30')]),
    dealOf(terminated, '5006', 'Winter display', [time('01-01'), time('02-28')]),
    dealOf(sellerPaused, '5007', 'Radio sponsorship', [time('02-01'), time('08-31')]),
    dealOf(ended, '5008', 'Holiday display', [time('01-01'), time('01-31')]),
    dealOf(other, '5101', 'Other buyer takeover', [time('02-15'), time('10-31')]),
  ];
  const finalizedOf = (deal: Deal, proposal: ProposalRecord, status: DealServingStatus, metrics: Record<string, unknown>, pausing?: Record<string, unknown>): FinalizedDealRecord => ({
    finalizedDeal: {
      name: `${deal.buyer}/finalizedDeals/${deal.name!.split('/').pop()}`,
      deal: { ...deal, proposalRevision: String(proposal.revision) },
      dealServingStatus: status,
      dealPausingInfo: { pausingConsented: proposal.proposal.pausingConsented ?? false, ...pausing },
      readyToServe: true,
      rtbMetrics: metrics,
    },
    creatives: [],
  });
  const [, , , d5004, , , d5007, d5008, d5101] = deals as Deal[];
  return {
    buyers: [buyer, otherBuyer],
    bidders: { [s.bidder]: [buyer, otherBuyer] },
    readyToServeOptOut: [],
    clients: [
      { name: s.clients.acme, displayName: 'Acme Corp', role: 'CLIENT_DEAL_NEGOTIATOR', sellerVisible: true, partnerClientId: 'acme-001', state: 'ACTIVE' },
      { name: s.clients.globex, displayName: 'Globex', role: 'CLIENT_DEAL_VIEWER', sellerVisible: false, state: 'ACTIVE' },
      { name: s.clients.foreign, displayName: 'Initech', role: 'CLIENT_DEAL_APPROVER', sellerVisible: true, partnerClientId: 'initech-9', state: 'ACTIVE' },
    ],
    clientUsers: [
      { name: s.clientUsers.active, email: 'wile@acme.example', state: 'ACTIVE' },
      { name: s.clientUsers.inactive, email: 'road@acme.example', state: 'INACTIVE' },
      { name: s.clientUsers.invited, email: 'new@acme.example', state: 'INVITED' },
    ],
    auctionPackages: [
      {
        auctionPackage: { name: s.auctionPackages.news, displayName: 'News homepages', description: 'Front pages of news sites.', creator: buyer, createTime: time('01-10'), updateTime: time('01-10'), subscribedClients: [s.clients.acme] },
        buyerSubscribed: true,
      },
      {
        auctionPackage: { name: s.auctionPackages.sports, displayName: 'Live sports', description: 'Sports sections and apps.', creator: buyer, createTime: time('01-11'), updateTime: time('01-11'), subscribedClients: [s.clients.globex] },
        buyerSubscribed: false,
      },
      {
        auctionPackage: { name: s.auctionPackages.video, displayName: 'Premium video', description: 'Pre-roll on video sites.', creator: buyer, createTime: time('01-12'), updateTime: time('01-12'), subscribedClients: [] },
        buyerSubscribed: false,
      },
    ],
    publisherProfiles,
    proposals,
    deals,
    finalizedDeals: [
      finalizedOf(d5004!, finalized, 'ACTIVE', { bidRequests7Days: '120000', bids7Days: '90000', adImpressions7Days: '80000', bidRate7Days: 0.75, filteredBidRate7Days: 0.01, mustBidRateCurrentMonth: 0.9 }),
      finalizedOf(d5007!, sellerPaused, 'PAUSED_BY_SELLER', { bidRequests7Days: '5000', bids7Days: '0', adImpressions7Days: '0', bidRate7Days: 0 }, { pauseRole: 'SELLER', pauseReason: 'Inventory maintenance' }),
      finalizedOf(d5008!, ended, 'ENDED', { bidRequests7Days: '0', bids7Days: '0', adImpressions7Days: '0', bidRate7Days: 0 }),
      finalizedOf(d5101!, other, 'ACTIVE', { bidRequests7Days: '70000', bids7Days: '30000', adImpressions7Days: '25000', bidRate7Days: 0.43 }),
    ],
  };
}
