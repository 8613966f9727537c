import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { batchUpdateOutcomes, createWebhooksClient, isSignatureError, readWebhookEvents, type WebhookEvent, type WebhooksClient } from '@org/webhooks';
import type { WebhooksFake } from '@org/webhooks/testing';
import { webhooksFake } from '../../fakes/webhooks.js';
import { defineTour } from '../service-tour.js';
import { check } from '../step.js';

/** Webhooks: a target URL, subscriptions, signed deliveries to a local receiver that verifies them. */
export const webhooksTour = defineTour<WebhooksClient, WebhooksFake>({
  fake: webhooksFake,
  settingNames: ['apiKey', 'appId'],
  client: (target, common) => createWebhooksClient({ baseUrl: target.baseUrl, apiKey: target.settings.apiKey!, ...common }),
  steps: [
    {
      task: 'point webhooks at a local receiver that verifies each delivery: a forged one refused, the genuine one read',
      fakeOnly: true,
      async run({ client, target }) {
        const fake = target.fake!;
        const received: WebhookEvent[] = [];
        const refused: string[] = [];
        const receiver = createServer((req, res) => {
          readWebhookEvents(req, { clientSecret: fake.clientSecret }).then(
            (events) => {
              received.push(...events);
              res.writeHead(204).end();
            },
            (error: unknown) => {
              refused.push(isSignatureError(error) ? error.reason : String(error));
              res.writeHead(401, { connection: 'close' }).end();
            },
          );
        });
        await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
        try {
          const appId = Number(target.settings.appId);
          const { port } = receiver.address() as AddressInfo;
          await client.settings.configure({ appId, body: { targetUrl: `http://127.0.0.1:${port}/hooks`, throttling: { maxConcurrentRequests: 5, period: 'SECONDLY' } } });
          await client.subscriptions.create({ appId, body: { eventType: 'contact.creation', active: true } });
          const [emitted] = fake.emit({ appId, eventType: 'contact.creation', objectId: 42 });
          // Signed with another secret: the receiver must refuse it.
          const [forged] = await fake.outbox.flush({ signature: 'bad' });
          check(forged?.status === 401 && refused[0] === 'mismatch', `expected the forged delivery refused as a mismatch, got ${forged?.status} ${refused.join(', ')}`);
          // The same events sent again, signed as the service signs them.
          fake.outbox.duplicate(fake.outbox.list()[0]!.id);
          const [genuine] = await fake.outbox.flush();
          const event = received[0];
          check(genuine?.status === 204 && received.length === 1, `expected one verified event at the receiver, got ${received.length}`);
          check(
            event?.eventId === emitted?.eventId && event?.subscriptionType === 'contact.creation' && event.objectId === 42 && event.attemptNumber === 1,
            `the receiver read ${JSON.stringify(event)}`,
          );
          return { operations: ['settings.configure', 'subscriptions.create'], result: `forged delivery refused (${refused[0]}), event ${event.eventId} verified and read` };
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
