import type { ApiError } from '@org/http-core';
import { describe, expect, it } from 'vitest';
import { roleDefinitionFilter } from '../filters.js';
import { builtInRoleIds, roleDefinitionResourceId } from '../scopes.js';
import { rejectionOf, shareFixture } from '../test-support/fixture.js';

const f = await shareFixture();

const auditorId = '6d7e8f90-1a2b-4c3d-8e4f-5a6b7c8d9e0f';
const auditor = (scopes: string[]) => ({
  properties: { roleName: 'Auditor', description: 'Reads logs', permissions: [{ actions: ['Vendor.Insights/logs/read'] }], assignableScopes: scopes },
});

describe('fake: role definitions', () => {
  it('seeds the four built-in roles with their action sets, assignable everywhere', async () => {
    const roles = await f.client.roleDefinitions.list({ scope: '/' }).toArray();
    expect(roles.map((r) => r.properties?.roleName).sort()).toEqual(['Contributor', 'Owner', 'Reader', 'User Access Administrator']);
    const reader = roles.find((r) => r.name === builtInRoleIds.reader)!;
    expect(reader.properties?.permissions?.[0]?.actions).toEqual(['*/read']);
    expect(reader.properties?.type).toBe('BuiltInRole');
    expect(reader.id).toBe(`/providers/Vendor.Authorization/roleDefinitions/${builtInRoleIds.reader}`);
    const contributor = roles.find((r) => r.name === builtInRoleIds.contributor)!;
    expect(contributor.properties?.permissions?.[0]?.notActions).toContain('Vendor.Authorization/*/Write');
  });

  it('creates a custom role (201), reads it at the scope, and lists it at the scope and below but not above', async () => {
    const rg = `${f.subscription}/resourceGroups/web`;
    const { data, response } = await f.client.roleDefinitions.createOrUpdate({ scope: f.subscription, roleDefinitionId: auditorId, body: auditor([f.subscription]) }).withResponse();
    expect(response.status).toBe(201);
    expect(data.properties?.type).toBe('CustomRole');
    expect(data.id).toBe(roleDefinitionResourceId(f.subscription, auditorId));

    const names = async (scope: string, filter?: string) =>
      (await f.client.roleDefinitions.list({ scope, ...(filter ? { filter } : {}) }).toArray()).map((r) => r.properties?.roleName);
    expect(await names(f.subscription)).toContain('Auditor');
    expect(await names(rg)).toContain('Auditor');
    expect(await names('/')).not.toContain('Auditor');
    expect(await names('/', roleDefinitionFilter.atScopeAndBelow())).toContain('Auditor');
    expect(await names(f.subscription, roleDefinitionFilter.type('CustomRole'))).toEqual(['Auditor']);
    expect(await names(f.subscription, roleDefinitionFilter.roleName('Reader'))).toEqual(['Reader']);
    expect((await f.client.roleDefinitions.get({ scope: rg, roleDefinitionId: auditorId })).properties?.description).toBe('Reads logs');
  });

  it('updates a custom role in place with the same id', async () => {
    await f.client.roleDefinitions.createOrUpdate({ scope: f.subscription, roleDefinitionId: auditorId, body: auditor([f.subscription]) });
    const body = auditor([f.subscription]);
    body.properties.description = 'Reads logs and metrics';
    await f.client.roleDefinitions.createOrUpdate({ scope: f.subscription, roleDefinitionId: auditorId, body });
    const custom = await f.client.roleDefinitions.list({ scope: f.subscription, filter: roleDefinitionFilter.type('CustomRole') }).toArray();
    expect(custom.map((r) => r.properties?.description)).toEqual(['Reads logs and metrics']);
  });

  it('refuses a second custom role with the same name (409), and changes to built-in roles (400)', async () => {
    await f.client.roleDefinitions.createOrUpdate({ scope: f.subscription, roleDefinitionId: auditorId, body: auditor([f.subscription]) });
    const clash = (await rejectionOf(
      f.client.roleDefinitions.createOrUpdate({ scope: f.subscription, roleDefinitionId: '7d7e8f90-1a2b-4c3d-8e4f-5a6b7c8d9e0f', body: auditor([f.subscription]) }),
    )) as ApiError;
    expect([clash.status, clash.code]).toEqual([409, 'RoleDefinitionWithSameNameExists']);
    const builtIn = (await rejectionOf(f.client.roleDefinitions.delete({ scope: '/', roleDefinitionId: builtInRoleIds.owner }))) as ApiError;
    expect([builtIn.status, builtIn.code]).toEqual([400, 'BuiltInRoleCannotBeModified']);
  });

  it('deletes a custom role, answering with it; refuses while it is assigned; 404 afterwards', async () => {
    await f.client.roleDefinitions.createOrUpdate({ scope: f.subscription, roleDefinitionId: auditorId, body: auditor([f.subscription]) });
    const assignment = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';
    await f.client.roleAssignments.create({
      scope: f.subscription,
      roleAssignmentName: assignment,
      body: { properties: { roleDefinitionId: roleDefinitionResourceId(f.subscription, auditorId), principalId: f.fake.principalIds.reader } },
    });
    const inUse = (await rejectionOf(f.client.roleDefinitions.delete({ scope: f.subscription, roleDefinitionId: auditorId }))) as ApiError;
    expect([inUse.status, inUse.code]).toEqual([409, 'RoleDefinitionHasAssignments']);

    await f.client.roleAssignments.delete({ scope: f.subscription, roleAssignmentName: assignment });
    const deleted = await f.client.roleDefinitions.delete({ scope: f.subscription, roleDefinitionId: auditorId });
    expect(deleted.properties?.roleName).toBe('Auditor');
    const gone = (await rejectionOf(f.client.roleDefinitions.get({ scope: f.subscription, roleDefinitionId: auditorId }))) as ApiError;
    expect([gone.status, gone.code]).toEqual([404, 'RoleDefinitionDoesNotExist']);
  });

  it('answers 404 for scopes in subscriptions it does not know', async () => {
    const error = (await rejectionOf(f.client.roleDefinitions.list({ scope: '/subscriptions/other' }).toArray())) as ApiError;
    expect([error.status, error.code]).toEqual([404, 'SubscriptionNotFound']);
  });

  it('reads a role definition by its full id, and refuses an id of another kind before sending', async () => {
    const reader = await f.client.roleDefinitions.get({ scope: f.subscription, roleDefinitionId: builtInRoleIds.reader });
    const byId = await f.client.roleDefinitions.getById({ roleId: reader.id! });
    expect(byId).toEqual(reader);
    expect(f.fake.requests.at(-1)).toMatchObject({ path: reader.id, status: 200 });
    const sent = f.fake.requestCount();
    const assignmentId = `${f.subscription}/providers/Vendor.Authorization/roleAssignments/${auditorId}`;
    const refused = await rejectionOf(f.client.roleDefinitions.getById({ roleId: assignmentId }));
    expect((refused as Error).message).toContain("must be a full role definition id starting with '/'");
    expect(f.fake.requestCount()).toBe(sent);
  });
});
