import {
  batchUpdateDeals,
  createMarketplaceClient,
  createMarketplaceClientFor,
  isRevisionConflictError,
  marketplaceService,
  type Client,
  type MarketplaceClient,
} from '@org/marketplace';
import { seeded, type MarketplaceFake } from '@org/marketplace/testing';
import { call, clientsOf, defineProbe, readModifyWrite, type Probe, type Target } from '../probe.js';

const buyer = (target: Target) => target.settings.buyer!;
const rfp = {
  displayName: 'Summer video',
  publisherProfile: seeded.publisherProfiles[0]!,
  flightStartTime: '2025-06-01T00:00:00Z',
  flightEndTime: '2025-08-31T23:59:59Z',
};

export const marketplaceProbe: Probe<MarketplaceClient> = defineProbe<MarketplaceClient>({
  definition: marketplaceService,
  ...clientsOf(createMarketplaceClient, createMarketplaceClientFor, (settings) => ({ token: settings.token! })),
  read: call({
    operation: 'deals.get',
    input: () => ({ name: seeded.deals.buyerReviewFirst }),
    send: (client: MarketplaceClient, input, options) => client.deals.get(input, options),
  }),
  pathParams: ['name'],
  create: call({
    operation: 'clients.create',
    input: (target) => ({ parent: buyer(target), body: { displayName: 'Initech', role: 'CLIENT_DEAL_VIEWER' as const } }),
    send: (client: MarketplaceClient, input, options) => client.clients.create(input, options),
  }),
  badInputs: [
    { name: 'deal name that names a proposal', field: 'name', send: (client) => client.deals.get({ name: seeded.proposals.buyerReview }) },
    { name: 'deal name with an empty part', field: 'name', send: (client) => client.deals.get({ name: 'buyers/1001/proposals//deals/5001' }) },
    {
      name: 'revision that is not an integer',
      field: 'body.proposalRevision',
      send: (client) =>
        client.deals.patch({ name: seeded.deals.buyerReviewFirst, updateMask: 'flightEndTime', body: { flightEndTime: '2031-01-01T00:00:00Z', proposalRevision: '3.5' } }),
    },
    {
      name: 'flight ending before it starts',
      field: 'body.flightEndTime',
      send: (client, target) => client.proposals.sendRfp({ buyer: buyer(target), body: { ...rfp, flightEndTime: '2025-05-01T00:00:00Z' } }),
    },
    {
      name: 'flight start that is not a date',
      field: 'body.flightStartTime',
      send: (client, target) => client.proposals.sendRfp({ buyer: buyer(target), body: { ...rfp, flightStartTime: 'next summer' } }),
    },
    {
      name: 'note over 1024 characters',
      field: 'body.note.note',
      send: (client) => client.proposals.addNote({ proposal: seeded.proposals.buyerReview, body: { note: { note: 'n'.repeat(1025) } } }),
    },
    {
      name: 'client display name over 255 characters',
      field: 'body.displayName',
      send: (client, target) => client.clients.create({ parent: buyer(target), body: { displayName: 'd'.repeat(256), role: 'CLIENT_DEAL_VIEWER' } }),
    },
    {
      name: 'client user e-mail without a domain',
      field: 'body.email',
      send: (client) => client.clientUsers.create({ parent: seeded.clients.acme, body: { email: 'ana@' } }),
    },
    { name: 'negative page size', field: 'pageSize', send: (client, target) => client.proposals.list({ parent: buyer(target), pageSize: -1 }).firstPage() },
    {
      name: 'update mask that is not field paths',
      field: 'updateMask',
      send: (client) => client.clients.patch({ name: seeded.clients.acme, updateMask: 'display name', body: { displayName: 'x' } }),
    },
  ],
  auth: [
    {
      scheme: 'bearer',
      credentials: (target) => ({ token: target.settings.token! }),
      client: (target, credentials, options) => createMarketplaceClient({ ...options, baseUrl: target.url, token: credentials.token! }),
    },
  ],
  readModifyWrite: readModifyWrite({
    resource: 'client',
    writeOperation: 'clients.patch',
    nestedAt: '',
    enumAt: 'role',
    writtenAt: '',
    prepare: async () => ({ name: seeded.clients.acme }),
    read: ({ client }, context) => client.clients.get({ name: String(context.name) }),
    write: ({ client }, read: Client, context) => client.clients.patch({ name: String(context.name), body: { ...read, displayName: 'Acme Media' } }),
  }),
  concurrency: {
    resource: 'deal (proposal revision)',
    async staleWrite({ client, fake }) {
      const name = seeded.deals.buyerReviewFirst;
      const read = await client.deals.get({ name });
      (fake as MarketplaceFake).seller.updateDeal(name, { displayName: 'Changed by the seller' });
      const before = fake.requestCount('deals.patch');
      const error = await client.deals
        .patch({ name, updateMask: 'flightEndTime', body: { flightEndTime: '2030-01-01T00:00:00Z', proposalRevision: read.proposalRevision! } })
        .then(
          () => 'the stale write succeeded',
          (caught: unknown) => caught,
        );
      const writes = fake.requestCount('deals.patch') - before;
      const now = await client.deals.get({ name });
      const kept = now.displayName === 'Changed by the seller' && now.flightEndTime === read.flightEndTime;
      return { error: isRevisionConflictError(error) ? error : `not a RevisionConflictError: ${String(error)}`, writes, concurrentChangeKept: kept };
    },
  },
  batch: {
    // The service applies a batch entirely or not at all: one stale entry fails every entry.
    operation: 'deals.batchUpdate',
    async run({ client }) {
      const parent = seeded.proposals.buyerReview;
      const first = await client.deals.get({ name: seeded.deals.buyerReviewFirst });
      const second = await client.deals.get({ name: seeded.deals.buyerReviewSecond });
      // `displayName` is output only: a deal read earlier is sent back with it, and its type does not name it.
      const one = { name: first.name!, proposalRevision: first.proposalRevision!, displayName: 'Batch one' };
      const two = { name: second.name!, proposalRevision: String(BigInt(second.proposalRevision!) - 1n), displayName: 'Batch two' };
      const outcomes = await batchUpdateDeals(client, {
        parent,
        requests: [
          { deal: one, updateMask: 'displayName' },
          { deal: two, updateMask: 'displayName' },
        ],
      });
      return Promise.all(
        outcomes.map(async (outcome) => {
          const now = await client.deals.get({ name: outcome.name });
          const before = outcome.name === first.name ? first : second;
          return {
            id: outcome.name,
            expectFailure: true,
            reported: outcome.ok ? 'succeeded' : 'failed',
            stateAgrees: now.displayName === before.displayName,
          } as const;
        }),
      );
    },
  },
  paging: {
    operation: 'clients.list',
    pageSize: 40,
    async fill({ client, target }, count) {
      const names: string[] = [];
      for (let i = 0; i < count; i++) {
        const created = await client.clients.create({ parent: buyer(target), body: { displayName: `Client ${i}`, role: 'CLIENT_DEAL_VIEWER' } });
        names.push(created.name!);
      }
      return names;
    },
    async *walk({ client, target }, limits) {
      for await (const item of client.clients.list({ parent: buyer(target), pageSize: 40 }, limits)) yield item.name ?? '';
    },
  },
});
