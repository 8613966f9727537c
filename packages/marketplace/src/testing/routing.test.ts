import { describe, expect, it } from 'vitest';
import { startMarketplaceFake } from './index.js';

describe('routing by resource-name shape', () => {
  it('sends each shape of GET /v1/{name} and PATCH /v1/{name} to its own operation', async () => {
    await using fake = await startMarketplaceFake();
    const s = fake.seeded;
    const get = (name: string) => fetch(`${fake.url}/v1/${name}`, { headers: { authorization: `Bearer ${fake.token}` } });
    const cases: Array<[string, string]> = [
      [s.auctionPackages.news, 'auctionPackages.get'],
      [s.clients.acme, 'clients.get'],
      [s.clientUsers.active, 'clientUsers.get'],
      [s.proposals.finalized, 'proposals.get'],
      [s.deals.finalized, 'deals.get'],
      [s.finalizedDeals.active, 'finalizedDeals.get'],
      [s.publisherProfiles[0]!, 'publisherProfiles.get'],
    ];
    for (const [name, operation] of cases) {
      const response = await get(name);
      expect(response.status, name).toBe(200);
      expect(((await response.json()) as { name: string }).name).toBe(name);
      expect(fake.requests.at(-1)!.operationId).toBe(operation);
    }
    const patch = (name: string) =>
      fetch(`${fake.url}/v1/${name}`, {
        method: 'PATCH',
        headers: { authorization: `Bearer ${fake.token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ proposalRevision: '8' }),
      });
    await patch(s.clients.acme);
    await patch(s.proposals.finalized);
    await patch(s.deals.finalized);
    expect(fake.requests.slice(-3).map((r) => [r.operationId, r.status])).toEqual([
      ['clients.patch', 200],
      ['proposals.patch', 200],
      ['deals.patch', 200],
    ]);
  });

  it('sends POST /v1/{name}:activate and :deactivate to clients or client users by the shape of the name', async () => {
    await using fake = await startMarketplaceFake();
    const s = fake.seeded;
    const post = (path: string) => fetch(`${fake.url}/v1/${path}`, { method: 'POST', headers: { authorization: `Bearer ${fake.token}` } });
    const cases: Array<[string, string, string]> = [
      [`${s.clients.acme}:deactivate`, 'clients.deactivate', 'INACTIVE'],
      [`${s.clients.acme}:activate`, 'clients.activate', 'ACTIVE'],
      [`${s.clientUsers.active}:deactivate`, 'clientUsers.deactivate', 'INACTIVE'],
      [`${s.clientUsers.inactive}:activate`, 'clientUsers.activate', 'ACTIVE'],
    ];
    for (const [path, operation, state] of cases) {
      const response = await post(path);
      expect(response.status, path).toBe(200);
      expect(((await response.json()) as { state: string }).state).toBe(state);
      expect(fake.requests.at(-1)!.operationId).toBe(operation);
    }
    // A name of neither shape is no method of the API.
    expect((await post(`${s.proposals.finalized}:activate`)).status).toBe(404);
  });

  it('answers 404 for names of no known shape, an encoded slash in a part included', async () => {
    await using fake = await startMarketplaceFake();
    const headers = { authorization: `Bearer ${fake.token}` };
    expect((await fetch(`${fake.url}/v1/buyers/1001/proposals/4001/notes/1`, { headers })).status).toBe(404);
    const encoded = await fetch(`${fake.url}/v1/buyers/1001/proposals/a%2Fb`, { headers });
    expect(encoded.status).toBe(404);
    // No method of the API has that URL: the front end's HTML 404, not the API's NOT_FOUND.
    expect(encoded.headers.get('content-type')).toMatch(/^text\/html/);
  });
});
