/**
 * Seeded diagnostics of the test app: crashes of two versions that wait for native (Breakpad) symbols never
 * uploaded, in two missing symbol groups, and the repository it builds from.
 */
import { fakeIds } from './constants.js';
import { dice } from './random.js';
import type { StoredMissingSymbolGroup, StoredRepoConfig } from './records.js';
import type { Seed } from './seed.js';
import { DAY_MS, iso } from './time.js';

/** The missing symbol groups of the seeded app, most crashes first. */
export function seedMissingSymbolGroups(seed: Seed): StoredMissingSymbolGroup[] {
  const d = dice(0x5e3b01);
  const app = seed.apps.find((a) => a.name === fakeIds.appName)!;
  const sync = { symbol_id: d.uuid(), name: 'libnative-sync.so', platform: 'android', status: 'missing' as const };
  const crypto = { symbol_id: d.uuid(), name: 'libcrypto.so', platform: 'android', status: 'missing' as const };
  const oldSync = { symbol_id: d.uuid(), name: 'libnative-sync.so', platform: 'android', status: 'missing' as const };
  const group = (version: string, build: string, symbols: StoredMissingSymbolGroup['group']['missing_symbols'], crashes: number, ago: number) => ({
    appId: app.id,
    group: {
      symbol_group_id: d.uuid(),
      app_id: app.id,
      app_ver: version,
      app_build: build,
      last_modified: iso(seed.now - ago * DAY_MS),
      missing_symbols: symbols,
      status: 'active' as const,
      crash_count: crashes,
      error_count: 0,
    },
  });
  return [group('2.0.0', '200', [sync, crypto], 7, 1), group('1.1.0', '110', [oldSync], 3, 9)];
}

/** The active repository configuration of the seeded app. */
export function seedRepoConfigs(seed: Seed): StoredRepoConfig[] {
  const app = seed.apps.find((a) => a.name === fakeIds.appName)!;
  return [
    {
      appId: app.id,
      config: {
        id: 'repo-config-1',
        type: 'github',
        state: 'active',
        repo_url: `https://github.com/${app.owner.name}/${app.name}.git`,
        user_email: seed.user.email,
      },
    },
  ];
}
