import { createCheckoutUtilityClient, isValidationError, type CheckoutUtilityClient } from '@org/checkout-utility';
import type { CheckoutUtilityFake } from '@org/checkout-utility/testing';
import { checkoutUtilityFake } from '../../fakes/checkout-utility.js';
import { defineTour } from '../service-tour.js';
import { check, expectFailure } from '../step.js';

/** Checkout utility: origin keys for the shop's domains. */
export const checkoutUtilityTour = defineTour<CheckoutUtilityClient, CheckoutUtilityFake>({
  fake: checkoutUtilityFake,
  settingNames: ['apiKey'],
  client: (target, common) => createCheckoutUtilityClient({ baseUrl: target.baseUrl, apiKey: target.settings.apiKey!, ...common }),
  steps: [
    {
      task: 'create origin keys for the shop and its staging site',
      async run({ client }) {
        const domains = ['https://shop.example.com', 'https://staging.example.com:8443'];
        const { originKeys } = await client.originKeys.create({ body: { originDomains: domains } });
        check(domains.every((d) => typeof originKeys?.[d] === 'string'), 'a domain has no key');
        return { operations: ['originKeys.create'], result: `${Object.keys(originKeys ?? {}).length} keys, e.g. ${originKeys?.[domains[0]!]?.slice(0, 16)}…` };
      },
    },
    {
      task: 'refuse a domain with a path, before sending',
      async run({ client, target }) {
        const before = target.fake?.requestCount() ?? 0;
        const error = await expectFailure(client.originKeys.create({ body: { originDomains: ['https://shop.example.com/checkout'] } }), isValidationError, 'a ValidationError');
        check((target.fake?.requestCount() ?? 0) === before, 'the request was sent');
        return { operations: ['originKeys.create'], result: `ValidationError on '${error.field}', nothing sent` };
      },
    },
  ],
});
