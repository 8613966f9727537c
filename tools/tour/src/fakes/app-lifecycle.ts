import { fakeIds, startAppLifecycleFake, type AppLifecycleFake } from '@org/app-lifecycle/testing';
import type { FakeEntry } from './running-fake.js';

/** The app lifecycle fake; builds move on every read. */
export const appLifecycleFake: FakeEntry<AppLifecycleFake> = {
  service: 'app-lifecycle',
  async start(options = {}) {
    const fake = await startAppLifecycleFake({ ...options, readsPerBuildStep: 1 });
    return {
      service: 'app-lifecycle',
      url: fake.url,
      settings: { apiKey: fake.apiKey, ownerName: fakeIds.owner, appName: fakeIds.appName, branch: fakeIds.configuredBranch },
      fake,
      close: () => fake.close(),
    };
  },
};
