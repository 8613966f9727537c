import { appLifecycleServiceInfo } from '@org/app-lifecycle';
import { fakeIds, startAppLifecycleFake, type AppLifecycleFake } from '@org/app-lifecycle/testing';
import { parseFakeOptions, positiveInteger } from './fake-options.js';
import type { FakeEntry } from './running-fake.js';

const options = {
  readsPerBuildStep: positiveInteger('reads of a build before it moves on a step (default here 1)', '3'),
  pageSize: positiveInteger('items per page of the paged lists (default 20)', '2'),
};

/** The app lifecycle fake; builds move on every read unless told otherwise. */
export const appLifecycleFake: FakeEntry<AppLifecycleFake> = {
  service: appLifecycleServiceInfo.name,
  options,
  async start({ options: given, ...listen } = {}) {
    const fake = await startAppLifecycleFake({ readsPerBuildStep: 1, ...listen, ...parseFakeOptions(appLifecycleServiceInfo.name, options, given) });
    return {
      service: appLifecycleServiceInfo.name,
      url: fake.url,
      settings: { apiKey: fake.apiKey, ownerName: fakeIds.owner, appName: fakeIds.appName, branch: fakeIds.configuredBranch },
      sample: { method: 'GET', path: `/v0.1/apps/${fakeIds.owner}/${fakeIds.appName}`, headers: { 'X-API-Key': fake.apiKey } },
      fake,
      close: () => fake.close(),
    };
  },
};
