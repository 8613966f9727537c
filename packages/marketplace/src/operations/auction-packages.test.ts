import { describe, expect, it } from 'vitest';
import { shareFake } from '../test-support/shared-fake.js';

const { fake, client } = await shareFake();

const names = (packages: ReadonlyArray<{ name?: string }>) => packages.map((p) => p.name).sort();

describe('auctionPackages', () => {
  it('lists the packages the buyer or one of its clients subscribed to', async () => {
    const s = fake.seeded.auctionPackages;
    expect(names(await client.auctionPackages.list({ parent: fake.seeded.buyer }).toArray())).toEqual([s.news, s.sports]);
    const video = await client.auctionPackages.get({ name: s.video });
    expect(video).toMatchObject({ name: s.video, displayName: 'Premium video', subscribedClients: [] });
  });

  it('subscribes and unsubscribes the buyer itself', async () => {
    const { video } = fake.seeded.auctionPackages;
    const subscribed = await client.auctionPackages.subscribe({ name: video });
    expect(subscribed.name).toBe(video);
    expect(fake.state.isBuyerSubscribed(video)).toBe(true);
    expect(names(await client.auctionPackages.list({ parent: fake.seeded.buyer }).toArray())).toContain(video);

    await client.auctionPackages.unsubscribe({ name: video });
    expect(fake.state.isBuyerSubscribed(video)).toBe(false);
    expect(names(await client.auctionPackages.list({ parent: fake.seeded.buyer }).toArray())).not.toContain(video);
  });

  it('subscribes clients of the buyer; subscribing one again changes nothing', async () => {
    const { news } = fake.seeded.auctionPackages;
    const { acme, globex } = fake.seeded.clients;
    const after = await client.auctionPackages.subscribeClients({ auctionPackage: news, body: { clients: [globex, acme, globex] } });
    expect(after.subscribedClients).toEqual([acme, globex]);
    const again = await client.auctionPackages.subscribeClients({ auctionPackage: news, body: { clients: [globex] } });
    expect(again.subscribedClients).toEqual([acme, globex]);
  });

  it('refuses a client that does not belong to the buyer, and subscribes none of the others', async () => {
    const { video } = fake.seeded.auctionPackages;
    const { acme, foreign } = fake.seeded.clients;
    const unknown = `${fake.seeded.buyer}/clients/999`;
    for (const stranger of [foreign, unknown]) {
      await expect(client.auctionPackages.subscribeClients({ auctionPackage: video, body: { clients: [acme, stranger] } })).rejects.toMatchObject({
        status: 400,
        code: 'INVALID_ARGUMENT',
        serviceMessage: expect.stringContaining(stranger),
      });
    }
    expect((await client.auctionPackages.get({ name: video })).subscribedClients).toEqual([]);
  });

  it('unsubscribes clients; one that is not subscribed is left alone', async () => {
    const { news } = fake.seeded.auctionPackages;
    const { acme, globex } = fake.seeded.clients;
    const after = await client.auctionPackages.unsubscribeClients({ auctionPackage: news, body: { clients: [globex, acme] } });
    expect(after.subscribedClients).toEqual([]);
    const again = await client.auctionPackages.unsubscribeClients({ auctionPackage: news, body: { clients: [acme] } });
    expect(again.subscribedClients).toEqual([]);
    expect(fake.requests.map((r) => r.status)).toEqual([200, 200]);
  });

  it('pages with page tokens', async () => {
    await client.auctionPackages.subscribe({ name: fake.seeded.auctionPackages.video });
    const pages = [];
    for await (const page of client.auctionPackages.list({ parent: fake.seeded.buyer, pageSize: 2 }).byPage()) pages.push(page.items.length);
    expect(pages).toEqual([2, 1]);
    const listCalls = fake.requests.filter((r) => r.operationId === 'auctionPackages.list');
    expect(listCalls[0]!.query.get('pageToken')).toBeNull();
    expect(listCalls[1]!.query.get('pageToken')).toBeTruthy();
  });

  it('answers NOT_FOUND for an unknown package', async () => {
    await expect(client.auctionPackages.subscribe({ name: `${fake.seeded.buyer}/auctionPackages/0` })).rejects.toMatchObject({ status: 404, code: 'NOT_FOUND' });
  });
});
