import { createAddressLookupClient, type AddressLookupClient } from '@org/address-lookup';
import type { AddressLookupFake } from '@org/address-lookup/testing';
import { addressLookupFake } from '../../fakes/address-lookup.js';
import { defineTour, type ServiceTour } from '../service-tour.js';
import { check } from '../step.js';

/** Address lookup: a checkout form's autocomplete and its e-mail and phone checks. */
export const addressLookupTour: ServiceTour<AddressLookupClient, AddressLookupFake> = defineTour<AddressLookupClient, AddressLookupFake>({
  fake: addressLookupFake,
  settingNames: ['apiKey'],
  client: (target, common) => createAddressLookupClient({ baseUrl: target.baseUrl, apiKey: target.settings.apiKey!, ...common }),
  steps: [
    {
      task: 'autocomplete an address and resolve the chosen suggestion',
      async run({ client }) {
        const { hits } = await client.autocomplete.find({ query: '10 Downing', context: 'GBR', limit: 5 });
        check(hits.length > 0, 'no suggestions');
        const address = await client.autocomplete.resolveGbr({ address: hits[0]!.id, tags: ['checkout'] });
        check(address.postcode, 'the resolved address has no postcode');
        return { operations: ['autocomplete.find', 'autocomplete.resolveGbr'], result: `${hits.length} suggestion${hits.length === 1 ? '' : 's'}; chose "${hits[0]!.suggestion}" → ${address.post_town} ${address.postcode}` };
      },
    },
    {
      task: "validate a checkout form's e-mail and phone number",
      async run({ client }) {
        const [email, phone] = await Promise.all([
          client.emails.validate({ query: 'ada@example.com' }),
          client.phoneNumbers.validate({ query: '+442079460000' }),
        ]);
        check(typeof email.result === 'string', 'no e-mail verdict');
        return { operations: ['emails.validate', 'phoneNumbers.validate'], result: `e-mail ${email.result}; phone ${phone.valid ? `valid ${phone.international_format}` : 'invalid'}` };
      },
    },
  ],
});
