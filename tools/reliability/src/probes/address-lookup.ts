import { addressLookupService, createAddressLookupClient, createAddressLookupClientFor, type AddressLookupClient } from '@org/address-lookup';
import { fakeAccount, licenseeKeyFor, type AddressLookupFake } from '@org/address-lookup/testing';
import { call, defineProbe, readModifyWrite, type Probe, type SuiteOptions, type Target } from '../probe.js';

const DAY = 24 * 60 * 60 * 1000;
const connect = (target: Target, credentials: { apiKey?: string; userToken?: string; credentialPlacement?: 'header' | 'query' }, options: SuiteOptions) =>
  createAddressLookupClient({ ...options, baseUrl: target.url, ...credentials });

export const addressLookupProbe: Probe<AddressLookupClient> = defineProbe<AddressLookupClient>({
  definition: addressLookupService,
  client: (target, options) => connect(target, { apiKey: target.settings.apiKey!, userToken: target.settings.userToken! }, options),
  clientFor: (operations, target, options) =>
    createAddressLookupClientFor(operations, { ...options, baseUrl: target.url, apiKey: target.settings.apiKey!, userToken: target.settings.userToken! }),
  read: call({
    operation: 'postcodes.lookup',
    input: () => ({ postcode: 'SW1A 2AA' }),
    send: (client: AddressLookupClient, input, options) => client.postcodes.lookup(input, options),
  }),
  pathParams: ['postcode'],
  create: call({
    operation: 'addresses.cleanse',
    input: () => ({ body: { query: '10 downing st sw1a' } }),
    send: (client: AddressLookupClient, input, options) => client.addresses.cleanse(input, options),
  }),
  badInputs: [
    { name: 'postcode over 16 characters', field: 'postcode', send: (client) => client.postcodes.lookup({ postcode: 'SW1A 2AA SW1A 2AA' }) },
    { name: 'UDPRN with letters', field: 'udprn', send: (client) => client.udprn.get({ udprn: '2374a771' }) },
    { name: 'fractional UDPRN', field: 'udprn', send: (client) => client.udprn.get({ udprn: 1.5 }) },
    { name: 'address id with a slash', field: 'address', send: (client) => client.autocomplete.resolveGbr({ address: 'paf_1/../2' }) },
    { name: 'empty autocomplete query', field: 'query', guarantee: 'inputs fail cleanly or travel faithfully', send: (client) => client.autocomplete.find({ query: '' }) },
    { name: 'blank autocomplete query', field: 'query', guarantee: 'inputs fail cleanly or travel faithfully', send: (client) => client.autocomplete.find({ query: ' \t ' }) },
    { name: 'blank e-mail to check', field: 'query', guarantee: 'inputs fail cleanly or travel faithfully', send: (client) => client.emails.validate({ query: '  ' }) },
    { name: 'suggestion limit of 500', field: 'limit', send: (client) => client.autocomplete.find({ query: 'downing', limit: 500 }) },
    { name: 'bias circle that is not lon,lat,radius', field: 'biasLonLat', send: (client) => client.autocomplete.find({ query: 'x', biasLonLat: 'north' }) },
    {
      name: 'bias circle with latitude 91',
      field: 'biasLonLat',
      send: (client) => client.autocomplete.find({ query: 'x', biasLonLat: { longitude: 0, latitude: 91, radius: 100 } }),
    },
    { name: 'a fourth tag', field: 'tags', send: (client) => client.phoneNumbers.validate({ query: '+442079460123', tags: ['a', 'b', 'c', 'd'] }) },
    { name: 'config name over 32 characters', field: 'body.name', send: (client) => client.configs.create({ body: { name: 'c'.repeat(33), payload: '{}' } }) },
    { name: 'negative daily limit', field: 'body.daily.limit', send: (client) => client.licensees.create({ body: { daily: { limit: -1 } } }) },
    {
      name: 'lookup log range over 90 days',
      field: 'end',
      send: (client) => client.keys.lookups({ start: Date.now() - 91 * DAY, end: Date.now() }),
    },
    { name: 'lookup log range that ends before it starts', field: 'start', send: (client) => client.keys.lookups({ start: Date.now(), end: Date.now() - DAY }) },
  ],
  auth: [
    {
      scheme: 'apiKeyHeader',
      credentials: (target) => ({ apiKey: target.settings.apiKey! }),
      client: (target, credentials, options) => connect(target, { apiKey: credentials.apiKey! }, options),
    },
    {
      scheme: 'apiKeyQuery',
      credentials: (target) => ({ apiKey: target.settings.apiKey! }),
      client: (target, credentials, options) => connect(target, { apiKey: credentials.apiKey!, credentialPlacement: 'query' }, options),
    },
    {
      scheme: 'apiKeyHeader',
      label: 'user token (Authorization header)',
      via: call({
        operation: 'configs.list',
        input: () => ({}),
        send: (client: AddressLookupClient, input, options) => client.configs.list(input, options),
      }),
      credentials: (target) => ({ apiKey: target.settings.apiKey!, userToken: target.settings.userToken! }),
      client: (target, credentials, options) => connect(target, { apiKey: credentials.apiKey!, userToken: credentials.userToken! }, options),
    },
  ],
  // The service answers 503 past 30 requests a second per address: load goes through the package's own limiter.
  load: {
    calls: 60,
    client: (target, options) => createAddressLookupClient({ ...options, baseUrl: target.url, apiKey: target.settings.apiKey!, rateLimit: true }),
  },
  readModifyWrite: readModifyWrite({
    resource: 'key config',
    writeOperation: 'configs.update',
    nestedAt: '',
    writtenAt: '',
    async prepare({ client }) {
      await client.configs.create({ body: { name: 'reliability', payload: '{"country":"GBR"}' } });
      return { config: 'reliability' };
    },
    read: ({ client }, context) => client.configs.get({ config: String(context.config) }),
    answerWith: (result) => ({ code: 2000, message: 'Success', result }),
    write: ({ client }, config, context) => client.configs.update({ config: String(context.config), body: { ...config, payload: '{"country":"USA"}' } }),
  }),
  paging: {
    operation: 'licensees.list',
    pageSize: 100,
    async fill({ fake }, count) {
      const { licensees } = (fake as AddressLookupFake).state;
      const first = Math.max(0, ...licensees.list().map((licensee) => Number(licensee.id))) + 1;
      const ids: string[] = [];
      for (let id = first; id < first + count; id++) {
        licensees.set(String(id), {
          id: String(id),
          key: licenseeKeyFor(id),
          parent: fakeAccount.subLicensedKey,
          createdAt: '2024-01-01T00:00:00.000Z',
          name: `Licensee ${id}`,
          address: `${id} Commercial Street, Leeds`,
          postcode: 'LS1 6AA',
          whitelist: [],
          dailyLimit: null,
          cancelled: false,
          extra: {},
        });
        ids.push(String(id));
      }
      return ids;
    },
    async *walk({ client }, limits) {
      for await (const licensee of client.licensees.list({ key: fakeAccount.subLicensedKey, limit: 100 }, limits)) yield String(licensee.id);
    },
  },
});
