import { createDocsPlatformClient, createDocsPlatformClientFor, docsPlatformService, type Changelog, type DocsPlatformClient } from '@org/docs-platform';
import { call, defineProbe, readModifyWrite, type Target, type Probe } from '../probe.js';

const connect = (target: Target, apiKey: string, options: object) =>
  createDocsPlatformClient({ ...options, baseUrl: target.url, apiKey, docsVersion: target.settings.docsVersion! });
const entry = { title: 'Release 2.0', type: 'added', body: 'Webhooks retry with backoff.', hidden: false } as const;

export const docsPlatformProbe: Probe<DocsPlatformClient> = defineProbe<DocsPlatformClient>({
  definition: docsPlatformService,
  client: (target, options) => connect(target, target.settings.apiKey!, options),
  clientFor: (operations, target, options) =>
    createDocsPlatformClientFor(operations, { ...options, baseUrl: target.url, apiKey: target.settings.apiKey!, docsVersion: target.settings.docsVersion! }),
  read: call({
    operation: 'docs.get',
    input: () => ({ slug: 'welcome' }),
    send: (client: DocsPlatformClient, input, options) => client.docs.get(input, options),
  }),
  pathParams: ['slug'],
  create: call({
    operation: 'changelogs.create',
    input: () => ({ body: entry }),
    send: (client: DocsPlatformClient, input, options) => client.changelogs.create(input, options),
  }),
  badInputs: [
    { name: 'page size 0', field: 'perPage', send: (client) => client.changelogs.list({ perPage: 0 }).firstPage() },
    { name: 'page size over 100', field: 'perPage', send: (client) => client.changelogs.list({ perPage: 101 }).firstPage() },
    { name: 'page number 0', field: 'page', send: (client) => client.customPages.list({ page: 0 }).firstPage() },
    { name: 'blank documentation version', field: 'docsVersion', send: (client) => client.docs.get({ slug: 'welcome', docsVersion: ' ' }) },
    {
      name: 'documentation version with CR/LF (header injection)',
      field: 'docsVersion',
      send: (client) => client.docs.get({ slug: 'welcome', docsVersion: '1.0\r\nX-Injected: 1' }),
    },
    { name: 'version id with a slash', field: 'versionId', send: (client) => client.versions.get({ versionId: '1.0/../2.0' }) },
    { name: 'empty changelog title', field: 'body.title', send: (client) => client.changelogs.create({ body: { ...entry, title: '' } }) },
    { name: 'changelog type as a number', field: 'body.type', send: (client) => client.changelogs.create({ body: { ...entry, type: 42 as never } }) },
    {
      name: 'doc without a category',
      field: 'body.category',
      send: (client) => client.docs.create({ body: { title: 'Orphan', category: '' } }),
    },
    { name: 'empty search', field: 'search', send: (client) => client.docs.search({ search: '' }) },
  ],
  auth: [
    {
      // The API key is the Basic user name, with an empty password.
      scheme: 'basic',
      credentials: (target) => ({ username: target.settings.apiKey!, password: '' }),
      client: (target, credentials, options) => connect(target, credentials.username!, options),
    },
  ],
  readModifyWrite: readModifyWrite({
    resource: 'changelog entry',
    writeOperation: 'changelogs.update',
    nestedAt: '',
    enumAt: 'type',
    writtenAt: '',
    async prepare({ client }) {
      const created = await client.changelogs.create({ body: entry });
      return { slug: created.slug };
    },
    read: ({ client }, context) => client.changelogs.get({ slug: String(context.slug) }),
    write: ({ client }, changelog: Changelog, context) =>
      client.changelogs.update({ slug: String(context.slug), body: { ...changelog, body: changelog.body ?? '', title: 'Release 2.0.1' } }),
  }),
  paging: {
    operation: 'changelogs.list',
    pageSize: 50,
    // Created at once rather than one after another: sequential calls on a loaded machine outlast the test's time.
    async fill({ client }, count) {
      // One at a time: 600 at once would each wait in the fake's queue against the attempt's time limit.
      const slugs: string[] = [];
      for (let i = 0; i < count; i++) slugs.push((await client.changelogs.create({ body: { ...entry, title: `Release ${i}` } })).slug);
      return slugs;
    },
    async *walk({ client }, limits) {
      for await (const changelog of client.changelogs.list({ perPage: 50 }, limits)) yield changelog.slug;
    },
  },
});
