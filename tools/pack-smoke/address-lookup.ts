// Installed @org/address-lookup: the fake from @org/address-lookup/testing, one call through the client.
import { createAddressLookupClient } from '@org/address-lookup';
import { startAddressLookupFake } from '@org/address-lookup/testing';

await using fake = await startAddressLookupFake();
const client = createAddressLookupClient({ baseUrl: fake.url, apiKey: fake.account.apiKey, userToken: fake.account.userToken });
const postcode = fake.testValues.postcodes.success;
const addresses = await client.postcodes.lookup({ postcode });
if (addresses.length === 0) throw new Error(`no addresses for ${postcode}`);
console.log(`postcodes.lookup ${postcode} -> ${addresses.length} addresses, first in ${addresses[0]?.post_town}`);
