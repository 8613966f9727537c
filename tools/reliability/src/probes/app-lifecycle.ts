import { appLifecycleService, createAppLifecycleClient, createAppLifecycleClientFor, uploadRelease, type AppLifecycleClient } from '@org/app-lifecycle';
import { childKey, distributionIds, fakeIds, type AppLifecycleFake } from '@org/app-lifecycle/testing';
import { call, clientsOf, defineProbe, readModifyWrite, type Probe, type Target } from '../probe.js';

const app = (target: Target) => ({ ownerName: target.settings.ownerName!, appName: target.settings.appName! });
const newApp = { display_name: 'Shop', os: 'Android', platform: 'React-Native' } as const;
/** The second origins the fake's uploads go to (its file service, its blob store), from its settings. */
const externalOrigins = (settings: Target['settings']) => settings.externalOrigins!.split(',');
const staging = (target: Target) => ({ ...app(target), deploymentName: target.settings.deploymentName! });

export const appLifecycleProbe: Probe<AppLifecycleClient> = defineProbe<AppLifecycleClient>({
  definition: appLifecycleService,
  ...clientsOf(createAppLifecycleClient, createAppLifecycleClientFor, (settings) => ({ apiKey: settings.apiKey!, externalOrigins: externalOrigins(settings) })),
  read: call({
    operation: 'apps.get',
    input: (target) => app(target),
    send: (client: AppLifecycleClient, input, options) => client.apps.get(input, options),
  }),
  pathParams: ['ownerName', 'appName'],
  create: call({
    operation: 'apps.create',
    input: () => ({ body: newApp }),
    send: (client: AppLifecycleClient, input, options) => client.apps.create(input, options),
  }),
  // The writes of distribution and over-the-air releases: none is safe to repeat.
  moreCreates: [
    call({
      operation: 'releaseUploads.create',
      input: (target) => ({ ...app(target), body: { build_version: '9.9.9' } }),
      send: (client: AppLifecycleClient, input, options) => client.releaseUploads.create(input, options),
    }),
    call({
      operation: 'releases.addTester',
      input: (target) => ({ ...app(target), releaseId: 2, body: { email: distributionIds.anaEmail } }),
      send: (client: AppLifecycleClient, input, options) => client.releases.addTester(input, options),
    }),
    call({
      operation: 'deploymentReleases.createUpload',
      input: (target) => staging(target),
      send: (client: AppLifecycleClient, input, options) => client.deploymentReleases.createUpload(input, options),
    }),
    call({
      operation: 'deploymentReleases.promote',
      input: (target) => ({ ...staging(target), promoteDeploymentName: 'Production' }),
      send: (client: AppLifecycleClient, input, options) => client.deploymentReleases.promote(input, options),
    }),
    call({
      operation: 'symbolUploads.create',
      input: (target) => ({ ...app(target), body: { symbol_type: 'Apple' as const, file_name: 'Shop.dSYM.zip' } }),
      send: (client: AppLifecycleClient, input, options) => client.symbolUploads.create(input, options),
    }),
    // The writes of running a team, testing on devices, exporting data and GDPR requests.
    call({
      operation: 'organizations.create',
      input: () => ({ body: { display_name: 'Shop Team' } }),
      send: (client: AppLifecycleClient, input, options) => client.organizations.create(input, options),
    }),
    call({
      operation: 'orgInvitations.create',
      input: () => ({ orgName: fakeIds.org, body: { user_email: distributionIds.anaEmail } }),
      send: (client: AppLifecycleClient, input, options) => client.orgInvitations.create(input, options),
    }),
    call({
      operation: 'appInvitations.create',
      input: (target) => ({ ...app(target), body: { user_email: distributionIds.benEmail, role: 'collaborator' as const } }),
      send: (client: AppLifecycleClient, input, options) => client.appInvitations.create(input, options),
    }),
    call({
      operation: 'testRuns.create',
      input: (target) => app(target),
      send: (client: AppLifecycleClient, input, options) => client.testRuns.create(input, options),
    }),
    call({
      operation: 'exportConfigurations.create',
      input: (target) => ({ ...app(target), body: { type: 'blob_storage_connection_string' as const, connection_string: 'DefaultEndpointsProtocol=https;AccountName=shop' } }),
      send: (client: AppLifecycleClient, input, options) => client.exportConfigurations.create(input, options),
    }),
    call({
      operation: 'dataSubjectRequests.requestExport',
      input: () => ({}),
      send: (client: AppLifecycleClient, input, options) => client.dataSubjectRequests.requestExport(input, options),
    }),
  ],
  transfer: {
    name: 'releases.upload',
    receiver: (fake) => (fake as AppLifecycleFake).fileService,
    chunkOperation: 'upload.uploadChunk',
    chunkNumberParam: 'block_number',
    chunkSize: 64 * 1024, // the chunk size of the tour's fake
    credentialHeader: 'x-api-key',
    upload: (client, target, file, state) => uploadRelease(client, app(target), file, { fileName: 'shop.apk', state, intervalMs: 1 }),
    confined: (target, options) => createAppLifecycleClient({ ...options, baseUrl: target.url, apiKey: target.settings.apiKey! }),
  },
  badInputs: [
    { name: 'build id 0', field: 'buildId', send: (client, target) => client.builds.get({ ...app(target), buildId: 0 }) },
    { name: 'fractional build id', field: 'buildId', send: (client, target) => client.builds.get({ ...app(target), buildId: 2.5 }) },
    { name: 'build id as a string', field: 'buildId', send: (client, target) => client.builds.get({ ...app(target), buildId: '7' as never }) },
    { name: 'branch with a slash', field: 'branch', send: (client, target) => client.builds.listByBranch({ ...app(target), branch: 'feature/../main' }) },
    { name: 'start that is not a date', field: 'start', send: (client, target) => client.analytics.sessionCounts({ ...app(target), start: 'last week' }) },
    { name: 'version list with the separator in a version', field: 'versions.0', send: (client, target) => client.analytics.versions({ ...app(target), start: new Date(0), versions: ['1.0|2.0'] }) },
    { name: '$top of 0', field: 'top', send: (client, target) => client.analytics.versions({ ...app(target), start: new Date(0), top: 0 }) },
    { name: 'empty display name', field: 'body.display_name', send: (client) => client.apps.create({ body: { ...newApp, display_name: '' } }) },
    { name: 'operating system as a number', field: 'body.os', send: (client) => client.apps.create({ body: { ...newApp, os: 7 as never } }) },
  ],
  auth: [
    {
      scheme: 'apiKeyHeader',
      credentials: (target) => ({ apiKey: target.settings.apiKey! }),
      client: (target, credentials, options) => createAppLifecycleClient({ ...options, baseUrl: target.url, apiKey: credentials.apiKey! }),
    },
  ],
  readModifyWrite: readModifyWrite({
    resource: 'app',
    writeOperation: 'apps.update',
    nestedAt: 'owner',
    enumAt: 'os',
    writtenAt: '',
    prepare: async ({ target }) => app(target),
    read: ({ client }, context) => client.apps.get(context as ReturnType<typeof app>),
    write: ({ client }, read, context) => client.apps.update({ ...(context as ReturnType<typeof app>), body: { ...read, description: 'The shop app' } }),
  }),
  // Audiences are paged by the service (`nextLink`), 20 per page: the fake's default page size.
  paging: {
    operation: 'audiences.list',
    pageSize: 20,
    async fill({ fake, target }, count) {
      const { state } = fake as AppLifecycleFake;
      const { ownerName, appName } = app(target);
      const appId = state.findApp(ownerName, appName)?.id;
      if (!appId) throw new Error(`fake: no app ${ownerName}/${appName}`);
      const names: string[] = [];
      for (let i = 0; i < count; i++) {
        const name = `paging-${i}`;
        state.audiences.set(childKey(appId, name), { appId, name, definition: "CountryCode eq 'DE'", enabled: true, state: 'Ready', estimated_count: 0 });
        names.push(name);
      }
      return names;
    },
    async *walk({ client, target }, limits) {
      for await (const audience of client.audiences.list(app(target), limits)) yield audience.name ?? '';
    },
  },
});
