import { startAddressLookupFake, type AddressLookupFake } from '@org/address-lookup/testing';
import type { FakeEntry } from './running-fake.js';

/** The address lookup fake, with its API key and user token. */
export const addressLookupFake: FakeEntry<AddressLookupFake> = {
  service: 'address-lookup',
  async start(options = {}) {
    const fake = await startAddressLookupFake(options);
    return {
      service: 'address-lookup',
      url: fake.url,
      settings: { apiKey: fake.account.apiKey, userToken: fake.account.userToken },
      fake,
      close: () => fake.close(),
    };
  },
};
