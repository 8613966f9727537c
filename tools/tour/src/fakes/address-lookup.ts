import { addressLookupServiceInfo } from '@org/address-lookup';
import { startAddressLookupFake, type AddressLookupFake } from '@org/address-lookup/testing';
import { defineFake } from './define-fake.js';
import { positiveInteger } from './fake-options.js';
import type { FakeEntry } from './running-fake.js';

const options = {
  requestsPerSecond: positiveInteger('requests per second per IP address before 503 (default 30)', '5'),
  suggestionsPerWindow: positiveInteger('suggestions per 5-minute window per IP address before 503 (default 3000)', '10'),
};

/** The address lookup fake, with its API key and user token. */
export const addressLookupFake: FakeEntry<AddressLookupFake> = defineFake({
  service: addressLookupServiceInfo.name,
  options,
  start: startAddressLookupFake,
  show: (fake) => ({
    settings: { apiKey: fake.account.apiKey, userToken: fake.account.userToken },
    // The service's test postcode: answers, and costs no lookup.
    sample: { method: 'GET', path: `/postcodes/${encodeURIComponent(fake.testValues.postcodes.success)}`, headers: { Authorization: `api_key="${fake.account.apiKey}"` } },
  }),
});
