import { startNotificationConfigFake, type NotificationConfigFake } from '@org/notification-config/testing';
import type { FakeEntry } from './running-fake.js';

/** The notification configuration fake, with its API key and Basic credentials. */
export const notificationConfigFake: FakeEntry<NotificationConfigFake> = {
  service: 'notification-config',
  async start(options = {}) {
    const fake = await startNotificationConfigFake(options);
    return {
      service: 'notification-config',
      url: fake.url,
      settings: { apiKey: fake.apiKey, username: fake.username, password: fake.password },
      fake,
      close: () => fake.close(),
    };
  },
};
