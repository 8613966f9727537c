// Installed @org/checkout-utility: the fake from @org/checkout-utility/testing, one call through the client, one typed error.
import { AuthenticationError, createCheckoutUtilityClient } from '@org/checkout-utility';
import { startCheckoutUtilityFake } from '@org/checkout-utility/testing';

await using fake = await startCheckoutUtilityFake();
const client = createCheckoutUtilityClient({ apiKey: fake.apiKey, baseUrl: fake.url });
const domain = 'https://www.example.com';
const { originKeys } = await client.originKeys.create({ body: { originDomains: [domain] } });
if (originKeys?.[domain] !== fake.originKeyFor(domain)) throw new Error(`unexpected origin keys ${JSON.stringify(originKeys)}`);
const refused = await createCheckoutUtilityClient({ apiKey: 'not-a-key', baseUrl: fake.url })
  .originKeys.create({ body: { originDomains: [domain] } })
  .then(
    () => undefined,
    (error: unknown) => error,
  );
if (!(refused instanceof AuthenticationError)) throw new Error(`expected an AuthenticationError, got ${String(refused)}`);
console.log(`originKeys.create -> a key for ${domain}; with a wrong key -> AuthenticationError ${refused.status}`);
