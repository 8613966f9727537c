import { describe, expect, it } from 'vitest';
import { createMarketplaceClient } from '../client.js';
import { startMarketplaceFake } from './index.js';

describe('startMarketplaceFake', () => {
  it('accepts only its own token', async () => {
    await using fake = await startMarketplaceFake({ token: 'custom' });
    const client = createMarketplaceClient({ ...fake.clientOptions(), logLevel: 'error' });
    await expect(client.publisherProfiles.get({ name: fake.seeded.publisherProfiles[0]! })).resolves.toMatchObject({ displayName: 'Daily Planet' });
    const other = createMarketplaceClient({ baseUrl: fake.url, token: 'test-token', logLevel: 'error' });
    await expect(other.publisherProfiles.get({ name: fake.seeded.publisherProfiles[0]! })).rejects.toMatchObject({ status: 401 });
  });

  it('returns to the seed on reset: data, ids, clock, invitations and the request log', async () => {
    await using fake = await startMarketplaceFake();
    const client = createMarketplaceClient({ ...fake.clientOptions(), logLevel: 'error' });
    const first = await client.clientUsers.create({ parent: fake.seeded.clients.acme, body: { email: 'a@acme.example' } });
    await client.proposals.addNote({ proposal: fake.seeded.proposals.buyerReview, body: { note: { note: 'x' } } });
    fake.reset();
    expect(fake.requestCount()).toBe(0);
    expect(fake.state.invitations).toEqual([]);
    expect(fake.state.proposal(fake.seeded.proposals.buyerReview)).toMatchObject({ proposalRevision: '3', notes: [] });
    const again = await client.clientUsers.create({ parent: fake.seeded.clients.acme, body: { email: 'a@acme.example' } });
    expect(again).toEqual(first);
    expect(fake.state.invitations[0]!.sentAt).toBe('2024-03-01T00:00:00.000Z');
  });

  it('keeps the stores\u2019 copies apart from what tests read', async () => {
    await using fake = await startMarketplaceFake();
    const read = fake.state.proposal(fake.seeded.proposals.finalized)!;
    read.state = 'TERMINATED';
    expect(fake.state.proposal(fake.seeded.proposals.finalized)?.state).toBe('FINALIZED');
  });
});
