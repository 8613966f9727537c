/**
 * `@azure/arm-authorization`, the official SDK of the real access control service, against our fake over
 * HTTPS. Its bearer-token policy refuses plain http, so the fake serves TLS and the SDK trusts its CA through
 * the pipeline's `tlsOptions`.
 *
 * Bridge (the spec's one deliberate difference here): the provider namespace. The SDK's paths say
 * `Microsoft.Authorization` where the spec says `Vendor.Authorization`; the fake is started with
 * `providerNamespace: 'Microsoft.Authorization'`. Nothing else is adapted.
 */
import { AuthorizationManagementClient } from '@azure/arm-authorization';
import { startAccessControlFake, type AccessControlFake } from '@org/access-control/testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

/** BRIDGE: the provider namespace the SDK's paths carry. */
const providerNamespace = 'Microsoft.Authorization';

let fake: AccessControlFake;
beforeAll(async () => {
  fake = await startAccessControlFake({ tls: true, providerNamespace });
});
afterAll(() => fake.close());
beforeEach(() => fake.reset());

/** A token credential of the SDK's shape, handing out one of the fake's tokens. */
const credential = (token: string) => ({ getToken: async () => ({ token, expiresOnTimestamp: Date.now() + 3_600_000 }) });

function sdk(token: string = fake.tokens.owner, endpoint: string = fake.url): AuthorizationManagementClient {
  return new AuthorizationManagementClient(credential(token), fake.subscriptionId, {
    endpoint,
    tlsOptions: { ca: fake.caCertificate },
    retryOptions: { maxRetries: 0 },
  });
}

async function all<T>(pages: AsyncIterable<T>): Promise<T[]> {
  const items: T[] = [];
  for await (const item of pages) items.push(item);
  return items;
}

const subscriptionScope = () => `/subscriptions/${fake.subscriptionId}`;
const readerRoleId = 'acdd72a7-3385-48ef-bd42-f606fba81ae7';

describe('@azure/arm-authorization against the access control fake', () => {
  it('is refused by the SDK itself over plain http: a bearer token needs TLS', async () => {
    const plain = new AuthorizationManagementClient(credential(fake.tokens.owner), fake.subscriptionId, {
      endpoint: fake.url.replace('https:', 'http:'),
      retryOptions: { maxRetries: 0 },
    });
    await expect(all(plain.classicAdministrators.list())).rejects.toThrow(/non-TLS|https/i);
    expect(fake.requestCount()).toBe(0);
  });

  it('lists classic administrators, the request carrying the bearer token over https', async () => {
    const admins = await all(sdk().classicAdministrators.list());
    expect(admins.length).toBeGreaterThan(0);
    expect(admins[0]).toMatchObject({ emailAddress: expect.stringContaining('@'), role: expect.any(String) });
    const request = fake.requests.at(-1)!;
    expect(request.operationId).toBe('classicAdministrators.list');
    expect(request.headers.authorization).toBe(`Bearer ${fake.tokens.owner}`);
    expect(request.query.get('api-version')).toBe('2015-07-01');
  });

  it('reads role definitions, grants a role, reads and lists the assignment, and removes it', async () => {
    const client = sdk();
    const roles = await all(client.roleDefinitions.list(subscriptionScope()));
    const reader = roles.find((role) => role.roleName === 'Reader');
    expect(reader?.permissions?.[0]?.actions).toContain('*/read');
    const got = await client.roleDefinitions.get(subscriptionScope(), readerRoleId);
    expect(got.id).toBe(reader!.id);

    const name = '6f4c2e1a-9b3d-4c5e-8f7a-1b2c3d4e5f60';
    const scope = `${subscriptionScope()}/resourceGroups/web`;
    const created = await client.roleAssignments.create(scope, name, { roleDefinitionId: reader!.id!, principalId: fake.principalIds.admin });
    expect(created).toMatchObject({ name, scope, principalId: fake.principalIds.admin, roleDefinitionId: reader!.id });
    expect(fake.requests.at(-1)).toMatchObject({ operationId: 'roleAssignments.create', status: 201 });

    expect((await client.roleAssignments.get(scope, name)).principalId).toBe(fake.principalIds.admin);
    expect((await client.roleAssignments.getById(created.id!)).name).toBe(name);
    const inGroup = await all(client.roleAssignments.listForResourceGroup('web'));
    expect(inGroup.map((assignment) => assignment.name)).toContain(name);
    const forPrincipal = await all(client.roleAssignments.listForScope(scope, { filter: `principalId eq '${fake.principalIds.admin}'` }));
    expect(forPrincipal.map((assignment) => assignment.name)).toEqual([name]);

    await client.roleAssignments.delete(scope, name);
    await expect(client.roleAssignments.get(scope, name)).rejects.toMatchObject({ statusCode: 404, code: 'RoleAssignmentNotFound' });
  });

  it('reads deny assignments and the caller’s permissions at a resource group', async () => {
    const client = sdk();
    const denies = await all(client.denyAssignments.list());
    expect(denies.length).toBeGreaterThan(0);
    expect(denies[0]).toMatchObject({ denyAssignmentName: expect.any(String), principals: expect.any(Array) });
    expect((await client.denyAssignments.getById(denies[0]!.id!)).name).toBe(denies[0]!.name);
    const permissions = await all(client.permissions.listForResourceGroup('web'));
    expect(permissions.flatMap((p) => p.actions ?? [])).toContain('*');
  });

  it('lists deny assignments of a top-level resource (an empty parent path)', async () => {
    const denies = await all(sdk().denyAssignments.listForResource('web', 'Vendor.Web', '', 'sites', 'shop'));
    expect(denies.length).toBeGreaterThan(0);
    // The SDK writes the empty parent path as an empty segment, as it does against the service.
    expect(fake.requests.at(-1)).toMatchObject({ status: 200 });
    expect(fake.requests.at(-1)!.path).toContain('/providers/Vendor.Web//sites/shop/providers/');
  });

  it('lists the permissions on a top-level resource (an empty parent path)', async () => {
    const permissions = await all(sdk().permissions.listForResource('web', 'Vendor.Web', '', 'sites', 'shop'));
    expect(permissions.flatMap((p) => p.actions ?? [])).toContain('*');
    expect(fake.requests.at(-1)).toMatchObject({ status: 200 });
    expect(fake.requests.at(-1)!.path).toContain('/providers/Vendor.Web//sites/shop/providers/Microsoft.Authorization/permissions');
  });

  it('reads a role definition by its full id, the path it shares with role assignments', async () => {
    const client = sdk();
    const reader = await client.roleDefinitions.get(subscriptionScope(), readerRoleId);
    const byId = await client.roleDefinitions.getById(reader.id!);
    expect(byId).toMatchObject({ id: reader.id, roleName: 'Reader' });
    // The SDK joins its endpoint and the id (which starts with '/') with another '/'.
    expect(fake.requests.at(-1)).toMatchObject({ path: `/${reader.id}`, status: 200 });
  });

  it('elevates a Global Administrator, and reports a refusal as the service’s error', async () => {
    await sdk(fake.tokens.admin).globalAdministrator.elevateAccess();
    expect(fake.requests.at(-1)).toMatchObject({ operationId: 'globalAdministrator.elevateAccess', status: 200 });
    const refused = await sdk(fake.tokens.reader).globalAdministrator.elevateAccess().catch((error: unknown) => error);
    expect(refused).toMatchObject({ statusCode: 403 });
    expect((refused as { request?: { headers: { get(name: string): string | undefined } } }).request?.headers.get('authorization')).toBe(`Bearer ${fake.tokens.reader}`);
  });
});
