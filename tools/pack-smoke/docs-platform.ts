// Installed @org/docs-platform: the fake from @org/docs-platform/testing, calls through the client, one typed error.
import { createDocsPlatformClient, NotFoundError } from '@org/docs-platform';
import { startDocsPlatformFake } from '@org/docs-platform/testing';

await using fake = await startDocsPlatformFake();
const client = createDocsPlatformClient({ apiKey: fake.apiKey, baseUrl: fake.url, docsVersion: fake.mainVersion });
const guides = await client.categories.get({ slug: 'guides' });
await client.docs.create({ body: { title: 'Webhooks', category: guides._id! } });
if (fake.doc(fake.mainVersion, 'webhooks') === undefined) throw new Error('the created doc is not in the fake');
const missing = await client.categories.get({ slug: 'no-such-category' }).then(
  () => undefined,
  (error: unknown) => error,
);
if (!(missing instanceof NotFoundError)) throw new Error(`expected a NotFoundError, got ${String(missing)}`);
console.log(`categories.get guides, docs.create -> doc "webhooks" in version ${fake.mainVersion}; a missing category -> NotFoundError ${missing.code}`);
