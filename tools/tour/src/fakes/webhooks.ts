import { startWebhooksFake, type WebhooksFake } from '@org/webhooks/testing';
import type { FakeEntry } from './running-fake.js';

/** The webhooks fake, with its API key and first app. */
export const webhooksFake: FakeEntry<WebhooksFake> = {
  service: 'webhooks',
  async start(options = {}) {
    const fake = await startWebhooksFake(options);
    return { service: 'webhooks', url: fake.url, settings: { apiKey: fake.apiKey, appId: String(fake.appId) }, fake, close: () => fake.close() };
  },
};
