import { checkoutUtilityServiceInfo } from '@org/checkout-utility';
import { startCheckoutUtilityFake, type CheckoutUtilityFake } from '@org/checkout-utility/testing';
import { parseFakeOptions } from './fake-options.js';
import type { FakeEntry } from './running-fake.js';

/** The checkout utility fake, with its API key. */
export const checkoutUtilityFake: FakeEntry<CheckoutUtilityFake> = {
  service: checkoutUtilityServiceInfo.name,
  async start({ options: given, ...listen } = {}) {
    const fake = await startCheckoutUtilityFake({ ...listen, ...parseFakeOptions(checkoutUtilityServiceInfo.name, undefined, given) });
    return {
      service: checkoutUtilityServiceInfo.name,
      url: fake.url,
      settings: { apiKey: fake.apiKey },
      sample: {
        method: 'POST',
        path: '/originKeys',
        headers: { 'X-API-Key': fake.apiKey, 'Content-Type': 'application/json' },
        body: JSON.stringify({ originDomains: ['https://www.example.com'] }),
      },
      fake,
      close: () => fake.close(),
    };
  },
};
