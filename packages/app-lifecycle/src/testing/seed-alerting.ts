/**
 * The alerting seed: the seeded app's alert webhooks (one for new crash groups, enabled; one for new releases,
 * disabled) and the seeded user's e-mail settings for it (every new crash group, one e-mail each). The operations
 * only read them; tests arrange others through `fake.state.alertWebhooks` and `fake.state.emailSettings`.
 */
import { fakeIds } from './constants.js';
import type { StoredAlertWebhook, StoredEmailSettings } from './records.js';
import type { Seed } from './seed.js';

/** The seeded app's alert webhooks. */
export function seedAlertWebhooks(seed: Seed): StoredAlertWebhook[] {
  const app = seed.apps.find((a) => a.name === fakeIds.appName)!;
  return [
    {
      appId: app.id,
      webhook: { id: 'a1e27000-0000-4000-8000-000000000001', name: 'Crash alerts', url: 'https://hooks.example.com/crashes', enabled: true, event_types: ['newCrashGroupCreated'] },
    },
    {
      appId: app.id,
      webhook: { id: 'a1e27000-0000-4000-8000-000000000002', name: 'Release notes', url: 'https://hooks.example.com/releases', enabled: false, event_types: ['newAppReleased'] },
    },
  ];
}

/** The seeded user's alert e-mail settings for the seeded app. */
export function seedEmailSettings(seed: Seed): StoredEmailSettings[] {
  const app = seed.apps.find((a) => a.name === fakeIds.appName)!;
  return [{ user: seed.user.name, appId: app.id, enabled: true, settings: [{ event_type: 'crash_newCrashGroupCreated', value: 'Individual' }] }];
}
