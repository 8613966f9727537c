import { createMarketplaceClient, type MarketplaceClient } from '@org/marketplace';
import type { MarketplaceFake } from '@org/marketplace/testing';
import { marketplaceFake } from '../../fakes/marketplace.js';
import { defineTour, type ServiceTour } from '../service-tour.js';
import { check } from '../step.js';

/** Marketplace: a negotiation from request for proposal to a paused and resumed finalized deal. */
export const marketplaceTour: ServiceTour<MarketplaceClient, MarketplaceFake> = defineTour<MarketplaceClient, MarketplaceFake>({
  fake: marketplaceFake,
  settingNames: ['token', 'buyer'],
  client: (target, common) => createMarketplaceClient({ baseUrl: target.baseUrl, token: target.settings.token!, ...common }),
  steps: [
    {
      task: 'negotiate a deal to a finalized, paused and resumed deal',
      fakeOnly: true,
      async run({ client, target }) {
        const buyer = target.settings.buyer!;
        const [profile] = await client.publisherProfiles.list({ parent: buyer }, { maxItems: 1 }).toArray();
        check(profile?.name, 'no publisher profile to ask');
        const proposal = await client.proposals.sendRfp({
          buyer,
          body: {
            displayName: 'Summer video',
            publisherProfile: profile.name,
            flightStartTime: '2026-06-01T00:00:00Z',
            flightEndTime: '2026-08-31T23:59:59Z',
            programmaticGuaranteedTerms: { guaranteedLooks: 2_000_000, fixedPrice: { type: 'CPM', amount: { currencyCode: 'USD', units: '9' } } },
          },
        });
        target.fake!.seller.requestBuyerAcceptance(proposal.name!);
        const current = await client.proposals.get({ name: proposal.name! });
        const accepted = await client.proposals.accept({ name: current.name!, body: { proposalRevision: current.proposalRevision! } });
        check(accepted.state === 'FINALIZED', `proposal is ${accepted.state}`);
        const [deal] = await client.deals.list({ parent: proposal.name! }).toArray();
        check(deal?.name, 'the proposal has no deal');
        const finalized = await client.finalizedDeals.get({ name: `${buyer}/finalizedDeals/${deal.name.split('/').pop()}` });
        check(finalized.name, 'no finalized deal for the proposal');
        const paused = await client.finalizedDeals.pause({ name: finalized.name, body: { reason: 'Creative refresh' } });
        const resumed = await client.finalizedDeals.resume({ name: finalized.name });
        check(paused.dealServingStatus === 'PAUSED_BY_BUYER' && resumed.dealServingStatus === 'ACTIVE', `${paused.dealServingStatus} → ${resumed.dealServingStatus}`);
        return {
          operations: ['publisherProfiles.list', 'proposals.sendRfp', 'proposals.get', 'proposals.accept', 'deals.list', 'finalizedDeals.get', 'finalizedDeals.pause', 'finalizedDeals.resume'],
          result: `${proposal.name} FINALIZED; deal ${paused.dealServingStatus} then ${resumed.dealServingStatus}`,
        };
      },
    },
    {
      task: 'list the publisher profiles a buyer can ask',
      async run({ client, target }) {
        const profiles = await client.publisherProfiles.list({ parent: target.settings.buyer! }).toArray();
        check(profiles.length > 0, 'no publisher profiles');
        return { operations: ['publisherProfiles.list'], result: `${profiles.length} profiles, e.g. ${profiles[0]!.displayName}` };
      },
    },
  ],
});
