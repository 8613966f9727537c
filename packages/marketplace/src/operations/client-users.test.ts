import { describe, expect, it } from 'vitest';
import { shareFake } from '../test-support/shared-fake.js';

const { fake, client } = await shareFake();

describe('clientUsers: the state table', () => {
  it('none → INVITED on create, with an invitation e-mailed', async () => {
    const user = await client.clientUsers.create({ parent: fake.seeded.clients.acme, body: { email: 'diana@acme.example' } });
    expect(user.state).toBe('INVITED');
    expect(user.name).toMatch(/^buyers\/1001\/clients\/501\/users\/\d+$/);
    expect(fake.state.invitations).toEqual([{ user: user.name, email: 'diana@acme.example', sentAt: expect.any(String) }]);
    expect(await client.clientUsers.get({ name: user.name! })).toEqual(user);
  });

  it('INVITED → ACTIVE when the invitation is accepted', async () => {
    const user = await client.clientUsers.create({ parent: fake.seeded.clients.acme, body: { email: 'clark@acme.example' } });
    fake.acceptInvitation(user.name!);
    expect((await client.clientUsers.get({ name: user.name! })).state).toBe('ACTIVE');
  });

  it('INVITED is not moved by activate or deactivate', async () => {
    const { invited } = fake.seeded.clientUsers;
    // One call at a time: a call refused while the loop still awaits an earlier one would go unhandled meanwhile.
    for (const call of [() => client.clientUsers.activate({ name: invited }), () => client.clientUsers.deactivate({ name: invited })]) {
      await expect(call()).rejects.toMatchObject({ status: 400, code: 'FAILED_PRECONDITION' });
    }
    expect(fake.state.clientUsers.get(invited)?.state).toBe('INVITED');
  });

  it('INACTIVE → ACTIVE on activate; ACTIVE stays ACTIVE', async () => {
    const { inactive } = fake.seeded.clientUsers;
    expect((await client.clientUsers.activate({ name: inactive })).state).toBe('ACTIVE');
    expect((await client.clientUsers.activate({ name: inactive })).state).toBe('ACTIVE');
    expect(fake.state.clientUsers.get(inactive)?.state).toBe('ACTIVE');
  });

  it('ACTIVE → INACTIVE on deactivate; INACTIVE stays INACTIVE', async () => {
    const { active } = fake.seeded.clientUsers;
    expect((await client.clientUsers.deactivate({ name: active })).state).toBe('INACTIVE');
    expect((await client.clientUsers.deactivate({ name: active })).state).toBe('INACTIVE');
    expect(fake.state.clientUsers.get(active)?.state).toBe('INACTIVE');
  });

  it('any state → removed on delete', async () => {
    const { active, inactive, invited } = fake.seeded.clientUsers;
    for (const name of [active, inactive, invited]) {
      await expect(client.clientUsers.delete({ name })).resolves.toBeUndefined();
      await expect(client.clientUsers.get({ name })).rejects.toMatchObject({ status: 404, code: 'NOT_FOUND' });
    }
    expect(await client.clientUsers.list({ parent: fake.seeded.clients.acme }).toArray()).toEqual([]);
  });
});

describe('clientUsers', () => {
  it('lists the users of a client, page by page', async () => {
    const pages = [];
    for await (const page of client.clientUsers.list({ parent: fake.seeded.clients.acme, pageSize: 2 }).byPage()) pages.push(page.items.map((u) => u.name));
    const { active, inactive, invited } = fake.seeded.clientUsers;
    expect(pages).toEqual([[active, inactive], [invited]]);
  });

  it('refuses a second user with the same e-mail, and users of an unknown client', async () => {
    await expect(client.clientUsers.create({ parent: fake.seeded.clients.acme, body: { email: 'WILE@acme.example' } })).rejects.toMatchObject({
      status: 409,
      code: 'ALREADY_EXISTS',
    });
    await expect(client.clientUsers.create({ parent: `${fake.seeded.buyer}/clients/404`, body: { email: 'x@y.example' } })).rejects.toMatchObject({
      status: 404,
    });
    expect(fake.state.invitations).toEqual([]);
  });

  it('retries activate and deactivate, which are safe to repeat', async () => {
    fake.faults.status([503], { operation: 'clientUsers.deactivate', headers: { 'retry-after': '0' } });
    const user = await client.clientUsers.deactivate({ name: fake.seeded.clientUsers.active });
    expect(user.state).toBe('INACTIVE');
    expect(fake.requestCount('clientUsers.deactivate')).toBe(2);
  });
});
