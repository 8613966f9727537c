import type { ApiError } from '@org/http-core';
import { describe, expect, it } from 'vitest';
import { roleAssignmentFilter } from '../filters.js';
import { builtInRoleIds, roleDefinitionResourceId } from '../scopes.js';
import { rejectionOf, shareFixture } from '../test-support/fixture.js';

const f = await shareFixture();

describe('fake: permissions', () => {
  it('computes the caller’s permissions from the assignments that apply at the resource group', async () => {
    const owner = await f.client.permissions.listForResourceGroup({ subscriptionId: f.fake.subscriptionId, resourceGroupName: 'web' }).toArray();
    expect(owner.map((p) => p.actions)).toEqual([['*']]);
    const reader = await f.as(f.fake.tokens.reader).permissions.listForResourceGroup({ subscriptionId: f.fake.subscriptionId, resourceGroupName: 'web' }).toArray();
    expect(reader.map((p) => p.actions)).toEqual([['*/read']]);
    const elsewhere = await f.as(f.fake.tokens.reader).permissions.listForResourceGroup({ subscriptionId: f.fake.subscriptionId, resourceGroupName: 'billing' }).toArray();
    expect(elsewhere).toEqual([]);
  });

  it('adds roles granted on a resource to the caller’s permissions there, and only there', async () => {
    const resource = { subscriptionId: f.fake.subscriptionId, resourceGroupName: 'web', resourceProviderNamespace: 'Vendor.Compute', resourceType: 'virtualMachines', resourceName: 'vm1' };
    const vmScope = `${f.subscription}/resourcegroups/web/providers/Vendor.Compute/virtualMachines/vm1`;
    await f.client.roleAssignments.create({
      scope: vmScope,
      roleAssignmentName: '5c1c6a8e-7c2b-4e52-9a43-0f5c8c1b2d31',
      body: { properties: { roleDefinitionId: roleDefinitionResourceId(vmScope, builtInRoleIds.contributor), principalId: f.fake.principalIds.reader } },
    });
    const reader = f.as(f.fake.tokens.reader);
    const onVm = await reader.permissions.listForResource(resource).toArray();
    expect(onVm.map((p) => p.actions).sort()).toEqual([['*'], ['*/read']]);
    const onOtherVm = await reader.permissions.listForResource({ ...resource, resourceName: 'vm2' }).toArray();
    expect(onOtherVm.map((p) => p.actions)).toEqual([['*/read']]);
  });
});

describe('fake: access elevation', () => {
  it('grants a Global Administrator User Access Administrator at the root, visible in the root list', async () => {
    const admin = f.as(f.fake.tokens.admin);
    const { response } = await admin.globalAdministrator.elevateAccess().withResponse();
    expect(response.status).toBe(200);
    await admin.globalAdministrator.elevateAccess();
    const atRoot = await f.client.roleAssignments.listForScope({ scope: '/', filter: roleAssignmentFilter.atScope() }).toArray();
    expect(atRoot).toHaveLength(1);
    expect(atRoot[0]!.properties).toMatchObject({
      scope: '/',
      principalId: f.fake.principalIds.admin,
      roleDefinitionId: roleDefinitionResourceId('/', builtInRoleIds.userAccessAdministrator),
    });
  });

  it('refuses callers who are not Global Administrators (403)', async () => {
    const error = (await rejectionOf(f.as(f.fake.tokens.reader).globalAdministrator.elevateAccess())) as ApiError;
    expect([error.status, error.code]).toEqual([403, 'AuthorizationFailed']);
  });
});

describe('fake: provider operations and classic administrators', () => {
  it('lists every provider with resource types by default, without them when expand names something else', async () => {
    const all = await f.client.providerOperations.list().toArray();
    expect(all.map((p) => p.name)).toEqual(['Vendor.Authorization', 'Vendor.Compute', 'Vendor.Storage']);
    expect(all.every((p) => (p.resourceTypes?.length ?? 0) > 0)).toBe(true);
    const bare = await f.client.providerOperations.get({ resourceProviderNamespace: 'vendor.storage', expand: 'none' });
    expect(bare.resourceTypes).toBeUndefined();
    expect(bare.operations?.[0]?.name).toBe('Vendor.Storage/register/action');
    const full = await f.client.providerOperations.get({ resourceProviderNamespace: 'Vendor.Storage' });
    expect(full.resourceTypes?.[0]?.operations?.some((op) => op.isDataAction)).toBe(true);
    const missing = (await rejectionOf(f.client.providerOperations.get({ resourceProviderNamespace: 'Vendor.Nope' }))) as ApiError;
    expect(missing.status).toBe(404);
  });

  it('lists the classic administrators of a known subscription, 404 for others', async () => {
    const admins = await f.client.classicAdministrators.list({ subscriptionId: f.fake.subscriptionId }).toArray();
    expect(admins.map((a) => a.properties?.role)).toEqual(['ServiceAdministrator;AccountAdministrator', 'CoAdministrator']);
    const other = (await rejectionOf(f.client.classicAdministrators.list({ subscriptionId: 'elsewhere' }).toArray())) as ApiError;
    expect([other.status, other.code]).toEqual([404, 'SubscriptionNotFound']);
  });
});

describe('fake: authentication', () => {
  it('answers a request without a bearer token 401 in the service’s error shape, with a request id', async () => {
    const response = await fetch(`${f.fake.url}/providers/Vendor.Authorization/providerOperations?api-version=2018-01-01-preview`);
    expect(response.status).toBe(401);
    const body = (await response.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe('AuthenticationFailed');
    expect(typeof body.error.message).toBe('string');
    expect(response.headers.get('x-ms-request-id')).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});
