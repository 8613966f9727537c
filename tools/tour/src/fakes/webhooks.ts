import { webhooksServiceInfo } from '@org/webhooks';
import { startWebhooksFake, type WebhooksFake } from '@org/webhooks/testing';
import { defineFake } from './define-fake.js';
import { nonEmptyText } from './fake-options.js';
import type { FakeEntry } from './running-fake.js';

const options = { apiKey: nonEmptyText('the one API key accepted in X-API-Key', 'my-key') };

/** The webhooks fake, with its API key and first app. */
export const webhooksFake: FakeEntry<WebhooksFake> = defineFake({
  service: webhooksServiceInfo.name,
  options,
  start: startWebhooksFake,
  show: (fake) => ({
    settings: { apiKey: fake.apiKey, appId: String(fake.appId) },
    sample: { method: 'GET', path: `/webhooks/v3/${fake.appId}/subscriptions`, headers: { 'X-API-Key': fake.apiKey } },
  }),
});
