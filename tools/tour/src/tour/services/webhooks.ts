import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { batchUpdateOutcomes, createWebhooksClient, type WebhooksClient } from '@org/webhooks';
import type { WebhooksFake } from '@org/webhooks/testing';
import { webhooksFake } from '../../fakes/webhooks.js';
import { defineTour } from '../service-tour.js';
import { check } from '../step.js';

/** Webhooks: a target URL, subscriptions, a delivery to a local receiver. */
export const webhooksTour = defineTour<WebhooksClient, WebhooksFake>({
  fake: webhooksFake,
  settingNames: ['apiKey', 'appId'],
  client: (target, common) => createWebhooksClient({ baseUrl: target.baseUrl, apiKey: target.settings.apiKey!, ...common }),
  steps: [
    {
      task: 'point webhooks at a local receiver and receive a delivery',
      fakeOnly: true,
      async run({ client, target }) {
        const received: unknown[] = [];
        const receiver = createServer((req, res) => {
          let text = '';
          req.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
          req.on('end', () => {
            received.push(...(JSON.parse(text) as unknown[]));
            res.writeHead(204).end();
          });
        });
        await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
        try {
          const appId = Number(target.settings.appId);
          const { port } = receiver.address() as AddressInfo;
          await client.settings.configure({ appId, body: { targetUrl: `http://127.0.0.1:${port}/hooks`, throttling: { maxConcurrentRequests: 5, period: 'SECONDLY' } } });
          await client.subscriptions.create({ appId, body: { eventType: 'contact.creation', active: true } });
          const delivery = await target.fake!.deliver({ eventType: 'contact.creation', objectId: 42 });
          check(delivery?.ok && received.length === 1, `expected one event at the receiver, got ${received.length}`);
          return { operations: ['settings.configure', 'subscriptions.create'], result: `receiver got ${received.length} event (status ${delivery.status})` };
        } finally {
          receiver.close();
        }
      },
    },
    {
      task: 'pause every deal subscription in one batch, item by item',
      async run({ client, target }) {
        const appId = Number(target.settings.appId);
        await client.subscriptions.create({ appId, body: { eventType: 'deal.creation', active: true } });
        await client.subscriptions.create({ appId, body: { eventType: 'deal.propertyChange', propertyName: 'amount', active: true } });
        const { results } = await client.subscriptions.list({ appId });
        const inputs = results.filter((s) => s.eventType.startsWith('deal.')).map((s) => ({ id: s.id, active: false }));
        const answer = await client.subscriptions.batchUpdate({ appId, body: { inputs } });
        const report = batchUpdateOutcomes(inputs, answer);
        check(report.updated.length === inputs.length, `${report.failed.length} failed, ${report.unconfirmed.length} unconfirmed`);
        return { operations: ['subscriptions.create', 'subscriptions.create', 'subscriptions.list', 'subscriptions.batchUpdate'], result: `${report.updated.length} of ${inputs.length} paused` };
      },
    },
  ],
});
