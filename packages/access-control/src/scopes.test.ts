import { isValidationError } from '@org/http-core';
import { describe, expect, it } from 'vitest';
import { builtInRoleIds, resourceGroupScope, resourceScope, roleDefinitionResourceId, subscriptionScope } from './scopes.js';

describe('scope builders', () => {
  it('build subscription, resource group and resource scopes', () => {
    expect(subscriptionScope('s1')).toBe('/subscriptions/s1');
    expect(resourceGroupScope('s1', 'web')).toBe('/subscriptions/s1/resourceGroups/web');
    const resource = { subscriptionId: 's1', resourceGroupName: 'web', resourceProviderNamespace: 'Vendor.Sql', resourceType: 'databases', resourceName: 'orders' };
    expect(resourceScope(resource)).toBe('/subscriptions/s1/resourceGroups/web/providers/Vendor.Sql/databases/orders');
    expect(resourceScope({ ...resource, parentResourcePath: '/servers/main/' })).toBe(
      '/subscriptions/s1/resourceGroups/web/providers/Vendor.Sql/servers/main/databases/orders',
    );
  });

  it('build role definition ids from any scope, the root without a double slash', () => {
    expect(roleDefinitionResourceId('/subscriptions/s1', builtInRoleIds.reader)).toBe(
      `/subscriptions/s1/providers/Vendor.Authorization/roleDefinitions/${builtInRoleIds.reader}`,
    );
    expect(roleDefinitionResourceId('/', builtInRoleIds.owner, 'Acme.Authorization')).toBe(
      `/providers/Acme.Authorization/roleDefinitions/${builtInRoleIds.owner}`,
    );
  });

  it('refuse parts that would change the path', () => {
    for (const bad of [() => subscriptionScope('a/b'), () => resourceGroupScope('s1', '..'), () => roleDefinitionResourceId("/", "nope")]) {
      let caught: unknown;
      try {
        bad();
      } catch (error) {
        caught = error;
      }
      expect(isValidationError(caught)).toBe(true);
    }
  });
});
