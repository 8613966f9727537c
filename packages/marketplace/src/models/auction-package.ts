import { resourceNameSchema } from '@org/http-core/google';
import { model, notEmpty } from '@org/http-core/light';
import * as z from '@org/http-core/light';
import { CLIENT_NAME } from '../names.js';

/** An auction package: inventory a buyer (and its clients) can subscribe to, to receive matching call-outs. */
export const AuctionPackage = model({
  /** `buyers/{buyer}/auctionPackages/{auctionPackage}`. */
  name: z.optional(z.string()),
  /** Output only. The package's name as shown to buyers. */
  displayName: z.optional(z.string()),
  /** Output only. */
  description: z.optional(z.string()),
  /** Output only. The buyer that created it: `buyers/{buyer}`. */
  creator: z.optional(z.string()),
  /** Output only. RFC 3339. */
  createTime: z.optional(z.string()),
  /** Output only. RFC 3339; subscriptions do not change it. */
  updateTime: z.optional(z.string()),
  /** Output only. Clients of the buyer subscribed to it: `buyers/{buyer}/clients/{client}`. */
  subscribedClients: z.optional(z.array(z.string())),
});
export type AuctionPackage = z.infer<typeof AuctionPackage>;

/** Body of subscribing or unsubscribing clients: their names, `buyers/{buyer}/clients/{client}`. */
export const ClientsRequest = model({
  /** The clients, each `buyers/{buyer}/clients/{client}`: at least one. */
  clients: z.array(resourceNameSchema(CLIENT_NAME)).check(notEmpty),
});
export type ClientsRequest = z.input<typeof ClientsRequest>;

/** A page of auction packages. */
export const ListAuctionPackagesResponse = model({
  /** The auction packages of the page. */
  auctionPackages: z.optional(z.array(AuctionPackage)),
  /** Token of the next page; absent on the last. */
  nextPageToken: z.optional(z.string()),
});
export type ListAuctionPackagesResponse = z.infer<typeof ListAuctionPackagesResponse>;
