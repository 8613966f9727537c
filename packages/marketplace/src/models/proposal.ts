import { resourceNameSchema } from '@org/http-core/google';
import { boundedString, int64, model, openEnum } from '@org/http-core/light';
import * as z from '@org/http-core/light';
import { PROPOSAL_NAME } from '../names.js';
import { BuyerSellerRole } from './buyer-seller-role.js';
import { Contact } from './contact.js';
import { DealType } from './deal-type.js';
import { Note } from './note.js';

/**
 * Where a negotiation stands. `BUYER_ACCEPTANCE_REQUESTED`: the seller accepted and waits for the buyer;
 * `FINALIZED`: both accepted (a finalized proposal may be renegotiated); `TERMINATED`: the negotiation ended.
 */
export const ProposalState = openEnum([
  'STATE_UNSPECIFIED',
  'BUYER_REVIEW_REQUESTED',
  'SELLER_REVIEW_REQUESTED',
  'BUYER_ACCEPTANCE_REQUESTED',
  'FINALIZED',
  'TERMINATED',
]);
export type ProposalState = z.infer<typeof ProposalState>;

/** Data the buyer keeps on a proposal, hidden from the seller. */
export const PrivateData = model({
  /** A reference of the buyer's own, up to 1024 characters. */
  referenceId: z.optional(boundedString(1024, 0)),
});
export type PrivateData = z.infer<typeof PrivateData>;

/**
 * A proposal: the negotiation of one or more deals with a publisher. `proposalRevision` (a 64-bit integer as
 * a string) advances with every change to the proposal or its deals; updates and acceptance name the revision
 * they are based on.
 */
export const Proposal = model({
  /** `buyers/{buyer}/proposals/{proposal}`. */
  name: z.optional(z.string()),
  /** Output only. */
  proposalRevision: z.optional(int64()),
  /** Output only. */
  state: z.optional(ProposalState),
  /** Output only. */
  dealType: z.optional(DealType),
  /** Output only. */
  displayName: z.optional(z.string()),
  /** Output only. Whether a finalized proposal is being negotiated again. */
  isRenegotiating: z.optional(z.boolean()),
  /** Output only. Who created the proposal. */
  originatorRole: z.optional(BuyerSellerRole),
  /** Output only. Who last changed or commented on it. */
  lastUpdaterOrCommentorRole: z.optional(BuyerSellerRole),
  /** Output only. `buyers/{buyer}`. */
  buyer: z.optional(z.string()),
  /** Output only. */
  billedBuyer: z.optional(z.string()),
  /** Output only. `buyers/{buyer}/clients/{client}` when negotiated for a client. */
  client: z.optional(z.string()),
  /** The seller: `buyers/{buyer}/publisherProfiles/{publisherProfile}`. Immutable. */
  publisherProfile: z.optional(z.string()),
  /** Output only. Accepting the proposal accepts these. */
  termsAndConditions: z.optional(z.string()),
  /** Output only. RFC 3339. */
  updateTime: z.optional(z.string()),
  /** Output only. */
  sellerContacts: z.optional(z.array(Contact)),
  /** People of the buyer to reach about the proposal. */
  buyerContacts: z.optional(z.array(Contact)),
  /** Data the buyer keeps on the proposal, hidden from the seller. */
  buyerPrivateData: z.optional(PrivateData),
  /** Notes of both sides, oldest first. */
  notes: z.optional(z.array(Note)),
  /** Whether pausing the deals is allowed; negotiated. */
  pausingConsented: z.optional(z.boolean()),
});
export type Proposal = z.infer<typeof Proposal>;

/**
 * The body of a proposal update: the fields to change plus `proposalRevision`, the revision the buyer last
 * saw. Output-only fields may be present and are ignored.
 */
export const ProposalUpdate = model({
  /** The proposal's name; when given it must be the proposal being updated. */
  name: z.optional(resourceNameSchema(PROPOSAL_NAME)),
  /** Required. The revision the change is based on; a stale one is refused with `ABORTED`. */
  proposalRevision: int64(),
  /** People of the buyer to reach about the proposal. */
  buyerContacts: z.optional(z.array(Contact)),
  /** Data the buyer keeps on the proposal, hidden from the seller. */
  buyerPrivateData: z.optional(PrivateData),
  /** Whether pausing the deals is allowed. */
  pausingConsented: z.optional(z.boolean()),
});
export type ProposalUpdate = z.input<typeof ProposalUpdate>;

/** Body of accepting a proposal: the revision the buyer accepts. */
export const AcceptProposalRequest = model({
  /** The revision the buyer last saw and accepts; a stale one is refused with `ABORTED`. */
  proposalRevision: int64(),
});
export type AcceptProposalRequest = z.input<typeof AcceptProposalRequest>;

/** A page of proposals. */
export const ListProposalsResponse = model({
  /** The proposals of the page. */
  proposals: z.optional(z.array(Proposal)),
  /** Token of the next page; absent on the last. */
  nextPageToken: z.optional(z.string()),
});
export type ListProposalsResponse = z.infer<typeof ListProposalsResponse>;
