import type { ApiError } from '@org/http-core';
import { describe, expect, it } from 'vitest';
import { roleAssignmentFilter } from '../filters.js';
import { builtInRoleIds, roleDefinitionResourceId } from '../scopes.js';
import { rejectionOf, shareFixture } from '../test-support/fixture.js';

const f = await shareFixture();

const alice = '3f2504e0-4f89-41d3-9a0c-0305e82c3301';
const name1 = '5c1c6a8e-7c2b-4e52-9a43-0f5c8c1b2d31';
const name2 = '5c1c6a8e-7c2b-4e52-9a43-0f5c8c1b2d32';
const name3 = '5c1c6a8e-7c2b-4e52-9a43-0f5c8c1b2d33';
const grant = (role: string, principalId = alice) => ({ properties: { roleDefinitionId: roleDefinitionResourceId('/', role), principalId } });

describe('fake: role assignments', () => {
  it('creates at subscription, resource group, resource and arbitrary scopes (201) and reads each back', async () => {
    const rg = `${f.subscription}/resourceGroups/web`;
    const vm = `${f.subscription}/resourcegroups/web/providers/Vendor.Compute/virtualMachines/vm1`;
    const { data, response } = await f.client.roleAssignments.create({ scope: rg, roleAssignmentName: name1, body: grant(builtInRoleIds.contributor) }).withResponse();
    expect(response.status).toBe(201);
    expect(data).toMatchObject({
      id: `${rg}/providers/Vendor.Authorization/roleAssignments/${name1}`,
      name: name1,
      type: 'Vendor.Authorization/roleAssignments',
      properties: { scope: rg, principalId: alice, roleDefinitionId: roleDefinitionResourceId('/', builtInRoleIds.contributor) },
    });
    await f.client.roleAssignments.create({ scope: vm, roleAssignmentName: name2, body: grant(builtInRoleIds.reader) });
    await f.client.roleAssignments.create({ scope: '/', roleAssignmentName: name3, body: grant(builtInRoleIds.reader) });
    expect((await f.client.roleAssignments.get({ scope: vm, roleAssignmentName: name2 })).properties?.scope).toBe(vm);
    expect((await f.client.roleAssignments.get({ scope: '/', roleAssignmentName: name3 })).id).toBe(`/providers/Vendor.Authorization/roleAssignments/${name3}`);
    const wrongScope = (await rejectionOf(f.client.roleAssignments.get({ scope: f.subscription, roleAssignmentName: name1 }))) as ApiError;
    expect([wrongScope.status, wrongScope.code]).toEqual([404, 'RoleAssignmentNotFound']);
  });

  it('lists at, above and below a scope; atScope() drops those below; principalId keeps one principal', async () => {
    const rg = `${f.subscription}/resourceGroups/web`;
    const vm = `${f.subscription}/resourcegroups/web/providers/Vendor.Compute/virtualMachines/vm1`;
    await f.client.roleAssignments.create({ scope: vm, roleAssignmentName: name1, body: grant(builtInRoleIds.reader) });
    const names = async (items: PromiseLike<Array<{ name?: string | undefined }>>) => (await items).map((a) => a.name).sort();
    const seededOwner = 'bbbbbbbb-0000-4000-8000-000000000001';
    const seededReader = 'bbbbbbbb-0000-4000-8000-000000000002';

    expect(await names(f.client.roleAssignments.listForResourceGroup({ subscriptionId: f.fake.subscriptionId, resourceGroupName: 'web' }).toArray())).toEqual(
      [name1, seededOwner, seededReader].sort(),
    );
    expect(
      await names(f.client.roleAssignments.listForResourceGroup({ subscriptionId: f.fake.subscriptionId, resourceGroupName: 'web', filter: roleAssignmentFilter.atScope() }).toArray()),
    ).toEqual([seededOwner, seededReader].sort());
    expect(
      await names(
        f.client.roleAssignments
          .listForResource({ subscriptionId: f.fake.subscriptionId, resourceGroupName: 'web', resourceProviderNamespace: 'Vendor.Compute', resourceType: 'virtualMachines', resourceName: 'vm1' })
          .toArray(),
      ),
    ).toEqual([name1, seededOwner, seededReader].sort());
    expect(await names(f.client.roleAssignments.listForSubscription({ subscriptionId: f.fake.subscriptionId, filter: roleAssignmentFilter.principalId(alice) }).toArray())).toEqual([name1]);
    expect(await names(f.client.roleAssignments.listForScope({ scope: rg, filter: `${roleAssignmentFilter.atScope()} and ${roleAssignmentFilter.principalId(alice)}` }).toArray())).toEqual([]);
  });

  it('refuses a taken name, the same grant twice, an unknown role, a role not assignable there, and a bad filter', async () => {
    await f.client.roleAssignments.create({ scope: f.subscription, roleAssignmentName: name1, body: grant(builtInRoleIds.reader) });
    const taken = (await rejectionOf(f.client.roleAssignments.create({ scope: f.subscription, roleAssignmentName: name1, body: grant(builtInRoleIds.owner) }))) as ApiError;
    expect([taken.status, taken.code]).toEqual([409, 'RoleAssignmentExists']);
    const twice = (await rejectionOf(f.client.roleAssignments.create({ scope: f.subscription, roleAssignmentName: name2, body: grant(builtInRoleIds.reader) }))) as ApiError;
    expect([twice.status, twice.code]).toEqual([409, 'RoleAssignmentExists']);
    const unknown = (await rejectionOf(
      f.client.roleAssignments.create({ scope: f.subscription, roleAssignmentName: name2, body: grant('00000000-1111-4222-8333-444444444444') }),
    )) as ApiError;
    expect([unknown.status, unknown.code]).toEqual([400, 'RoleDefinitionDoesNotExist']);

    await f.client.roleDefinitions.createOrUpdate({
      scope: `${f.subscription}/resourceGroups/web`,
      roleDefinitionId: '6d7e8f90-1a2b-4c3d-8e4f-5a6b7c8d9e0f',
      body: { properties: { roleName: 'Web operator', permissions: [{ actions: ['Vendor.Web/*'] }], assignableScopes: [`${f.subscription}/resourceGroups/web`] } },
    });
    const notHere = (await rejectionOf(
      f.client.roleAssignments.create({ scope: f.subscription, roleAssignmentName: name2, body: grant('6d7e8f90-1a2b-4c3d-8e4f-5a6b7c8d9e0f') }),
    )) as ApiError;
    expect([notHere.status, notHere.code]).toEqual([400, 'InvalidRoleAssignmentScope']);

    const badFilter = (await rejectionOf(f.client.roleAssignments.listForScope({ scope: f.subscription, filter: "roleName eq 'x'" }).toArray())) as ApiError;
    expect([badFilter.status, badFilter.code]).toEqual([400, 'InvalidFilter']);
  });

  it('deletes by scope and name, answering with the deleted assignment, then 404', async () => {
    await f.client.roleAssignments.create({ scope: f.subscription, roleAssignmentName: name1, body: grant(builtInRoleIds.reader) });
    const deleted = await f.client.roleAssignments.delete({ scope: f.subscription, roleAssignmentName: name1 });
    expect(deleted.properties?.principalId).toBe(alice);
    const again = (await rejectionOf(f.client.roleAssignments.delete({ scope: f.subscription, roleAssignmentName: name1 }))) as ApiError;
    expect(again.status).toBe(404);
  });

  it('creates, gets and deletes by full id in both spellings', async () => {
    const id1 = `${f.subscription}/resourceGroups/web/providers/Vendor.Authorization/roleAssignments/${name1}`;
    const id2 = `/providers/Vendor.Authorization/roleAssignments/${name2}`;
    expect((await f.client.roleAssignments.createById({ roleAssignmentId: id1, body: grant(builtInRoleIds.reader) })).id).toBe(id1);
    expect((await f.client.roleAssignments.createByRoleId({ roleId: id2, body: grant(builtInRoleIds.reader) })).id).toBe(id2);
    expect((await f.client.roleAssignments.getById({ roleAssignmentId: id2 })).name).toBe(name2);
    expect((await f.client.roleAssignments.getByRoleId({ roleId: id1 })).name).toBe(name1);
    expect((await f.client.roleAssignments.deleteById({ roleAssignmentId: id2 })).name).toBe(name2);
    expect((await f.client.roleAssignments.deleteByRoleId({ roleId: id1 })).name).toBe(name1);
    expect(f.fake.requests.map((r) => r.path)).toEqual([id1, id2, id2, id1, id2, id1]);
    expect(((await rejectionOf(f.client.roleAssignments.getById({ roleAssignmentId: id1 }))) as ApiError).status).toBe(404);
  });

  it('keeps unknown body fields of an assignment and returns them', async () => {
    const body = { ...grant(builtInRoleIds.reader), condition: "@Resource[name] StringStartsWith 'logs'" };
    const created = await f.client.roleAssignments.create({ scope: f.subscription, roleAssignmentName: name1, body });
    expect((created as Record<string, unknown>).condition).toBe(body.condition);
  });
});
