import {
  createEventTriggerClient,
  createEventTriggerClientFor,
  eventTriggerService,
  MAX_POLICY_GROUPS,
  MAX_POLICY_PRINCIPALS,
  type EventTriggerClient,
  type Policy,
  type Trigger,
} from '@org/event-trigger';
import type { EventTriggerFake } from '@org/event-trigger/testing';
import { isConflictError } from '@org/http-core';
import { call, clientsOf, defineProbe, readModifyWrite, type Probe, type Session, type Target } from '../probe.js';

const parentOf = (target: Target) => target.settings.parent!;
/** `count` distinct principals of one kind (`user`, `group`), for the policy size limits. */
const principals = (kind: string, count: number) => Array.from({ length: count }, (_, i) => `${kind}:p${i}@example.com`);
const newTrigger = {
  matchingCriteria: [{ attribute: 'type', value: 'google.cloud.pubsub.topic.v1.messagePublished' }],
  destination: { cloudRunService: { service: 'orders-handler', region: 'us-central1', path: '/events' } },
};

/** Creates a trigger through the client and waits for its operation. */
async function createTrigger({ client, target }: Session<EventTriggerClient>, triggerId: string): Promise<string> {
  const trigger = await client.triggers.create({ parent: parentOf(target), triggerId, body: newTrigger }, { intervalMs: 5 });
  return trigger.name;
}

export const eventTriggerProbe: Probe<EventTriggerClient> = defineProbe<EventTriggerClient>({
  definition: eventTriggerService,
  ...clientsOf(createEventTriggerClient, createEventTriggerClientFor, (settings) => ({ token: settings.token! })),
  read: call({
    operation: 'triggers.list',
    input: (target) => ({ parent: parentOf(target), pageSize: 10 }),
    send: (client: EventTriggerClient, input, options) => client.triggers.list(input, options).firstPage(),
  }),
  pathParams: ['parent'],
  // A long-running create: its first request starts the operation.
  create: call({
    operation: 'triggers.create',
    input: (target) => ({ parent: parentOf(target), triggerId: 'orders', body: newTrigger }),
    send: (client: EventTriggerClient, input, options) => client.triggers.create(input, options).operation(),
  }),
  badInputs: [
    {
      name: 'trigger id starting with a hyphen',
      field: 'triggerId',
      send: (client, target) => client.triggers.create({ parent: parentOf(target), triggerId: '-orders', body: newTrigger }).operation(),
    },
    {
      name: 'trigger id over 63 characters',
      field: 'triggerId',
      send: (client, target) => client.triggers.create({ parent: parentOf(target), triggerId: 't'.repeat(64), body: newTrigger }).operation(),
    },
    {
      name: 'parent that is a project, not a location',
      field: 'parent',
      send: (client) => client.triggers.list({ parent: 'projects/test-project' }).firstPage(),
    },
    {
      name: "create in every location ('-')",
      field: 'parent',
      send: (client) => client.triggers.create({ parent: 'projects/test-project/locations/-', triggerId: 'orders', body: newTrigger }).operation(),
    },
    {
      name: 'trigger name of another collection',
      field: 'name',
      send: (client) => client.triggers.get({ name: 'projects/test-project/locations/us-central1/operations/op-1' }),
    },
    {
      name: 'resource name with an empty segment',
      field: 'resource',
      send: (client) => client.accessPolicies.get({ resource: 'projects//locations/us-central1/triggers/orders' }),
    },
    { name: 'page size 0', field: 'pageSize', send: (client, target) => client.triggers.list({ parent: parentOf(target), pageSize: 0 }).firstPage() },
    { name: 'fractional page size', field: 'pageSize', send: (client, target) => client.triggers.list({ parent: parentOf(target), pageSize: 2.5 }).firstPage() },
    {
      name: 'page size as a string',
      field: 'pageSize',
      send: (client, target) => client.triggers.list({ parent: parentOf(target), pageSize: '10' as never }).firstPage(),
    },
    {
      name: 'order by with an injected clause',
      field: 'orderBy',
      send: (client, target) => client.triggers.list({ parent: parentOf(target), orderBy: 'name; drop' }).firstPage(),
    },
    {
      name: 'policy version 2',
      field: 'requestedPolicyVersion',
      send: (client, target) => client.accessPolicies.get({ resource: `${parentOf(target)}/triggers/orders`, requestedPolicyVersion: 2 }),
    },
    {
      name: 'member that is not a principal',
      field: 'body.policy.bindings.0.members.0',
      send: (client, target) =>
        client.accessPolicies.set({ resource: `${parentOf(target)}/triggers/orders`, body: { policy: { bindings: [{ role: 'roles/viewer', members: ['alice'] }] } } }),
    },
    {
      name: 'binding without members',
      field: 'body.policy.bindings.0.members',
      send: (client, target) =>
        client.accessPolicies.set({ resource: `${parentOf(target)}/triggers/orders`, body: { policy: { bindings: [{ role: 'roles/viewer', members: [] }] } } }),
    },
    {
      name: 'policy naming 1,501 principals',
      field: 'body.policy.bindings',
      send: (client, target) =>
        client.accessPolicies.set({
          resource: `${parentOf(target)}/triggers/orders`,
          body: { policy: { bindings: [{ role: 'roles/viewer', members: principals('user', MAX_POLICY_PRINCIPALS + 1) }] } },
        }),
    },
    {
      name: 'policy naming 251 groups',
      field: 'body.policy.bindings',
      send: (client, target) =>
        client.accessPolicies.set({
          resource: `${parentOf(target)}/triggers/orders`,
          body: { policy: { bindings: [{ role: 'roles/viewer', members: principals('group', MAX_POLICY_GROUPS + 1) }] } },
        }),
    },
    {
      name: "matching criteria without 'type'",
      field: 'body.matchingCriteria',
      send: (client, target) =>
        client.triggers
          .create({ parent: parentOf(target), triggerId: 'orders', body: { ...newTrigger, matchingCriteria: [{ attribute: 'source', value: 'x' }] } })
          .operation(),
    },
    {
      name: 'update mask that is not field paths',
      field: 'updateMask',
      send: (client, target) => client.triggers.update({ name: `${parentOf(target)}/triggers/orders`, updateMask: 'labels,,1x', body: {} }).operation(),
    },
    {
      name: 'permission with a wildcard',
      field: 'body.permissions.0',
      send: (client, target) => client.accessPolicies.testPermissions({ resource: `${parentOf(target)}/triggers/orders`, body: { permissions: ['eventarc.*'] } }),
    },
  ],
  auth: [
    {
      scheme: 'bearer',
      credentials: (target) => ({ token: target.settings.token! }),
      client: (target, credentials, options) => createEventTriggerClient({ ...options, baseUrl: target.url, token: credentials.token! }),
    },
  ],
  readModifyWrite: readModifyWrite({
    resource: 'trigger access policy',
    writeOperation: 'accessPolicies.set',
    nestedAt: 'auditConfigs.0',
    enumAt: 'auditConfigs.0.auditLogConfigs.0.logType',
    writtenAt: 'policy',
    prepare: async (session) => ({ resource: await createTrigger(session, 'rmw') }),
    read: ({ client }, context) => client.accessPolicies.get({ resource: String(context.resource), requestedPolicyVersion: 3 }),
    write: ({ client }, policy: Policy, context) =>
      client.accessPolicies.set({
        resource: String(context.resource),
        body: { policy: { ...policy, bindings: [...(policy.bindings ?? []), { role: 'roles/eventarc.viewer', members: ['user:alice@example.com'] }] } },
      }),
  }),
  concurrency: {
    resource: 'trigger access policy (etag)',
    async staleWrite(session) {
      const { client, fake } = session;
      const resource = await createTrigger(session, 'contended');
      const stale = await client.accessPolicies.get({ resource, requestedPolicyVersion: 3 });
      const concurrent = { role: 'roles/eventarc.viewer', members: ['user:bob@example.com'] };
      await client.accessPolicies.set({ resource, body: { policy: { ...stale, bindings: [concurrent] } } });
      const before = fake.requestCount('accessPolicies.set');
      const error = await client.accessPolicies
        .set({ resource, body: { policy: { ...stale, bindings: [{ role: 'roles/eventarc.admin', members: ['user:mallory@example.com'] }] } } })
        .then(
          () => undefined,
          (caught: unknown) => caught,
        );
      const writes = fake.requestCount('accessPolicies.set') - before;
      const now = await client.accessPolicies.get({ resource, requestedPolicyVersion: 3 });
      const kept = (now.bindings ?? []).some((binding) => binding.members.includes('user:bob@example.com'));
      const lost = (now.bindings ?? []).some((binding) => binding.members.includes('user:mallory@example.com'));
      return { error: isConflictError(error) ? error : error ?? 'the stale write succeeded', writes, concurrentChangeKept: kept && !lost };
    },
  },
  paging: {
    operation: 'triggers.list',
    pageSize: 7,
    async fill({ fake, target }, count) {
      const state = (fake as EventTriggerFake).state;
      const names: string[] = [];
      for (let i = 0; i < count; i++) {
        const name = `${parentOf(target)}/triggers/t-${String(i).padStart(5, '0')}`;
        const trigger: Trigger = { name, ...newTrigger, etag: `e${i}`, createTime: state.now(), updateTime: state.now() };
        state.triggers.set(name, trigger);
        names.push(name);
      }
      return names;
    },
    async *walk({ client, target }, limits) {
      for await (const trigger of client.triggers.list({ parent: parentOf(target), pageSize: 7 }, limits)) yield trigger.name;
    },
  },
});
