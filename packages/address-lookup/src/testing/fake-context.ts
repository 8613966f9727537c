/** What every handler of the fake shares. */
import type { UkAddress } from '../models/uk-address.js';
import type { AnyAddress } from './address-views.js';
import type { SuggestionWindow } from './limits.js';
import { places } from './seed-places.js';
import { ukAddresses } from './seed-uk.js';
import { usAddresses } from './seed-us.js';
import type { FakeState } from './state.js';

/** State, limits and data of one running fake. */
export interface FakeContext {
  readonly state: FakeState;
  readonly suggestions: SuggestionWindow;
}

/** The seeded addresses of both countries, UK first. */
export const allAddresses: readonly AnyAddress[] = [...ukAddresses.map((uk) => ({ uk })), ...usAddresses.map((us) => ({ us }))];

/** Seeded UK addresses that are not test records (those answer only through the test values). */
export const realUkAddresses: readonly UkAddress[] = ukAddresses.filter((address) => !address.postcode.startsWith('ID1'));

/** The UK address with an id, or the US one. */
export function addressById(id: string): AnyAddress | undefined {
  return allAddresses.find((address) => ('uk' in address ? address.uk.id : address.us.id) === id);
}

export { places, ukAddresses, usAddresses };
