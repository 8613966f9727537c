import { createNotificationConfigClient, type NotificationConfigClient } from '@org/notification-config';
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
