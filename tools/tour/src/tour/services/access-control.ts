import {
  builtInRoleIds,
  createAccessControlClient,
  isValidationError,
  newGuid,
  resourceGroupScope,
  roleAssignmentFilter,
  roleDefinitionFilter,
  roleDefinitionResourceId,
  subscriptionScope,
  type AccessControlClient,
} from '@org/access-control';
import type { AccessControlFake } from '@org/access-control/testing';
import { accessControlFake } from '../../fakes/access-control.js';
import { defineTour, type Target } from '../service-tour.js';
import { check, expectFailure } from '../step.js';

const setting = (target: Target, name: string) => target.settings[name]!;

/** Access control: roles, assignments, permissions, elevation. */
export const accessControlTour = defineTour<AccessControlClient, AccessControlFake>({
  fake: accessControlFake,
  settingNames: ['token', 'subscriptionId', 'principalId'],
  client: (target, common) => createAccessControlClient({ baseUrl: target.baseUrl, token: setting(target, 'token'), ...common }),
  steps: [
    {
      task: 'find the built-in roles of a subscription',
      async run({ client, target }) {
        const scope = subscriptionScope(setting(target, 'subscriptionId'));
        const builtIn = await client.roleDefinitions.list({ scope, filter: roleDefinitionFilter.type('BuiltInRole') }).toArray();
        const reader = await client.roleDefinitions.get({ scope, roleDefinitionId: builtInRoleIds.reader });
        check(reader.properties?.roleName === 'Reader', 'the Reader role was not found');
        return { operations: ['roleDefinitions.list', 'roleDefinitions.get'], result: `${builtIn.length} built-in roles, Reader allows ${reader.properties?.permissions?.[0]?.actions?.join(' ')}` };
      },
    },
    {
      task: 'grant a role at a resource group and check the permissions it gives',
      fakeOnly: true,
      async run({ client, target, common }) {
        const scope = resourceGroupScope(setting(target, 'subscriptionId'), 'web');
        const principalId = setting(target, 'principalId');
        const name = newGuid();
        await client.roleAssignments.create({
          scope,
          roleAssignmentName: name,
          body: { properties: { roleDefinitionId: roleDefinitionResourceId(scope, builtInRoleIds.contributor), principalId } },
        });
        const theirs = await client.roleAssignments.listForResourceGroup({
          subscriptionId: setting(target, 'subscriptionId'),
          resourceGroupName: 'web',
          filter: roleAssignmentFilter.principalId(principalId),
        }).toArray();
        check(theirs.some((a) => a.name === name), 'the new assignment is not listed');
        const asGrantee = createAccessControlClient({ baseUrl: target.baseUrl, token: setting(target, 'readerToken'), ...common });
        const permissions = await asGrantee.permissions.listForResourceGroup({ subscriptionId: setting(target, 'subscriptionId'), resourceGroupName: 'web' }).toArray();
        const actions = permissions.flatMap((p) => p.actions ?? []);
        check(actions.includes('*'), `expected the grantee to hold '*', got ${actions.join(', ')}`);
        return {
          operations: ['roleAssignments.create', 'roleAssignments.listForResourceGroup', 'permissions.listForResourceGroup'],
          result: `Contributor granted; the grantee now holds ${actions.join(' + ')}`,
        };
      },
    },
    {
      task: 'create a custom role, assign it, and clean up',
      async run({ client, target }) {
        const scope = subscriptionScope(setting(target, 'subscriptionId'));
        const roleId = newGuid();
        const assignment = newGuid();
        const role = await client.roleDefinitions.createOrUpdate({
          scope,
          roleDefinitionId: roleId,
          body: { properties: { roleName: `Tour log reader ${roleId.slice(0, 8)}`, permissions: [{ actions: ['Vendor.Insights/logs/read'] }], assignableScopes: [scope] } },
        });
        await client.roleAssignments.create({
          scope,
          roleAssignmentName: assignment,
          body: { properties: { roleDefinitionId: role.id!, principalId: setting(target, 'principalId') } },
        });
        await client.roleAssignments.delete({ scope, roleAssignmentName: assignment });
        const deleted = await client.roleDefinitions.delete({ scope, roleDefinitionId: roleId });
        check(deleted.name === roleId, 'the custom role was not deleted');
        return {
          operations: ['roleDefinitions.createOrUpdate', 'roleAssignments.create', 'roleAssignments.delete', 'roleDefinitions.delete'],
          result: `"${role.properties?.roleName}" created, assigned, removed`,
        };
      },
    },
    {
      task: 'elevate a Global Administrator to manage access everywhere',
      fakeOnly: true,
      async run({ client, target, common }) {
        const admin = createAccessControlClient({ baseUrl: target.baseUrl, token: setting(target, 'adminToken'), ...common });
        await admin.globalAdministrator.elevateAccess();
        const atRoot = await client.roleAssignments.listForScope({ scope: '/', filter: roleAssignmentFilter.atScope() }).toArray();
        const granted = atRoot.find((a) => a.properties?.roleDefinitionId?.endsWith(builtInRoleIds.userAccessAdministrator));
        check(granted, 'no User Access Administrator assignment at the root');
        return { operations: ['globalAdministrator.elevateAccess', 'roleAssignments.listForScope'], result: `User Access Administrator at '/' for ${granted.properties?.principalId}` };
      },
    },
    {
      task: 'refuse a scope that climbs out of its path, before sending',
      async run({ client, target }) {
        const error = await expectFailure(client.roleAssignments.listForScope({ scope: '/subscriptions/../providers' }).toArray(), isValidationError, 'a ValidationError');
        if (target.fake) check(target.fake.requests.every((r) => !r.path.includes('..')), 'a request with .. reached the service');
        return { operations: ['roleAssignments.listForScope'], result: `ValidationError on '${error.field}', nothing sent` };
      },
    },
  ],
});
