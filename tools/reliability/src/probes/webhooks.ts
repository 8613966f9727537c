import { batchUpdateOutcomes, createWebhooksClient, createWebhooksClientFor, unknownEnumValue, webhooksService, type Settings, type WebhooksClient } from '@org/webhooks';
import type { WebhooksFake } from '@org/webhooks/testing';
import { call, clientsOf, defineProbe, readModifyWrite, type Probe, type Target } from '../probe.js';

const appId = (target: Target) => Number(target.settings.appId);
const throttling = { maxConcurrentRequests: 10, period: 'SECONDLY' } as const;

export const webhooksProbe: Probe<WebhooksClient> = defineProbe<WebhooksClient>({
  definition: webhooksService,
  ...clientsOf(createWebhooksClient, createWebhooksClientFor, (settings) => ({ apiKey: settings.apiKey! })),
  read: call({
    operation: 'subscriptions.list',
    input: (target) => ({ appId: appId(target) }),
    send: (client: WebhooksClient, input, options) => client.subscriptions.list(input, options),
  }),
  pathParams: ['appId'],
  create: call({
    operation: 'subscriptions.create',
    input: (target) => ({ appId: appId(target), body: { eventType: 'contact.creation' as const } }),
    send: (client: WebhooksClient, input, options) => client.subscriptions.create(input, options),
  }),
  badInputs: [
    { name: 'app id 0', field: 'appId', send: (client) => client.subscriptions.list({ appId: 0 }) },
    { name: 'app id beyond 32 bits', field: 'appId', send: (client) => client.subscriptions.list({ appId: 2 ** 31 }) },
    { name: 'app id as a string', field: 'appId', send: (client) => client.subscriptions.list({ appId: '1001' as never }) },
    {
      name: 'subscription id with a leading zero',
      field: 'subscriptionId',
      send: (client, target) => client.subscriptions.get({ appId: appId(target), subscriptionId: '007' }),
    },
    {
      name: 'fractional subscription id',
      field: 'subscriptionId',
      send: (client, target) => client.subscriptions.get({ appId: appId(target), subscriptionId: 1.5 }),
    },
    {
      name: 'target URL over plain HTTP to another host',
      field: 'body.targetUrl',
      send: (client, target) => client.settings.configure({ appId: appId(target), body: { targetUrl: 'http://hooks.example.com/e', throttling } }),
    },
    {
      name: 'relative target URL',
      field: 'body.targetUrl',
      send: (client, target) => client.settings.configure({ appId: appId(target), body: { targetUrl: '/hooks', throttling } }),
    },
    {
      name: 'zero request limit',
      field: 'body.throttling.maxConcurrentRequests',
      send: (client, target) =>
        client.settings.configure({ appId: appId(target), body: { targetUrl: 'https://hooks.example.com/e', throttling: { ...throttling, maxConcurrentRequests: 0 } } }),
    },
    {
      name: 'empty event type',
      field: 'body.eventType',
      send: (client, target) => client.subscriptions.create({ appId: appId(target), body: { eventType: unknownEnumValue('') } }),
    },
    {
      name: 'property name with an event type that has none',
      field: 'body.propertyName',
      send: (client, target) => client.subscriptions.create({ appId: appId(target), body: { eventType: 'contact.creation', propertyName: 'email' } }),
    },
    {
      name: '"active" as a string',
      field: 'body.active',
      send: (client, target) => client.subscriptions.update({ appId: appId(target), subscriptionId: 1, body: { active: 'yes' as never } }),
    },
    {
      name: 'empty batch',
      field: 'body.inputs',
      send: (client, target) => client.subscriptions.batchUpdate({ appId: appId(target), body: { inputs: [] } }),
    },
    {
      name: 'batch item with a malformed id',
      field: 'body.inputs.1.id',
      send: (client, target) =>
        client.subscriptions.batchUpdate({ appId: appId(target), body: { inputs: [{ id: 1, active: true }, { id: '1/../2', active: true }] } }),
    },
  ],
  auth: [
    {
      scheme: 'apiKeyHeader',
      credentials: (target) => ({ apiKey: target.settings.apiKey! }),
      client: (target, credentials, options) => createWebhooksClient({ ...options, baseUrl: target.url, apiKey: credentials.apiKey! }),
    },
  ],
  readModifyWrite: readModifyWrite({
    resource: 'webhook settings',
    writeOperation: 'settings.configure',
    nestedAt: 'throttling',
    enumAt: 'throttling.period',
    writtenAt: '',
    async prepare({ client, target }) {
      await client.settings.configure({ appId: appId(target), body: { targetUrl: 'https://hooks.example.com/a', throttling } });
      return {};
    },
    read: ({ client, target }) => client.settings.get({ appId: appId(target) }),
    write: ({ client, target }, settings: Settings) =>
      client.settings.configure({ appId: appId(target), body: { ...settings, targetUrl: 'https://hooks.example.com/b' } }),
  }),
  batch: {
    operation: 'subscriptions.batchUpdate',
    async run({ client, target, fake }) {
      const state = (fake as WebhooksFake).state;
      const known = state.addSubscription(appId(target), { eventType: 'deal.creation', active: false });
      const inputs = [
        { id: known.id, active: true },
        { id: '99999', active: true },
      ];
      const answer = await client.subscriptions.batchUpdate({ appId: appId(target), body: { inputs } });
      const report = batchUpdateOutcomes(inputs, answer);
      return report.outcomes.map((item) => {
        const stored = state.subscription(appId(target), item.id);
        const reported = item.outcome === 'updated' ? 'succeeded' : item.outcome === 'failed' ? 'failed' : 'unknown';
        return {
          id: item.id,
          expectFailure: item.id === '99999',
          reported,
          stateAgrees: reported === 'succeeded' ? stored?.active === true : stored === undefined || stored.active === false,
        } as const;
      });
    },
  },
});
