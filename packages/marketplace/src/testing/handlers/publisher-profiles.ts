/**
 * Publisher profiles in the fake: seeded, filterable, and listed in an order that changes from one listing
 * to the next (the service defines none).
 */
import { json } from '@org/http-core/testing';
import { parseFilter } from '../filter-expression.js';
import { notFound } from '../google-errors.js';
import { unorderedPageOf } from '../paging.js';
import { buyerOf, type MarketplaceState } from '../state.js';
import type { GroupHandlers } from './types.js';

const filterFields = ['displayName', 'publisherCode', 'isParent', 'domains', 'mobileApps.appStore', 'mobileApps.externalAppId'];

/** Handlers of `publisherProfiles.*`. */
export function publisherProfileHandlers(state: MarketplaceState): GroupHandlers {
  return {
    'publisherProfiles.get': (req) => {
      const name = req.params.name!;
      state.checkAccount(name);
      const profile = state.publisherProfiles.get(name);
      if (!profile) throw notFound(name);
      return json(200, profile);
    },
    'publisherProfiles.list': (req) => {
      const parent = req.params.parent!;
      state.checkAccount(parent);
      const matcher = parseFilter(req.query.get('filter'), filterFields);
      const profiles = state.publisherProfiles.list((profile, name) => buyerOf(name) === parent && matcher(profile));
      const page = unorderedPageOf(profiles, req, 100, () => state.nextListing());
      return json(200, { publisherProfiles: page.items, nextPageToken: page.nextToken });
    },
  };
}
