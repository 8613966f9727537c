import { checkoutUtilityServiceInfo } from '@org/checkout-utility';
import { startCheckoutUtilityFake, type CheckoutUtilityFake } from '@org/checkout-utility/testing';
import { defineFake } from './define-fake.js';
import type { FakeEntry } from './running-fake.js';

/** The checkout utility fake, with its API key. */
export const checkoutUtilityFake: FakeEntry<CheckoutUtilityFake> = defineFake({
  service: checkoutUtilityServiceInfo.name,
  start: startCheckoutUtilityFake,
  show: (fake) => ({
    settings: { apiKey: fake.apiKey },
    sample: {
      method: 'POST',
      path: '/originKeys',
      headers: { 'X-API-Key': fake.apiKey, 'Content-Type': 'application/json' },
      body: JSON.stringify({ originDomains: ['https://www.example.com'] }),
    },
  }),
});
