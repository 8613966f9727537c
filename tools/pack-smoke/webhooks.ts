// Installed @org/webhooks: the fake from @org/webhooks/testing, one call through the client.
import { createWebhooksClient } from '@org/webhooks';
import { startWebhooksFake } from '@org/webhooks/testing';

await using fake = await startWebhooksFake();
const client = createWebhooksClient({ apiKey: fake.apiKey, baseUrl: fake.url });
const created = await client.subscriptions.create({ appId: fake.appId, body: { eventType: 'contact.creation', active: true } });
if (created.eventType !== 'contact.creation' || created.active !== true) throw new Error(`unexpected subscription ${JSON.stringify(created)}`);
console.log(`subscriptions.create -> subscription ${created.id}`);
