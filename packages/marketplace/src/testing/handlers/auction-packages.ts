/**
 * Auction packages in the fake: the buyer's own subscription, and its clients' (only clients of the buyer
 * may be subscribed; one that is not makes the whole call fail and nothing change).
 */
import { json, pageAnswer, type FakeRequest } from '@org/http-core/testing';
import type { AuctionPackage } from '../../models/auction-package.js';
import { invalidArgument } from '../google-errors.js';
import { pageOf } from '../paging.js';
import { buyerOf, type AuctionPackageRecord, type MarketplaceState } from '../state.js';
import type { Body, GroupHandlers } from './types.js';

/** Handlers of `auctionPackages.*`. */
export function auctionPackageHandlers(state: MarketplaceState): GroupHandlers {
  const find = (name: string): AuctionPackageRecord => state.find(state.auctionPackages, name);
  const save = (record: AuctionPackageRecord, change: Partial<AuctionPackageRecord> & { subscribedClients?: string[] }) => {
    const { subscribedClients, ...rest } = change;
    const auctionPackage: AuctionPackage =
      subscribedClients === undefined ? record.auctionPackage : { ...record.auctionPackage, subscribedClients };
    const saved = { ...record, ...rest, auctionPackage };
    state.auctionPackages.set(auctionPackage.name!, saved);
    return json(200, saved.auctionPackage);
  };
  const clientsOf = (req: FakeRequest) => (req.body as Body).clients as string[];

  return {
    'auctionPackages.get': (req) => json(200, find(req.params.name!).auctionPackage),
    'auctionPackages.list': (req) => {
      const parent = req.params.parent!;
      state.checkAccount(parent);
      const subscribed = state.auctionPackages
        .list((record, name) => buyerOf(name) === parent && (record.buyerSubscribed || (record.auctionPackage.subscribedClients ?? []).length > 0))
        .map((record) => record.auctionPackage);
      return pageAnswer('auctionPackages', pageOf(subscribed, req, 100));
    },
    'auctionPackages.subscribe': (req) => save(find(req.params.name!), { buyerSubscribed: true }),
    'auctionPackages.unsubscribe': (req) => save(find(req.params.name!), { buyerSubscribed: false }),
    'auctionPackages.subscribeClients': (req) => {
      const name = req.params.auctionPackage!;
      const record = find(name);
      const buyer = buyerOf(name);
      const wanted = clientsOf(req);
      for (const client of wanted) {
        if (buyerOf(client) !== buyer || !state.clients.has(client)) {
          throw invalidArgument(`Client ${client} does not belong to ${buyer}; no client was subscribed`);
        }
      }
      const current = record.auctionPackage.subscribedClients ?? [];
      const added = wanted.filter((client, index) => !current.includes(client) && wanted.indexOf(client) === index);
      return save(record, { subscribedClients: [...current, ...added] });
    },
    'auctionPackages.unsubscribeClients': (req) => {
      const record = find(req.params.auctionPackage!);
      const leaving = new Set(clientsOf(req));
      return save(record, { subscribedClients: (record.auctionPackage.subscribedClients ?? []).filter((client) => !leaving.has(client)) });
    },
  };
}
