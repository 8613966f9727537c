import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import {
  buildLogText,
  createAppLifecycleClient,
  isSignatureError,
  readAlert,
  releaseUpdate,
  unknownEnumValue,
  uploadRelease,
  watchBuild,
  type Alert,
  type AppLifecycleClient,
} from '@org/app-lifecycle';
import { childKey, type AppLifecycleFake } from '@org/app-lifecycle/testing';
import { appLifecycleFake } from '../../fakes/app-lifecycle.js';
import { defineTour, type ServiceTour } from '../service-tour.js';
import { check } from '../step.js';

/**
 * App lifecycle: an app, a build followed to its end, its log; a release uploaded and distributed to a tester
 * group; an over-the-air update shipped and checked from a device; a member invited to the organisation and given
 * its app through a team; an alert of a finished build received with its URL token checked. Uploads go to the file service's origin, which
 * `externalOrigins` (comma-separated) allows.
 */
export const appLifecycleTour: ServiceTour<AppLifecycleClient, AppLifecycleFake> = defineTour<AppLifecycleClient, AppLifecycleFake>({
  fake: appLifecycleFake,
  settingNames: ['apiKey', 'ownerName', 'appName', 'branch', 'groupName', 'deploymentName', 'externalOrigins'],
  client: (target, common) =>
    createAppLifecycleClient({
      baseUrl: target.baseUrl,
      apiKey: target.settings.apiKey!,
      externalOrigins: target.settings.externalOrigins!.split(',').filter((origin) => origin !== ''),
      ...common,
    }),
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
    {
      task: 'distribute a release to a tester group',
      async run({ client, target }) {
        const app = { ownerName: target.settings.ownerName!, appName: target.settings.appName! };
        const file = new File([`tour package ${Date.now().toString(36)}`], 'tour.apk');
        let chunks = 0;
        const release = await uploadRelease(client, app, file, { intervalMs: 10, maxIntervalMs: 50, onProgress: () => chunks++ });
        await client.releases.update({ ...app, releaseId: release.id, body: { destinations: [{ name: target.settings.groupName! }], release_notes: 'From the tour' } });
        const testable = await client.releases.listAvailableToTester(app);
        check(testable.some((r) => r.id === release.id), `release ${release.id} is not offered to the group's testers`);
        return {
          operations: ['releaseUploads.create', 'releaseUploads.updateStatus', 'releaseUploads.getStatus', 'releases.get', 'releases.update', 'releases.listAvailableToTester'],
          result: `release ${release.id} (${release.short_version}) sent in ${chunks} chunk(s) to the file service, offered to ${target.settings.groupName}`,
        };
      },
    },
    {
      task: 'ship an over-the-air update and check it from a device',
      async run({ client, target }) {
        const deployment = { ownerName: target.settings.ownerName!, appName: target.settings.appName!, deploymentName: target.settings.deploymentName! };
        const bundle = new File([`tour bundle ${Date.now().toString(36)}`], 'bundle.zip');
        const made = await releaseUpdate(client, deployment, bundle, { target_binary_version: '2.0.x', description: 'From the tour' });
        const { key } = await client.deployments.get(deployment);
        const { update_info: update } = await client.acquisition.checkForUpdate({ deploymentKey: key!, appVersion: '2.0.1', clientUniqueId: 'tour-device' });
        check(update.is_available === true && update.label === made.label, `a device on 2.0.1 is offered ${update.label ?? 'nothing'}, not ${made.label}`);
        return {
          operations: ['deploymentReleases.createUpload', 'deploymentReleases.create', 'deployments.get', 'acquisition.checkForUpdate'],
          result: `${made.label} released to ${deployment.deploymentName}; a device on 2.0.1 is offered ${update.label}`,
        };
      },
    },
    {
      task: 'invite a member and give them access',
      fakeOnly: true,
      async run({ client, target, common }) {
        const fake = target.fake!;
        const org = { orgName: fake.ids.org };
        const app = { ownerName: fake.ids.org, appName: fake.ids.orgAppName };
        const member = createAppLifecycleClient({ baseUrl: target.baseUrl, apiKey: fake.ids.memberKey, ...common });
        const { email } = await member.user.get();
        await client.orgInvitations.create({ ...org, body: { user_email: email, role: 'member' } });
        const token = fake.state.people.invitationTokenFor(email, org.orgName);
        check(token !== undefined, `no invitation e-mail went to ${email}`);
        await member.orgInvitations.accept({ invitationToken: token });
        const team = await client.teams.create({ ...org, body: { display_name: `Tour ${Date.now().toString(36)}` } });
        await client.teams.addUser({ ...org, teamName: team.name, body: { user_email: email } });
        await client.teams.addApp({ ...org, teamName: team.name, body: { name: app.appName } });
        const reached = await member.apps.get(app);
        check(reached.name === app.appName, `the member reads ${reached.name}, not ${app.appName}`);
        return {
          operations: ['user.get', 'orgInvitations.create', 'orgInvitations.accept', 'teams.create', 'teams.addUser', 'teams.addApp', 'apps.get'],
          result: `${email} joined ${org.orgName} by the e-mailed token and reads ${app.ownerName}/${app.appName} through team ${team.name}`,
        };
      },
    },
    {
      task: 'receive the alert of a finished build, its URL token checked, a forged one refused',
      fakeOnly: true,
      async run({ client, target }) {
        const fake = target.fake!;
        const app = { ownerName: target.settings.ownerName!, appName: target.settings.appName! };
        const urlToken = randomBytes(24).toString('base64url');
        const alerts: Alert[] = [];
        const refused: string[] = [];
        const receiver = createServer((req, res) => {
          readAlert(req, { urlToken }).then(
            (alert) => {
              alerts.push(alert);
              res.writeHead(204).end();
            },
            (error: unknown) => {
              refused.push(isSignatureError(error) ? error.reason : 'other');
              res.writeHead(401).end();
            },
          );
        });
        await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
        try {
          const base = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/alerts`;
          const appId = fake.state.findApp(app.ownerName, app.appName)!.id;
          const webhook = { id: 'tour-alerts', name: 'Tour', url: `${base}?token=${urlToken}`, enabled: true, event_types: [unknownEnumValue('buildCompleted')] };
          fake.state.alertWebhooks.set(childKey(appId, webhook.id), { appId, webhook });
          const started = await client.builds.create({ ...app, branch: target.settings.branch! });
          const build = await watchBuild(client, { ...app, buildId: started.id }, { intervalMs: 10, maxIntervalMs: 50 });
          await fake.outbox.flush();
          await fetch(`${base}?token=forged`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ build_id: '1', build_status: 'Succeeded' }) });
          const payload = alerts.length === 1 && alerts[0]!.kind === 'buildCompleted' ? alerts[0]!.payload : undefined;
          check(payload?.build_id === String(build.id), 'the build alert was not read as sent');
          check(refused.join() === 'mismatch', `the forged alert was ${refused.join() || 'accepted'}`);
          fake.state.alertWebhooks.delete(childKey(appId, webhook.id));
          return {
            operations: ['builds.create', 'builds.get'],
            result: `build ${payload!.build_id} ${payload!.build_status}: its alert read as buildCompleted; a forged alert refused (mismatch)`,
          };
        } finally {
          await new Promise<void>((resolve) => receiver.close(() => resolve()));
        }
      },
    },
  ],
});
