// Installed @org/notification-config: the fake from @org/notification-config/testing, one call through the client, one typed error.
import { ApiError, createNotificationConfigClient } from '@org/notification-config';
import { INT64_FIRST_ID, startNotificationConfigFake } from '@org/notification-config/testing';

// Ids past 2^53 (the fake's stress option): the installed client must keep every digit.
await using fake = await startNotificationConfigFake({ firstId: INT64_FIRST_ID });
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
if (id !== '9007199254740993' || !fake.configurations.has(id)) throw new Error(`unexpected configuration ${JSON.stringify(configurationDetails)}`);
const missing = await client.configurations.get({ body: { notificationId: '12345' } }).then(
  () => undefined,
  (error: unknown) => error,
);
if (!(missing instanceof ApiError) || missing.status !== 422) throw new Error(`expected an ApiError 422, got ${String(missing)}`);
console.log(`configurations.create -> id ${id} (64-bit, exact); a missing one -> ApiError ${missing.status}`);
