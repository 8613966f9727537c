import { buildLogText, createAppLifecycleClient, watchBuild, type AppLifecycleClient } from '@org/app-lifecycle';
import type { AppLifecycleFake } from '@org/app-lifecycle/testing';
import { appLifecycleFake } from '../../fakes/app-lifecycle.js';
import { defineTour, type ServiceTour } from '../service-tour.js';
import { check } from '../step.js';

/** App lifecycle: an app, a build followed to its end, its log. */
export const appLifecycleTour: ServiceTour<AppLifecycleClient, AppLifecycleFake> = defineTour<AppLifecycleClient, AppLifecycleFake>({
  fake: appLifecycleFake,
  settingNames: ['apiKey', 'ownerName', 'appName', 'branch'],
  client: (target, common) => createAppLifecycleClient({ baseUrl: target.baseUrl, apiKey: target.settings.apiKey!, ...common }),
  steps: [
    {
      task: 'create an app and an API token for it',
      async run({ client }) {
        const created = await client.apps.create({ body: { display_name: `Tour ${Date.now().toString(36)}`, os: 'Android', platform: 'Java' } });
        const token = await client.appTokens.create({ ownerName: created.owner.name, appName: created.name, body: { description: 'CI uploads', scope: ['all'] } });
        check(typeof token.api_token === 'string' && token.api_token.length > 0, 'no token secret');
        await client.apps.delete({ ownerName: created.owner.name, appName: created.name });
        return { operations: ['apps.create', 'appTokens.create', 'apps.delete'], result: `${created.owner.name}/${created.name} with a token (secret not shown), then removed` };
      },
    },
    {
      task: 'start a build, follow it to the end and read its log',
      async run({ client, target }) {
        const app = { ownerName: target.settings.ownerName!, appName: target.settings.appName! };
        const started = await client.builds.create({ ...app, branch: target.settings.branch! });
        const statuses: string[] = [];
        const build = await watchBuild(client, { ...app, buildId: started.id }, { intervalMs: 10, maxIntervalMs: 50, onProgress: (b) => statuses.push(String(b.status)) });
        const log = buildLogText(await client.builds.getLog({ ...app, buildId: build.id }));
        check(build.status === 'completed', `build is ${build.status}`);
        return {
          operations: ['builds.create', ...statuses.map(() => 'builds.get'), 'builds.getLog'],
          result: `build ${build.id} ${build.result} (${[...new Set(statuses)].join(' → ')}), log of ${log.split('\n').length} lines`,
        };
      },
    },
  ],
});
