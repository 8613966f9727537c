import { expect, it } from 'vitest';
import { shareFake, testClient } from '../../test/support.js';
import { isAddressLookupError } from '../errors.js';
import { Licensee } from '../models/licensee.js';
import { unknownFields } from '@org/http-core';

const fake = await shareFake();

const client = () => testClient(fake, { apiKey: fake.account.subLicensedKey, licensee: fake.account.licenseeKey });

it('lists licensees page by page, continuing after the last id while more follow', async () => {
  const pages = [];
  for await (const page of client().licensees.list({ limit: 2 }).byPage()) pages.push(page);
  expect(pages.map((page) => page.items.map((licensee) => licensee.id))).toEqual([['1', '2'], ['3', '4'], ['5']]);
  expect(pages.map((page) => page.body.hasMore)).toEqual([true, true, false]);
  expect(fake.requests.map((request) => request.query.get('starting_after'))).toEqual([null, '2', '4']);
  const named = await client().licensees.list({ query: 'quay' }).toArray();
  expect(named.map((licensee) => licensee.name)).toEqual(['Quayside Insurance']);
});

it('continues after an id given as a number or as digits, and refuses another id or page size before sending', async () => {
  for (const startingAfter of [3, '3']) {
    const page = await client().licensees.list({ startingAfter }).firstPage();
    expect(page.items.map((licensee) => licensee.id)).toEqual(['4', '5']);
  }
  for (const input of [{ startingAfter: 'x3' }, { startingAfter: '' }, { startingAfter: 2.5 }, { limit: 0 }, { limit: 101 }, { limit: 1.5 }]) {
    const error = await client().licensees.list(input).firstPage().catch((caught: unknown) => caught);
    expect(error, JSON.stringify(input)).toMatchObject({ kind: 'validation' });
  }
  expect(fake.requests).toHaveLength(2);
});

it('creates, reads, updates and cancels a licensee', async () => {
  const created = await client().licensees.create({ body: { name: 'Seaview Estates', postcode: 'LS1 6AA', daily: { limit: 50 } } });
  expect(created).toMatchObject({ id: '6', key: 'sk_fake000006', name: 'Seaview Estates', daily: { count: 0, limit: 50 } });
  expect(await client().licensees.get({ licensee: created.key })).toEqual(created);
  const updated = await client().licensees.update({ licensee: created.key, body: { address: '2 Marine Parade' } });
  expect(updated).toMatchObject({ name: 'Seaview Estates', address: '2 Marine Parade' });
  expect(await client().licensees.cancel({ licensee: created.key })).toEqual({ deleted: 1 });
  const gone = await client().licensees.get({ licensee: created.key }).catch((error: unknown) => error);
  expect(isAddressLookupError(gone) && [gone.status, gone.apiCode]).toEqual([404, 4045]);
});

it('keeps fields it does not know through a read-modify-write', async () => {
  // A field the package does not know is sent from an object of the caller's own type.
  const withAccountRef = { name: 'Dock Stores', accountRef: 'ACC-77' };
  const created = await client().licensees.create({ body: withAccountRef });
  const read = await client().licensees.get({ licensee: created.key });
  expect(unknownFields(Licensee, read)).toEqual({ accountRef: 'ACC-77' });
  await client().licensees.update({ licensee: read.key, body: { ...read, name: 'Dock Stores Ltd' } });
  expect(fake.requests.at(-1)!.json).toMatchObject({ accountRef: 'ACC-77', name: 'Dock Stores Ltd' });
  expect(await client().licensees.get({ licensee: read.key })).toMatchObject({ name: 'Dock Stores Ltd', accountRef: 'ACC-77' });
});
