/** The README's tasks, run against the fake as written there (with the page replaced by plain values). */
import { expect, it } from 'vitest';
import { shareFake, testClientOptions } from '../test/support.js';
import { ApiCode } from './api-codes.js';
import { createAddressLookupClient } from './client.js';
import { isAddressLookupError, postcodeSuggestions } from './errors.js';
import type { UkAddress } from './models/uk-address.js';
import { orNull } from './not-found.js';

const fake = await shareFake();

it('autocomplete an address in a form', async () => {
  const client = createAddressLookupClient(testClientOptions(fake, { rateLimit: true }));
  const { hits } = await client.autocomplete.find({ query: '3 piccadilly', context: 'GBR', limit: 5 });
  const form = { line_1: '', line_2: '', post_town: '', postcode: '' };
  const address = await client.autocomplete.resolveGbr({ address: hits[0]!.id, tags: ['checkout'] });
  Object.assign(form, { line_1: address.line_1, line_2: address.line_2, post_town: address.post_town, postcode: address.postcode });
  expect(form).toEqual({ line_1: 'Rainy City Books', line_2: '3 Piccadilly Gardens', post_town: 'Manchester', postcode: 'M1 1AE' });
});

it("validate a checkout form's e-mail and phone number", async () => {
  const client = createAddressLookupClient(testClientOptions(fake));
  const form = { email: 'temp@mailinator.com', phone: '+44 (0)20 7946 0999' };
  const errors: string[] = [];
  const [email, phone] = await Promise.all([client.emails.validate({ query: form.email }), client.phoneNumbers.validate({ query: form.phone })]);
  if (email.result === 'not_deliverable') errors.push('email: cannot receive mail');
  if (email.disposable) errors.push('email: disposable');
  if (!phone.valid) errors.push('phone: invalid');
  expect(errors).toEqual(['email: disposable', 'phone: invalid']);
  const fixed = await client.phoneNumbers.validate({ query: '+44 20 7946 0999' });
  expect(fixed.international_format).toBe('+442079460999');
});

it('clean a list of addresses', async () => {
  const client = createAddressLookupClient(testClientOptions(fake));
  const rows = ['2 broad street oxford OX1 3BG', '12 heol y frenhines caerdydd cf101ep', 'broad street', 'somewhere over the rainbow'];
  const cleaned: Array<UkAddress | { unmatched: string; confidence: number }> = [];
  for (const line of rows) {
    const result = await client.addresses.cleanse({ body: { query: line }, tags: ['import'] });
    cleaned.push(result.match && result.confidence >= 0.8 ? result.match : { unmatched: line, confidence: result.confidence });
  }
  expect(cleaned.map((row) => ('line_1' in row ? row.udprn : row.unmatched))).toEqual([16600501, 44100201, 'broad street', 'somewhere over the rainbow']);
});

it("export the last week's lookup logs", async () => {
  const client = createAddressLookupClient(testClientOptions(fake));
  await client.postcodes.lookup({ postcode: 'OX1 3BG', tags: ['web'] });
  await client.udprn.get({ udprn: 23747771 });
  const week = { start: Date.now() - 7 * 24 * 60 * 60 * 1000, end: Date.now() };
  const entries = await client.keys.lookups(week);
  const csv = await client.keys.lookups(week, { raw: true });
  expect(entries.map((entry) => [entry.kind, entry.tags])).toEqual([['Postcode Lookup', ['web']], ['UDPRN Lookup', []]]);
  expect(csv.trim().split('\n')).toHaveLength(2);
  const streamed = [];
  for await (const entry of client.keys.streamLookups({ start: Date.now() - 200 * 24 * 60 * 60 * 1000 }, { windowDays: 30 })) streamed.push(entry);
  expect(streamed).toEqual(entries);
});

it('pagination and errors', async () => {
  const client = createAddressLookupClient(testClientOptions(fake));
  const oxford = [];
  for await (const address of client.addresses.extract({ query: 'street', postTown: 'Oxford' }, { maxItems: 50 })) oxford.push(address.line_1);
  expect(oxford).toHaveLength(3);
  const { items, body } = await client.addresses.extract({ query: 'goswell road', limit: 20 }).firstPage();
  expect(`${items.length} of ${body.total}`).toBe('6 of 6');

  let offered: readonly string[] | undefined;
  try {
    await client.postcodes.lookup({ postcode: 'M1 1AF' });
  } catch (error) {
    if (isAddressLookupError(error) && error.apiCode === ApiCode.PostcodeNotFound) offered = postcodeSuggestions(error);
    else throw error;
  }
  expect(offered).toContain('M1 1AE');
  expect(await orNull(client.udprn.get({ udprn: 99999999 }))).toBeNull();
});

it('testing with the fake', async () => {
  const client = createAddressLookupClient({ baseUrl: fake.url, apiKey: fake.account.apiKey, userToken: fake.account.userToken, logLevel: 'silent', retry: { baseDelayMs: 5 } });
  expect(await client.postcodes.lookup({ postcode: fake.testValues.postcodes.success })).toHaveLength(2);
  const depleted = await client.udprn.get({ udprn: fake.testValues.records.balanceDepleted }).catch((error: unknown) => error);
  expect(isAddressLookupError(depleted) && [depleted.status, depleted.apiCode]).toEqual([402, 4020]);
  fake.state.keys.update(fake.account.apiKey, { lookupsRemaining: 0 });
  expect((await client.keys.availability()).available).toBe(false);
  fake.faults.status([503], { operation: 'postcodes.lookup' });
  expect((await client.postcodes.lookup({ postcode: fake.testValues.postcodes.success }).withResponse()).response.attempts).toBe(2);
});
