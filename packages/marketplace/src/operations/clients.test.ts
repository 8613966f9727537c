import { unknownEnumValue } from '@org/http-core';
import { describe, expect, it } from 'vitest';
import { clientFilter } from '../list-filter.js';
import { shareFake } from '../test-support/shared-fake.js';

const { fake, client } = await shareFake();

describe('clients', () => {
  it('creates an active client and gets it back', async () => {
    const created = await client.clients.create({
      parent: fake.seeded.buyer,
      body: { displayName: 'Wayne Enterprises', role: 'CLIENT_DEAL_APPROVER', partnerClientId: 'crm-42', sellerVisible: true },
    });
    expect(created).toMatchObject({ displayName: 'Wayne Enterprises', role: 'CLIENT_DEAL_APPROVER', state: 'ACTIVE', partnerClientId: 'crm-42' });
    expect(created.name).toMatch(/^buyers\/1001\/clients\/\d+$/);
    expect(await client.clients.get({ name: created.name! })).toEqual(created);
  });

  it('lists the buyer\u2019s clients, filtered by partner id', async () => {
    const all = await client.clients.list({ parent: fake.seeded.buyer }).toArray();
    expect(all.map((c) => c.name)).toEqual([fake.seeded.clients.acme, fake.seeded.clients.globex]);
    const found = await client.clients.list({ parent: fake.seeded.buyer, filter: clientFilter({ partnerClientId: 'acme-001' }) }).toArray();
    expect(found.map((c) => c.name)).toEqual([fake.seeded.clients.acme]);
    expect(fake.requests.at(-1)!.query.get('filter')).toBe('partnerClientId = "acme-001"');
    const page = await client.clients.list({ parent: fake.seeded.buyer, pageSize: 1 }).byPage().next();
    expect(page.value?.items).toHaveLength(1);
    expect(page.value?.body.nextPageToken).toBeTruthy();
  });

  it('refuses a duplicate partner id, and a duplicate name among clients without one', async () => {
    await expect(
      client.clients.create({ parent: fake.seeded.buyer, body: { displayName: 'Other', role: 'CLIENT_DEAL_VIEWER', partnerClientId: 'acme-001' } }),
    ).rejects.toMatchObject({ status: 409, code: 'ALREADY_EXISTS' });
    await expect(client.clients.create({ parent: fake.seeded.buyer, body: { displayName: 'Globex', role: 'CLIENT_DEAL_VIEWER' } })).rejects.toMatchObject({
      status: 409,
      code: 'ALREADY_EXISTS',
    });
    expect(fake.state.clients.size).toBe(3);
  });

  it('refuses a role the service does not document with 400 INVALID_ARGUMENT, and stores nothing', async () => {
    const clients = fake.state.clients.size;
    const refused = client.clients.create({ parent: fake.seeded.buyer, body: { displayName: 'Typo Inc.', role: unknownEnumValue('CLIENT_DEAL_VEIWER') } });
    await expect(refused).rejects.toMatchObject({
      status: 400,
      code: 'INVALID_ARGUMENT',
      serviceMessage: expect.stringMatching(/^Invalid body\.role: 'CLIENT_DEAL_VEIWER' is not one of the documented values \(CLIENT_ROLE_UNSPECIFIED, CLIENT_DEAL_VIEWER, /),
      body: { error: { code: 400, status: 'INVALID_ARGUMENT' } },
    });
    expect(fake.requests.at(-1)).toMatchObject({ operationId: 'clients.create', status: 400, json: { role: 'CLIENT_DEAL_VEIWER' } });
    expect(fake.state.clients.size).toBe(clients);
    const names = (await client.clients.list({ parent: fake.seeded.buyer }).toArray()).map((c) => c.displayName);
    expect(names).not.toContain('Typo Inc.');
  });

  it('updates the fields named in the mask only', async () => {
    const acme = fake.seeded.clients.acme;
    const updated = await client.clients.patch({ name: acme, updateMask: ['displayName'], body: { displayName: 'Acme Inc.', role: 'CLIENT_DEAL_VIEWER' } });
    expect(updated).toMatchObject({ displayName: 'Acme Inc.', role: 'CLIENT_DEAL_NEGOTIATOR' });
    expect(fake.requests.at(-1)!.query.get('updateMask')).toBe('displayName');
    await expect(client.clients.patch({ name: acme, updateMask: 'budget', body: {} })).rejects.toMatchObject({ status: 400, code: 'INVALID_ARGUMENT' });
  });

  it('deactivates and activates a client, answering it in its new state; a repeat changes nothing', async () => {
    const acme = fake.seeded.clients.acme;
    expect(await client.clients.deactivate({ name: acme })).toMatchObject({ name: acme, state: 'INACTIVE', displayName: 'Acme Corp' });
    expect(fake.requests.at(-1)).toMatchObject({ method: 'POST', path: `/v1/${acme}:deactivate`, operationId: 'clients.deactivate', status: 200 });
    expect(await client.clients.deactivate({ name: acme })).toMatchObject({ state: 'INACTIVE' });
    expect((await client.clients.get({ name: acme })).state).toBe('INACTIVE');
    expect(await client.clients.activate({ name: acme })).toMatchObject({ name: acme, state: 'ACTIVE' });
    expect(fake.requests.at(-1)).toMatchObject({ path: `/v1/${acme}:activate`, operationId: 'clients.activate', status: 200 });
    // The client's users keep their own states.
    expect((await client.clientUsers.get({ name: fake.seeded.clientUsers.active })).state).toBe('ACTIVE');
  });

  it('refuses before sending a name that is no client, naming the shape it takes', async () => {
    const sent = fake.requestCount();
    await expect(client.clients.activate({ name: fake.seeded.clientUsers.inactive })).rejects.toThrow('buyers/{buyer}/clients/{client}');
    await expect(client.clientUsers.activate({ name: fake.seeded.clients.acme })).rejects.toThrow('buyers/{buyer}/clients/{client}/users/{user}');
    expect(fake.requestCount()).toBe(sent);
  });

  it('answers NOT_FOUND for a client that does not exist and PERMISSION_DENIED for an account the caller has no access to', async () => {
    await expect(client.clients.activate({ name: `${fake.seeded.buyer}/clients/999` })).rejects.toMatchObject({ status: 404, code: 'NOT_FOUND' });
    await expect(client.clients.deactivate({ name: 'buyers/9999/clients/1' })).rejects.toMatchObject({ status: 403, code: 'PERMISSION_DENIED' });
  });
});
