import {
  createNotificationConfigClient,
  createNotificationConfigClientFor,
  deleteOutcomes,
  notificationConfigService,
  type NewNotificationConfiguration,
  type NotificationConfigClient,
} from '@org/notification-config';
import type { NotificationConfigFake } from '@org/notification-config/testing';
import { call, clientsOf, defineProbe, readModifyWrite, type Probe, type Session } from '../probe.js';

const configuration: NewNotificationConfiguration = {
  active: true,
  description: 'Verification results',
  notifyURL: 'https://hooks.example.com/platform',
  eventConfigs: [{ eventType: 'ACCOUNT_HOLDER_VERIFICATION', includeMode: 'INCLUDE' }],
};

const createConfiguration = (client: NotificationConfigClient, details: Partial<NewNotificationConfiguration>) =>
  client.configurations.create({ body: { configurationDetails: { ...configuration, ...details } } });

async function created({ client }: Session<NotificationConfigClient>): Promise<string> {
  const answer = await createConfiguration(client, {});
  return answer.configurationDetails.notificationId!;
}

export const notificationConfigProbe: Probe<NotificationConfigClient> = defineProbe<NotificationConfigClient>({
  definition: notificationConfigService,
  ...clientsOf(createNotificationConfigClient, createNotificationConfigClientFor, (settings) => ({ apiKey: settings.apiKey! })),
  // Every operation is a POST, reads included, with an idempotency key: retried, the key the same on every attempt.
  create: call({
    operation: 'configurations.create',
    input: () => ({ body: { configurationDetails: configuration } }),
    send: (client: NotificationConfigClient, input, options) => client.configurations.create(input, options),
  }),
  badInputs: [
    { name: 'id that is not a number', field: 'body.notificationId', send: (client) => client.configurations.get({ body: { notificationId: 'abc' } }) },
    {
      name: 'id beyond 64 bits',
      field: 'body.notificationId',
      send: (client) => client.configurations.get({ body: { notificationId: '9223372036854775808' } }),
    },
    {
      name: 'id as a number past 2^53 (digits already lost)',
      field: 'body.notificationId',
      send: (client) => client.configurations.get({ body: { notificationId: 2 ** 53 + 2 } }),
    },
    { name: 'no ids to delete', field: 'body.notificationIds', send: (client) => client.configurations.delete({ body: { notificationIds: [] } }) },
    {
      name: 'malformed second id to delete',
      field: 'body.notificationIds.1',
      send: (client) => client.configurations.delete({ body: { notificationIds: ['1', '1.5'] } }),
    },
    { name: 'relative notify URL', field: 'body.configurationDetails.notifyURL', send: (client) => createConfiguration(client, { notifyURL: '/hooks' }) },
    {
      name: 'notify URL with another scheme',
      field: 'body.configurationDetails.notifyURL',
      send: (client) => createConfiguration(client, { notifyURL: 'ftp://hooks.example.com/platform' }),
    },
    {
      name: 'HMAC key that is not 32 bytes of hex',
      field: 'body.configurationDetails.hmacSignatureKey',
      send: (client) => createConfiguration(client, { hmacSignatureKey: 'abcd' }),
    },
    { name: 'fractional API version', field: 'body.configurationDetails.apiVersion', send: (client) => createConfiguration(client, { apiVersion: 5.5 }) },
    { name: '"active" as a string', field: 'body.configurationDetails.active', send: (client) => createConfiguration(client, { active: 'true' as never }) },
    {
      name: 'update without an id',
      field: 'body.configurationDetails.notificationId',
      send: (client) => client.configurations.update({ body: { configurationDetails: { ...configuration } as never } }),
    },
  ],
  auth: [
    {
      scheme: 'apiKeyHeader',
      credentials: (target) => ({ apiKey: target.settings.apiKey! }),
      client: (target, credentials, options) => createNotificationConfigClient({ ...options, baseUrl: target.url, apiKey: credentials.apiKey! }),
    },
    {
      scheme: 'basic',
      credentials: (target) => ({ username: target.settings.username!, password: target.settings.password! }),
      client: (target, credentials, options) =>
        createNotificationConfigClient({ ...options, baseUrl: target.url, username: credentials.username!, password: credentials.password! }),
    },
  ],
  readModifyWrite: readModifyWrite({
    resource: 'notification configuration',
    writeOperation: 'configurations.update',
    nestedAt: 'eventConfigs.0',
    enumAt: 'sslProtocol',
    writtenAt: 'configurationDetails',
    prepare: async (session) => ({ notificationId: await created(session) }),
    read: async ({ client }, context) => (await client.configurations.get({ body: { notificationId: String(context.notificationId) } })).configurationDetails,
    answerWith: (configurationDetails) => ({ configurationDetails }),
    write: ({ client }, details, context) =>
      client.configurations.update({
        body: { configurationDetails: { ...details, notificationId: String(context.notificationId), description: 'Verification results, v2' } },
      }),
  }),
  batch: {
    operation: 'configurations.delete',
    async run(session) {
      const fake = session.fake as NotificationConfigFake;
      const real = await created(session);
      const unknown = '4242424242424242424';
      const notificationIds = [real, unknown];
      const answer = await session.client.configurations.delete({ body: { notificationIds } });
      return deleteOutcomes(notificationIds, answer).outcomes.map((outcome) => ({
        id: outcome.notificationId,
        expectFailure: outcome.notificationId === unknown,
        reported: outcome.deleted ? 'succeeded' : 'failed',
        stateAgrees: !fake.configurations.has(outcome.notificationId),
      }));
    },
  },
});
