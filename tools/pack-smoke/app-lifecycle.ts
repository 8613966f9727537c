// Installed @org/app-lifecycle: the fake from @org/app-lifecycle/testing, one call through the client, one typed error.
import { createAppLifecycleClient, NotFoundError } from '@org/app-lifecycle';
import { startAppLifecycleFake } from '@org/app-lifecycle/testing';

await using fake = await startAppLifecycleFake();
const client = createAppLifecycleClient({ baseUrl: fake.url, apiKey: fake.apiKey, retry: false });
const build = await client.builds.create({ ownerName: fake.ids.owner, appName: fake.ids.appName, branch: fake.ids.configuredBranch });
const missing = await client.builds.create({ ownerName: fake.ids.owner, appName: 'no-such-app', branch: fake.ids.configuredBranch }).then(
  () => undefined,
  (error: unknown) => error,
);
if (!(missing instanceof NotFoundError)) throw new Error(`expected a NotFoundError, got ${String(missing)}`);
console.log(`builds.create on ${fake.ids.configuredBranch} -> build ${build.buildNumber}, ${build.status}; in a missing app -> NotFoundError`);
