import { inspect } from 'node:util';
import {
  AuthenticationError,
  isApiError,
  isConflictError,
  isNetworkError,
  isNotFoundError,
  isValidationError,
  type ApiError,
  type ValidationError,
  unknownFields,
} from '@org/http-core';
import { describe, expect, it } from 'vitest';
import { API_VERSIONS } from './api-version.js';
import { createAccessControlClient } from './client.js';
import { RoleDefinitionProperties } from './models/role-definition.js';
import { roleAssignmentFilter } from './filters.js';
import { builtInRoleIds, roleDefinitionResourceId } from './scopes.js';
import { rejectionOf, shareFixture, silent, startFixture } from './test-support/fixture.js';

const f = await shareFixture();

const principal = '3f2504e0-4f89-41d3-9a0c-0305e82c3301';
const name = '5c1c6a8e-7c2b-4e52-9a43-0f5c8c1b2d3e';

describe('requests on the wire', () => {
  it('sends api-version 2018-01-01-preview by default, the client default or the call value otherwise', async () => {
    await f.client.roleDefinitions.get({ scope: f.subscription, roleDefinitionId: builtInRoleIds.reader });
    await f.as(f.fake.tokens.owner, { apiVersion: '2022-04-01' }).roleDefinitions.get({ scope: f.subscription, roleDefinitionId: builtInRoleIds.reader });
    await f.client.roleDefinitions.get({ scope: f.subscription, roleDefinitionId: builtInRoleIds.reader, apiVersion: '2015-07-01' });
    expect(f.fake.requests.map((r) => r.query.get('api-version'))).toEqual(['2018-01-01-preview', '2022-04-01', '2015-07-01']);
  });

  it('sends, per operation, the api-version the service publishes it at; client and call values still win', async () => {
    const admin = f.as(f.fake.tokens.admin);
    await f.client.classicAdministrators.list({ subscriptionId: f.fake.subscriptionId }).toArray();
    await admin.globalAdministrator.elevateAccess();
    await f.client.denyAssignments.listForSubscription({ subscriptionId: f.fake.subscriptionId }).toArray();
    await f.client.permissions.listForResourceGroup({ subscriptionId: f.fake.subscriptionId, resourceGroupName: 'web' }).toArray();
    await f.client.providerOperations.list({}).toArray();
    await f.client.roleAssignments.listForSubscription({ subscriptionId: f.fake.subscriptionId }).toArray();
    expect(f.fake.requests.map((r) => [r.operationId, r.query.get('api-version'), r.status])).toEqual([
      ['classicAdministrators.list', '2015-07-01', 200],
      ['globalAdministrator.elevateAccess', '2015-07-01', 200],
      ['denyAssignments.listForSubscription', '2018-07-01-preview', 200],
      ['permissions.listForResourceGroup', '2018-01-01-preview', 200],
      ['providerOperations.list', '2018-01-01-preview', 200],
      ['roleAssignments.listForSubscription', '2018-01-01-preview', 200],
    ]);
    expect(API_VERSIONS).toMatchObject({ classicAdministrators: '2015-07-01', globalAdministrator: '2015-07-01', denyAssignments: '2018-07-01-preview' });

    f.fake.reset();
    const pinned = f.as(f.fake.tokens.owner, { apiVersion: '2022-04-01' });
    await pinned.classicAdministrators.list({ subscriptionId: f.fake.subscriptionId }).toArray();
    await pinned.denyAssignments.listForSubscription({ subscriptionId: f.fake.subscriptionId }).toArray();
    await f.client.denyAssignments.listForSubscription({ subscriptionId: f.fake.subscriptionId, apiVersion: '2022-04-01' }).toArray();
    expect(f.fake.requests.map((r) => r.query.get('api-version'))).toEqual(['2022-04-01', '2022-04-01', '2022-04-01']);
  });

  it('sends scopes as path segments, each encoded on its own, the root without a double slash', async () => {
    await f.client.roleAssignments.listForScope({ scope: `${f.subscription}/resourceGroups/web/providers/Vendor.Web/sites/my site` }).toArray();
    await f.client.roleAssignments.listForScope({ scope: '/' }).toArray();
    await f.client.roleAssignments.listForScope({ scope: f.subscription.slice(1) }).toArray();
    expect(f.fake.requests.map((r) => r.path)).toEqual([
      `${f.subscription}/resourceGroups/web/providers/Vendor.Web/sites/my%20site/providers/Vendor.Authorization/roleAssignments`,
      '/providers/Vendor.Authorization/roleAssignments',
      `${f.subscription}/providers/Vendor.Authorization/roleAssignments`,
    ]);
  });

  it('leaves out an absent parent resource path without leaving a double slash', async () => {
    const resource = { subscriptionId: f.fake.subscriptionId, resourceGroupName: 'web', resourceProviderNamespace: 'Vendor.Sql', resourceType: 'databases', resourceName: 'orders' };
    await f.client.roleAssignments.listForResource(resource).toArray();
    await f.client.roleAssignments.listForResource({ ...resource, parentResourcePath: 'servers/main' }).toArray();
    expect(f.fake.requests.map((r) => r.path)).toEqual([
      `${f.subscription}/resourcegroups/web/providers/Vendor.Sql/databases/orders/providers/Vendor.Authorization/roleAssignments`,
      `${f.subscription}/resourcegroups/web/providers/Vendor.Sql/servers/main/databases/orders/providers/Vendor.Authorization/roleAssignments`,
    ]);
  });

  it('takes an empty or root parent path as a top-level resource, in every operation on a resource path', async () => {
    const resource = { subscriptionId: f.fake.subscriptionId, resourceGroupName: 'web', resourceProviderNamespace: 'Vendor.Compute', resourceType: 'virtualMachines', resourceName: 'vm1' };
    for (const parentResourcePath of ['', '/', undefined]) {
      await f.client.roleAssignments.listForResource({ ...resource, parentResourcePath }).toArray();
      await f.client.denyAssignments.listForResource({ ...resource, parentResourcePath }).toArray();
      const permissions = await f.client.permissions.listForResource({ ...resource, parentResourcePath }).toArray();
      expect(permissions.flatMap((p) => p.actions ?? [])).toContain('*');
    }
    const top = `${f.subscription}/resourcegroups/web/providers/Vendor.Compute/virtualMachines/vm1/providers/Vendor.Authorization`;
    const sent = [`${top}/roleAssignments`, `${top}/denyAssignments`, `${top}/permissions`];
    expect(f.fake.requests.map((r) => [r.path, r.status])).toEqual([...sent, ...sent, ...sent].map((path) => [path, 200]));
  });

  it('uses the provider namespace the client is given', async () => {
    const fake = await startFixture({ providerNamespace: 'Acme.Authorization' }, { providerNamespace: 'Acme.Authorization' });
    try {
      const role = await fake.client.roleDefinitions.get({ scope: fake.subscription, roleDefinitionId: builtInRoleIds.owner });
      expect(role.id).toBe(`${fake.subscription}/providers/Acme.Authorization/roleDefinitions/${builtInRoleIds.owner}`);
      expect(fake.fake.requests[0]!.path).toContain('/providers/Acme.Authorization/roleDefinitions/');
    } finally {
      await fake.fake.close();
    }
  });

  it('gets a token from an async provider and sends it as a bearer token', async () => {
    let calls = 0;
    const client = createAccessControlClient({
      baseUrl: f.fake.url,
      logger: silent,
      token: async () => {
        calls += 1;
        return { token: f.fake.tokens.reader, expiresAt: Date.now() + 3_600_000 };
      },
    });
    await client.permissions.listForResourceGroup({ subscriptionId: f.fake.subscriptionId, resourceGroupName: 'web' }).toArray();
    await client.permissions.listForResourceGroup({ subscriptionId: f.fake.subscriptionId, resourceGroupName: 'web' }).toArray();
    expect(calls).toBe(1);
    expect(f.fake.requests.every((r) => r.headers.authorization === `Bearer ${f.fake.tokens.reader}`)).toBe(true);
  });
});

describe('refusals before sending', () => {
  const cases: Array<[string, () => PromiseLike<unknown>, string]> = [
    ['a role definition id that is not a GUID', () => f.client.roleDefinitions.get({ scope: '/', roleDefinitionId: 'reader' }), 'roleDefinitionId'],
    ['an assignment name that is not a GUID', () => f.client.roleAssignments.get({ scope: '/', roleAssignmentName: 'x' }), 'roleAssignmentName'],
    ['a scope climbing with ..', () => f.client.roleAssignments.listForScope({ scope: '/subscriptions/../x' }).toArray(), 'scope'],
    ['a scope with a query', () => f.client.roleAssignments.listForScope({ scope: '/subscriptions/a?b=c' }).toArray(), 'scope'],
    ['a scope with a double slash', () => f.client.roleAssignments.listForScope({ scope: '/subscriptions//x' }).toArray(), 'scope'],
    ['a scope with CR/LF', () => f.client.roleAssignments.listForScope({ scope: '/subscriptions/a\r\nb' }).toArray(), 'scope'],
    ['an empty scope', () => f.client.roleAssignments.listForScope({ scope: '' }).toArray(), 'scope'],
    ['a full id without its leading slash', () => f.client.roleAssignments.getById({ roleAssignmentId: `subscriptions/s/providers/Vendor.Authorization/roleAssignments/${name}` }), 'roleAssignmentId'],
    ['a deny assignment id given as a role assignment id', () => f.client.roleAssignments.getByRoleId({ roleId: `/providers/Vendor.Authorization/denyAssignments/${name}` }), 'roleId'],
    ['a resource group name with a slash', () => f.client.roleAssignments.listForResourceGroup({ subscriptionId: 's', resourceGroupName: 'a/b' }).toArray(), 'resourceGroupName'],
    ['a subscription id with a slash', () => f.client.classicAdministrators.list({ subscriptionId: 'a/b' }).toArray(), 'subscriptionId'],
    ['a malformed api-version', () => f.client.providerOperations.list({ apiVersion: 'latest' }).toArray(), 'apiVersion'],
    [
      'a principal id that is not a GUID',
      () => f.client.roleAssignments.create({ scope: f.subscription, roleAssignmentName: name, body: { properties: { roleDefinitionId: 'x', principalId: 'bob' } } }),
      'body',
    ],
    ['a missing body', () => f.client.roleAssignments.create({ scope: f.subscription, roleAssignmentName: name } as never), 'body'],
  ];
  for (const [what, call, field] of cases) {
    it(`refuses ${what}`, async () => {
      const error = (await rejectionOf(call())) as ValidationError;
      expect(isValidationError(error)).toBe(true);
      expect(error.field).toMatch(new RegExp(`^${field}`));
      expect(f.fake.requestCount()).toBe(0);
    });
  }
});

describe('errors', () => {
  it('reads the service error shape: status, code, message and request id', async () => {
    const error = (await rejectionOf(f.client.roleAssignments.get({ scope: f.subscription, roleAssignmentName: name }))) as ApiError;
    expect(isNotFoundError(error)).toBe(true);
    expect(error.status).toBe(404);
    expect(error.code).toBe('RoleAssignmentNotFound');
    expect(error.serviceMessage).toContain(name);
    expect(error.requestId).toBe(f.fake.requests[0]!.requestId);
  });

  it('answers a missing or unknown token with an authentication error and never shows the token', async () => {
    const noToken = createAccessControlClient({ baseUrl: f.fake.url, logger: silent });
    const refused = (await rejectionOf(noToken.providerOperations.list().toArray())) as ValidationError;
    expect(isValidationError(refused)).toBe(true);
    expect(refused.message).toMatch(/credential/i);
    expect(f.fake.requestCount()).toBe(0);
    const secret = 'secret-token-value-123';
    const error = await rejectionOf(f.as(secret).providerOperations.list().toArray());
    expect(error).toBeInstanceOf(AuthenticationError);
    expect((error as ApiError).status).toBe(401);
    expect(JSON.stringify(error)).not.toContain(secret);
    expect(inspect(error, { depth: 10 })).not.toContain(secret);
    expect(String((error as Error).stack)).not.toContain(secret);
  });

  it('turns a duplicate assignment into a ConflictError', async () => {
    const body = { properties: { roleDefinitionId: roleDefinitionResourceId(f.subscription, builtInRoleIds.reader), principalId: principal } };
    await f.client.roleAssignments.create({ scope: f.subscription, roleAssignmentName: name, body });
    const error = await rejectionOf(f.client.roleAssignments.create({ scope: f.subscription, roleAssignmentName: name, body }));
    expect(isConflictError(error)).toBe(true);
    expect((error as ApiError).code).toBe('RoleAssignmentExists');
  });
});

describe('retries', () => {
  it('retries a read through 503s and reports the attempts', async () => {
    f.fake.faults.status([503, 503]);
    const { data, response } = await f.client.roleDefinitions.get({ scope: f.subscription, roleDefinitionId: builtInRoleIds.owner }).withResponse();
    expect(data.properties?.roleName).toBe('Owner');
    expect(response.attempts).toBe(3);
  });

  it('never repeats elevateAccess (a POST) after a 503', async () => {
    f.fake.faults.status([503]);
    const error = await rejectionOf(f.as(f.fake.tokens.admin).globalAdministrator.elevateAccess());
    expect(isApiError(error) && error.status).toBe(503);
    expect(f.fake.requestCount('globalAdministrator.elevateAccess')).toBe(1);
  });

  it('reports a connection reset on a read as a network error after its retries', async () => {
    f.fake.faults.reset({ times: 3 });
    const error = await rejectionOf(f.client.providerOperations.get({ resourceProviderNamespace: 'Vendor.Compute' }));
    expect(isNetworkError(error)).toBe(true);
    expect(f.fake.requestCount()).toBe(3);
  });
});

describe('paging', () => {
  it('follows nextLink lazily, page by page, keeping the filter', async () => {
    const small = await startFixture({ pageSize: 2 });
    try {
      for (let i = 0; i < 5; i++) {
        small.fake.state.createAssignment(small.subscription, `00000000-0000-4000-8000-00000000000${i}`, {
          roleDefinitionId: roleDefinitionResourceId(small.subscription, builtInRoleIds.reader),
          principalId: `3f2504e0-4f89-41d3-9a0c-0305e82c330${i}`,
        });
      }
      const pages = [];
      for await (const page of small.client.roleAssignments.listForSubscription({ subscriptionId: small.fake.subscriptionId, filter: roleAssignmentFilter.atScope() }).byPage()) {
        pages.push(page.items.length);
      }
      // five new assignments and the seeded owner's, all at the subscription
      expect(pages).toEqual([2, 2, 2]);
      expect(small.fake.requests.every((r) => r.query.get('$filter') === 'atScope()')).toBe(true);
      expect(small.fake.requests.every((r) => r.query.get('api-version') === '2018-01-01-preview')).toBe(true);

      small.fake.reset();
      const first = await small.client.roleAssignments.listForSubscription({ subscriptionId: small.fake.subscriptionId }).firstPage();
      expect(first.items).toHaveLength(2);
      expect(small.fake.requestCount()).toBe(1);
    } finally {
      await small.fake.close();
    }
  });
});

describe('unknown fields', () => {
  it('keeps fields the models do not know through a read-modify-write', async () => {
    const scope = f.subscription;
    const id = '6d7e8f90-1a2b-4c3d-8e4f-5a6b7c8d9e0f';
    const withFutureField = { roleName: 'Auditor', permissions: [{ actions: ['*/read'] }], assignableScopes: [scope], futureField: { level: 2 } };
    await f.client.roleDefinitions.createOrUpdate({
      scope,
      roleDefinitionId: id,
      // A field the package does not know is sent from an object of the caller's own type.
      body: { properties: withFutureField },
    });
    const read = await f.client.roleDefinitions.get({ scope, roleDefinitionId: id });
    expect(unknownFields(RoleDefinitionProperties, read.properties!)).toEqual({ futureField: { level: 2 } });
    await f.client.roleDefinitions.createOrUpdate({
      scope,
      roleDefinitionId: id,
      body: { properties: { ...read.properties!, roleName: 'Auditor', permissions: read.properties!.permissions!, assignableScopes: read.properties!.assignableScopes!, description: 'Reads everything' } },
    });
    const again = await f.client.roleDefinitions.get({ scope, roleDefinitionId: id });
    expect(unknownFields(RoleDefinitionProperties, again.properties!)).toEqual({ futureField: { level: 2 } });
    expect(again.properties?.description).toBe('Reads everything');
  });
});
