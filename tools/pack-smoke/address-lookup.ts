// Installed @org/address-lookup: the fake from @org/address-lookup/testing, one call through the client, one typed error.
import { ApiCode, createAddressLookupClient, isAddressLookupError } from '@org/address-lookup';
import { startAddressLookupFake } from '@org/address-lookup/testing';

await using fake = await startAddressLookupFake();
const client = createAddressLookupClient({ baseUrl: fake.url, apiKey: fake.account.apiKey, userToken: fake.account.userToken });
const postcode = fake.testValues.postcodes.success;
const addresses = await client.postcodes.lookup({ postcode });
if (addresses.length === 0) throw new Error(`no addresses for ${postcode}`);
const unknown = await client.postcodes.lookup({ postcode: 'SW1A 2AO' }).then(
  () => undefined,
  (error: unknown) => error,
);
if (!isAddressLookupError(unknown) || unknown.apiCode !== ApiCode.PostcodeNotFound) throw new Error(`expected postcode not found, got ${String(unknown)}`);
console.log(`postcodes.lookup ${postcode} -> ${addresses.length} addresses, first in ${addresses[0]?.post_town}; an unknown postcode -> ${unknown.name} ${unknown.apiCode}`);
