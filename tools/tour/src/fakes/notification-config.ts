import { notificationConfigServiceInfo } from '@org/notification-config';
import { INT64_FIRST_ID, startNotificationConfigFake, type NotificationConfigFake } from '@org/notification-config/testing';
import { defineFake } from './define-fake.js';
import type { FakeEntry, FakeOption } from './running-fake.js';

const options: Record<string, FakeOption> = {
  firstId: {
    description: 'first configuration id: a number, or int64 for 2^53 + 1 (ids a double cannot hold; default 30001)',
    example: 'int64',
    parse(value) {
      if (value === 'int64') return INT64_FIRST_ID;
      if (!/^[1-9]\d{0,18}$/.test(value) || BigInt(value) > 2n ** 63n - 1n) throw new Error(`expected int64 or a 64-bit id, got '${value}'`);
      return BigInt(value);
    },
  },
};

/** The notification configuration fake, with its API key and Basic credentials. */
export const notificationConfigFake: FakeEntry<NotificationConfigFake> = defineFake({
  service: notificationConfigServiceInfo.name,
  options,
  start: startNotificationConfigFake,
  show: (fake) => ({
    settings: { apiKey: fake.apiKey, username: fake.username, password: fake.password },
    sample: { method: 'POST', path: '/getNotificationConfigurationList', headers: { 'X-API-Key': fake.apiKey, 'Content-Type': 'application/json' }, body: '{}' },
  }),
});
