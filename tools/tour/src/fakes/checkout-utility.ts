import { startCheckoutUtilityFake, type CheckoutUtilityFake } from '@org/checkout-utility/testing';
import type { FakeEntry } from './running-fake.js';

/** The checkout utility fake, with its API key. */
export const checkoutUtilityFake: FakeEntry<CheckoutUtilityFake> = {
  service: 'checkout-utility',
  async start(options = {}) {
    const fake = await startCheckoutUtilityFake(options);
    return { service: 'checkout-utility', url: fake.url, settings: { apiKey: fake.apiKey }, fake, close: () => fake.close() };
  },
};
