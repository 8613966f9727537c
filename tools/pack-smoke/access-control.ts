// Installed @org/access-control: the fake from @org/access-control/testing, one call through the client, one typed error.
import { createAccessControlClient, NotFoundError } from '@org/access-control';
import { startAccessControlFake } from '@org/access-control/testing';

await using fake = await startAccessControlFake();
const client = createAccessControlClient({ baseUrl: fake.url, token: fake.tokens.owner });
const roles = await client.roleDefinitions.list({ scope: '/' }).toArray();
const names = roles.map((role) => role.properties?.roleName);
if (!names.includes('Owner')) throw new Error(`no Owner role among ${names.join(', ')}`);
const missing = await client.roleDefinitions.get({ scope: '/', roleDefinitionId: '00000000-0000-0000-0000-000000000000' }).then(
  () => undefined,
  (error: unknown) => error,
);
if (!(missing instanceof NotFoundError)) throw new Error(`expected a NotFoundError, got ${String(missing)}`);
console.log(`roleDefinitions.list -> ${roles.length} roles, Owner among them; a missing role -> NotFoundError ${missing.code}`);
