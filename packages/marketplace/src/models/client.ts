import { boundedString, model, openEnum } from '@org/http-core/light';
import * as z from '@org/http-core/light';

/** What a client may do with deals: view them, negotiate them, or also approve them. */
export const ClientRole = openEnum(['CLIENT_ROLE_UNSPECIFIED', 'CLIENT_DEAL_VIEWER', 'CLIENT_DEAL_NEGOTIATOR', 'CLIENT_DEAL_APPROVER']);
export type ClientRole = z.infer<typeof ClientRole>;

/** Whether a client is active. */
export const ClientState = openEnum(['STATE_UNSPECIFIED', 'ACTIVE', 'INACTIVE']);
export type ClientState = z.infer<typeof ClientState>;

/** A client of a buyer: an advertiser or agency the buyer negotiates for. */
export const Client = model({
  /** Output only. `buyers/{buyer}/clients/{client}`. */
  name: z.optional(z.string()),
  /** Shown to publishers; up to 255 characters. */
  displayName: z.optional(z.string()),
  /** What the client may do with the buyer's deals. */
  role: z.optional(ClientRole),
  /** Whether sellers can see the client. */
  sellerVisible: z.optional(z.boolean()),
  /** The buyer's own identifier of the client; unique among the buyer's clients. */
  partnerClientId: z.optional(z.string()),
  /** Output only. */
  state: z.optional(ClientState),
});
export type Client = z.infer<typeof Client>;

/** Body of creating a client. */
export const ClientInput = model({
  /** Required. Unique among the clients without a `partnerClientId`; up to 255 characters. */
  displayName: boundedString(255),
  /** Required. */
  role: ClientRole,
  /** Whether sellers can see the client. */
  sellerVisible: z.optional(z.boolean()),
  /** The buyer's own identifier of the client; unique among the buyer's clients. */
  partnerClientId: z.optional(boundedString()),
});
export type ClientInput = z.input<typeof ClientInput>;

/** Body of a client update: the fields to change. */
export const ClientUpdate = model({
  /** Shown to publishers; 1 to 255 characters. */
  displayName: z.optional(boundedString(255)),
  /** What the client may do with the buyer's deals. */
  role: z.optional(ClientRole),
  /** Whether sellers can see the client. */
  sellerVisible: z.optional(z.boolean()),
  /** The buyer's own identifier of the client; unique among the buyer's clients. */
  partnerClientId: z.optional(z.string()),
});
export type ClientUpdate = z.input<typeof ClientUpdate>;

/** A page of clients. */
export const ListClientsResponse = model({
  /** The clients of the page. */
  clients: z.optional(z.array(Client)),
  /** Token of the next page; absent on the last. */
  nextPageToken: z.optional(z.string()),
});
export type ListClientsResponse = z.infer<typeof ListClientsResponse>;
