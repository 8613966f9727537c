// Installed @org/notification-config: the fake from @org/notification-config/testing, one call through the client.
import { createNotificationConfigClient } from '@org/notification-config';
import { startNotificationConfigFake } from '@org/notification-config/testing';

await using fake = await startNotificationConfigFake();
const client = createNotificationConfigClient({ apiKey: fake.apiKey, baseUrl: fake.url });
const { configurationDetails } = await client.configurations.create({
  body: {
    configurationDetails: {
      active: true,
      notifyURL: 'https://hooks.example.com/platform',
      eventConfigs: [{ eventType: 'ACCOUNT_CREATED', includeMode: 'INCLUDE' }],
    },
  },
});
const id = configurationDetails.notificationId;
if (id === undefined || !fake.configurations.has(id)) throw new Error(`unexpected configuration ${JSON.stringify(configurationDetails)}`);
console.log(`configurations.create -> id ${id} (64-bit, exact)`);
