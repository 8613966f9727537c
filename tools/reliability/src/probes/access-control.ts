import {
  accessControlService,
  builtInRoleIds,
  createAccessControlClient,
  createAccessControlClientFor,
  newGuid,
  roleAssignmentFilter,
  roleDefinitionResourceId,
  subscriptionScope,
  type AccessControlClient,
  type RoleDefinition,
} from '@org/access-control';
import type { AccessControlFake } from '@org/access-control/testing';
import { bearer } from '@org/http-core';
import { call, clientsOf, defineProbe, readModifyWrite, type Probe, type Target } from '../probe.js';

const scopeOf = (target: Target) => subscriptionScope(target.settings.subscriptionId!);

export const accessControlProbe: Probe<AccessControlClient> = defineProbe<AccessControlClient>({
  definition: accessControlService,
  ...clientsOf(createAccessControlClient, createAccessControlClientFor, (settings) => ({ token: settings.token! })),
  read: call({
    operation: 'roleDefinitions.get',
    input: (target) => ({ scope: scopeOf(target), roleDefinitionId: builtInRoleIds.reader }),
    send: (client: AccessControlClient, input, options) => client.roleDefinitions.get(input, options),
  }),
  pathParams: ['scope', 'roleDefinitionId'],
  // The service's one POST; only a Global Administrator may call it.
  create: call({
    operation: 'globalAdministrator.elevateAccess',
    input: () => ({}),
    send: (client: AccessControlClient, input, options, target) =>
      client.globalAdministrator.elevateAccess(input, { ...options, auth: bearer(target.settings.adminToken!) }),
  }),
  jsonBody: call({
    operation: 'roleDefinitions.createOrUpdate',
    input: (target) => ({
      scope: scopeOf(target),
      roleDefinitionId: newGuid(),
      body: { properties: { roleName: 'Probe role', permissions: [{ actions: ['Vendor.Insights/logs/read'] }], assignableScopes: [scopeOf(target)] } },
    }),
    send: (client: AccessControlClient, input, options) => client.roleDefinitions.createOrUpdate(input, options),
  }),
  badInputs: [
    {
      name: 'assignment name that is not a GUID',
      field: 'roleAssignmentName',
      send: (client, target) => client.roleAssignments.get({ scope: scopeOf(target), roleAssignmentName: 'not-a-guid' }),
    },
    {
      name: 'GUID one digit short',
      field: 'roleDefinitionId',
      send: (client, target) => client.roleDefinitions.get({ scope: scopeOf(target), roleDefinitionId: builtInRoleIds.reader.slice(0, -1) }),
    },
    {
      name: 'role definition id as a number',
      field: 'roleDefinitionId',
      send: (client, target) => client.roleDefinitions.get({ scope: scopeOf(target), roleDefinitionId: 42 as never }),
    },
    {
      name: 'resource group name ending with a period',
      field: 'resourceGroupName',
      send: (client, target) =>
        client.roleAssignments.listForResourceGroup({ subscriptionId: target.settings.subscriptionId!, resourceGroupName: 'web.' }).firstPage(),
    },
    {
      name: 'resource group name over 90 characters',
      field: 'resourceGroupName',
      send: (client, target) =>
        client.roleAssignments.listForResourceGroup({ subscriptionId: target.settings.subscriptionId!, resourceGroupName: 'w'.repeat(91) }).firstPage(),
    },
    {
      name: 'subscription id over 64 characters',
      field: 'subscriptionId',
      send: (client) => client.roleAssignments.listForSubscription({ subscriptionId: 's'.repeat(65) }).firstPage(),
    },
    {
      name: 'api-version that is not a date',
      field: 'apiVersion',
      send: (client, target) =>
        client.roleDefinitions.get({ scope: scopeOf(target), roleDefinitionId: builtInRoleIds.reader, apiVersion: 'latest' }),
    },
    {
      name: "full id without the leading '/'",
      field: 'roleAssignmentId',
      send: (client, target) =>
        client.roleAssignments.getById({
          roleAssignmentId: `subscriptions/${target.settings.subscriptionId}/providers/Vendor.Authorization/roleAssignments/${newGuid()}`,
        }),
    },
    {
      name: 'principal id that is an e-mail, not a GUID',
      field: 'body.properties.principalId',
      send: (client, target) =>
        client.roleAssignments.create({
          scope: scopeOf(target),
          roleAssignmentName: newGuid(),
          body: {
            properties: { roleDefinitionId: roleDefinitionResourceId(scopeOf(target), builtInRoleIds.reader), principalId: 'alice@example.com' },
          },
        }),
    },
    {
      name: 'custom role assignable nowhere',
      field: 'body.properties.assignableScopes',
      send: (client, target) =>
        client.roleDefinitions.createOrUpdate({
          scope: scopeOf(target),
          roleDefinitionId: newGuid(),
          body: { properties: { roleName: 'Empty', permissions: [], assignableScopes: [] } },
        }),
    },
    {
      name: '$filter over 2048 characters',
      field: 'filter',
      send: (client) => client.roleAssignments.listForScope({ scope: '/', filter: `principalId eq '${'a'.repeat(2100)}'` }).firstPage(),
    },
    {
      name: 'filter helper given a principal that is not a GUID',
      field: 'filter.principalId',
      send: async (client) => client.roleAssignments.listForScope({ scope: '/', filter: roleAssignmentFilter.principalId("x' or 1 eq 1") }).firstPage(),
    },
  ],
  auth: [
    {
      scheme: 'bearer',
      credentials: (target) => ({ token: target.settings.token! }),
      client: (target, credentials, options) => createAccessControlClient({ ...options, baseUrl: target.url, token: credentials.token! }),
    },
    {
      scheme: 'bearer',
      label: 'bearer (token provider)',
      credentials: (target) => ({ token: target.settings.token! }),
      client: (target, credentials, options) =>
        createAccessControlClient({ ...options, baseUrl: target.url, token: async () => ({ token: credentials.token!, expiresAt: Date.now() + 3_600_000 }) }),
    },
  ],
  readModifyWrite: readModifyWrite({
    resource: 'custom role definition',
    writeOperation: 'roleDefinitions.createOrUpdate',
    nestedAt: 'properties',
    enumAt: 'properties.type',
    writtenAt: '',
    async prepare({ client, target }) {
      const scope = scopeOf(target);
      const roleDefinitionId = newGuid();
      await client.roleDefinitions.createOrUpdate({
        scope,
        roleDefinitionId,
        body: { properties: { roleName: `Log reader ${roleDefinitionId}`, permissions: [{ actions: ['Vendor.Insights/logs/read'] }], assignableScopes: [scope] } },
      });
      return { scope, roleDefinitionId };
    },
    read: ({ client }, context) => client.roleDefinitions.get({ scope: String(context.scope), roleDefinitionId: String(context.roleDefinitionId) }),
    write: ({ client }, role: RoleDefinition, context) =>
      client.roleDefinitions.createOrUpdate({
        scope: String(context.scope),
        roleDefinitionId: String(context.roleDefinitionId),
        body: { ...role, properties: { ...role.properties!, roleName: role.properties!.roleName!, permissions: role.properties!.permissions!, assignableScopes: role.properties!.assignableScopes!, description: 'Reads logs only' } },
      }),
  }),
  paging: {
    operation: 'roleAssignments.listForSubscription',
    pageSize: 100,
    async fill({ fake, target }, count) {
      const state = (fake as AccessControlFake).state;
      const scope = scopeOf(target);
      const ids: string[] = [];
      for (let i = 0; i < count; i++) {
        const name = newGuid();
        state.createAssignment(scope, name, { roleDefinitionId: roleDefinitionResourceId(scope, builtInRoleIds.reader), principalId: newGuid() });
        ids.push(name);
      }
      return ids;
    },
    async *walk({ client, target }, limits) {
      for await (const assignment of client.roleAssignments.listForSubscription({ subscriptionId: target.settings.subscriptionId!, filter: roleAssignmentFilter.atScope() }, limits)) {
        yield assignment.name ?? '';
      }
    },
  },
});
