/**
 * Publisher profiles in the fake: seeded, filterable, and listed in an order that changes from one listing
 * to the next (the service defines none).
 */
import { json, pageAnswer } from '@org/http-core/testing';
import { parseFilter } from '../filter-expression.js';
import { unorderedPageOf } from '../paging.js';
import { buyerOf, type MarketplaceState } from '../state.js';
import type { GroupHandlers } from './types.js';

const filterFields = ['displayName', 'publisherCode', 'isParent', 'domains', 'mobileApps.appStore', 'mobileApps.externalAppId'];

/** Handlers of `publisherProfiles.*`. */
export function publisherProfileHandlers(state: MarketplaceState): GroupHandlers {
  return {
    'publisherProfiles.get': (req) => json(200, state.find(state.publisherProfiles, req.params.name!)),
    'publisherProfiles.list': (req) => {
      const parent = req.params.parent!;
      state.checkAccount(parent);
      const matcher = parseFilter(req.query.get('filter'), filterFields);
      const profiles = state.publisherProfiles.list((profile, name) => buyerOf(name) === parent && matcher(profile));
      return pageAnswer('publisherProfiles', unorderedPageOf(profiles, req, 100, () => state.nextListing()));
    },
  };
}
