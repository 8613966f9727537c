// Installed @org/webhooks: the fake from @org/webhooks/testing, one call through the client, one typed error.
import { createWebhooksClient, NotFoundError } from '@org/webhooks';
import { startWebhooksFake } from '@org/webhooks/testing';

await using fake = await startWebhooksFake();
const client = createWebhooksClient({ apiKey: fake.apiKey, baseUrl: fake.url });
const created = await client.subscriptions.create({ appId: fake.appId, body: { eventType: 'contact.creation', active: true } });
if (created.eventType !== 'contact.creation' || created.active !== true) throw new Error(`unexpected subscription ${JSON.stringify(created)}`);
const missing = await client.subscriptions.get({ appId: fake.appId, subscriptionId: 999_999 }).then(
  () => undefined,
  (error: unknown) => error,
);
if (!(missing instanceof NotFoundError)) throw new Error(`expected a NotFoundError, got ${String(missing)}`);
console.log(`subscriptions.create -> subscription ${created.id}; a missing one -> NotFoundError ${missing.code}`);
