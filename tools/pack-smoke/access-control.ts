// Installed @org/access-control: the fake from @org/access-control/testing, one call through the client.
import { createAccessControlClient } from '@org/access-control';
import { startAccessControlFake } from '@org/access-control/testing';

await using fake = await startAccessControlFake();
const client = createAccessControlClient({ baseUrl: fake.url, token: fake.tokens.owner });
const roles = await client.roleDefinitions.list({ scope: '/' }).toArray();
const names = roles.map((role) => role.properties?.roleName);
if (!names.includes('Owner')) throw new Error(`no Owner role among ${names.join(', ')}`);
console.log(`roleDefinitions.list -> ${roles.length} roles, Owner among them`);
