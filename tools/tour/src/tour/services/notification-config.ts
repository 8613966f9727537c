import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  createNotificationConfigClient,
  isSignatureError,
  readNotification,
  type NotificationConfigClient,
  type PlatformNotification,
} from '@org/notification-config';
import { startNotificationReceiver, type NotificationConfigFake } from '@org/notification-config/testing';
import { notificationConfigFake } from '../../fakes/notification-config.js';
import { defineTour } from '../service-tour.js';
import { check } from '../step.js';

/** Notification configurations: subscribe an endpoint, then test it. */
export const notificationConfigTour = defineTour<NotificationConfigClient, NotificationConfigFake>({
  fake: notificationConfigFake,
  settingNames: ['apiKey'],
  client: (target, common) => createNotificationConfigClient({ baseUrl: target.baseUrl, apiKey: target.settings.apiKey!, ...common }),
  steps: [
    {
      task: 'create a notification configuration and test it against a local endpoint',
      fakeOnly: true,
      async run({ client }) {
        await using receiver = await startNotificationReceiver();
        const { configurationDetails } = await client.configurations.create({
          body: { configurationDetails: { active: true, notifyURL: receiver.url, eventConfigs: [{ eventType: 'ACCOUNT_CREATED', includeMode: 'INCLUDE' }] } },
        });
        const id = configurationDetails.notificationId!;
        const result = await client.configurations.test({ body: { notificationId: id } });
        check((result.errorMessages ?? []).length === 0, `test reported ${result.errorMessages?.join('; ')}`);
        check(receiver.received.length === 1, `the endpoint received ${receiver.received.length} notifications`);
        return { operations: ['configurations.create', 'configurations.test'], result: `id ${id}; endpoint got ${receiver.received.length} sample, ok: ${result.okMessages?.length ?? 0}` };
      },
    },
    {
      task: 'receive signed platform notifications: verify each one and read it typed, refuse a forged one',
      fakeOnly: true,
      async run({ client, target }) {
        const hmacKey = '7d1c5e0a9b3f4e2d8c6a1b0f9e8d7c6b5a4f3e2d1c0b9a8f7e6d5c4b3a2f1e0d';
        const read: PlatformNotification[] = [];
        const refused: string[] = [];
        const endpoint = createServer((req, res) => {
          readNotification(req, { hmacKey, basicAuth: { username: 'hooks', password: 'tour-receiver-pass' } }).then(
            (notification) => {
              read.push(notification);
              res.writeHead(200, { 'content-type': 'text/plain' }).end('[accepted]');
            },
            (error: unknown) => {
              refused.push(isSignatureError(error) ? error.reason : String(error));
              res.writeHead(401).end();
            },
          );
        });
        await new Promise<void>((resolve) => endpoint.listen(0, '127.0.0.1', resolve));
        try {
          const notifyURL = `http://127.0.0.1:${(endpoint.address() as AddressInfo).port}/notifications`;
          await client.configurations.create({
            body: {
              configurationDetails: {
                active: true,
                notifyURL,
                notifyUsername: 'hooks',
                notifyPassword: 'tour-receiver-pass',
                hmacSignatureKey: hmacKey,
                eventConfigs: [{ eventType: 'ACCOUNT_HOLDER_VERIFICATION', includeMode: 'INCLUDE' }],
              },
            },
          });
          const fake = target.fake!;
          fake.emit('ACCOUNT_HOLDER_VERIFICATION', { content: { accountHolderCode: 'tour-holder' } });
          fake.emit('ACCOUNT_HOLDER_VERIFICATION', { content: { accountHolderCode: 'forged' } }, { signature: 'bad' });
          await fake.outbox.flush();
          const [first] = read;
          check(read.length === 1 && first!.known && first!.eventType === 'ACCOUNT_HOLDER_VERIFICATION', `the endpoint read ${read.length} notifications`);
          check(first!.content?.accountHolderCode === 'tour-holder', `the notification is about ${String(first!.content?.accountHolderCode)}`);
          check(refused.length === 1 && refused[0] === 'mismatch', `the forged one was refused for: ${refused.join(', ') || 'nothing'}`);
          return {
            operations: ['configurations.create'],
            result: `verified ${first!.eventType} for ${first!.content?.accountHolderCode}; forged one refused (${refused[0]})`,
          };
        } finally {
          await new Promise<void>((resolve) => endpoint.close(() => resolve()));
        }
      },
    },
    {
      task: 'list configurations and clean up the inactive ones, item by item',
      async run({ client }) {
        await client.configurations.create({
          body: { configurationDetails: { active: false, notifyURL: 'https://hooks.example.com/old', eventConfigs: [{ eventType: 'ACCOUNT_HOLDER_PAYOUT', includeMode: 'INCLUDE' }] } },
        });
        const { configurations = [] } = await client.configurations.list();
        const stale = configurations.filter((c) => c.active === false).map((c) => c.notificationId!);
        check(stale.length > 0, 'no inactive configuration found');
        const answer = await client.configurations.delete({ body: { notificationIds: stale } });
        check((answer.invalidFields ?? []).length === 0, 'some ids were not deleted');
        return { operations: ['configurations.create', 'configurations.list', 'configurations.delete'], result: `${stale.length} inactive deleted of ${configurations.length}` };
      },
    },
  ],
});
