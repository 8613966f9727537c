// Installed @org/app-lifecycle: the fake from @org/app-lifecycle/testing, one call through the client.
import { createAppLifecycleClient } from '@org/app-lifecycle';
import { startAppLifecycleFake } from '@org/app-lifecycle/testing';

await using fake = await startAppLifecycleFake();
const client = createAppLifecycleClient({ baseUrl: fake.url, apiKey: fake.apiKey, retry: false });
const build = await client.builds.create({ ownerName: fake.ids.owner, appName: fake.ids.appName, branch: fake.ids.configuredBranch });
console.log(`builds.create on ${fake.ids.configuredBranch} -> build ${build.buildNumber}, ${build.status}`);
