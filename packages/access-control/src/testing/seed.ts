/**
 * What a fresh fake holds: the built-in roles, a subscription with its classic administrators, a few deny
 * assignments, provider operations metadata, and three principals with bearer tokens.
 */
import type { ClassicAdministrator } from '../models/classic-administrator.js';
import type { DenyAssignment } from '../models/deny-assignment.js';
import type { ProviderOperationsMetadata } from '../models/provider-operations.js';
import type { RoleDefinitionProperties } from '../models/role-definition.js';
import { builtInRoleIds } from '../scopes.js';
import { childId } from './scope.js';

/** A caller of the fake, found by its bearer token. */
export interface FakePrincipal {
  /** Object id (a GUID) used in role assignments. */
  readonly principalId: string;
  /** Whether the principal is a Global Administrator of the directory (may call `elevateAccess`). */
  readonly globalAdministrator?: boolean;
}

/** The subscription a fresh fake knows. */
export const DEFAULT_SUBSCRIPTION_ID = '11111111-2222-4333-8444-555555555555';

/** Bearer tokens of the seeded principals. */
export const defaultTokens = {
  /** Holds Owner on the default subscription. */
  owner: 'fake-owner-token',
  /** Holds Reader on the resource group `web` of the default subscription. */
  reader: 'fake-reader-token',
  /** A Global Administrator with no role assignments until it elevates its access. */
  admin: 'fake-admin-token',
} as const;

/** Object ids of the seeded principals. */
export const defaultPrincipalIds = {
  owner: 'aaaaaaaa-0000-4000-8000-000000000001',
  reader: 'aaaaaaaa-0000-4000-8000-000000000002',
  admin: 'aaaaaaaa-0000-4000-8000-000000000003',
} as const;

/** The token → principal map of a fresh fake. */
export function defaultPrincipals(): Record<string, FakePrincipal> {
  return {
    [defaultTokens.owner]: { principalId: defaultPrincipalIds.owner },
    [defaultTokens.reader]: { principalId: defaultPrincipalIds.reader },
    [defaultTokens.admin]: { principalId: defaultPrincipalIds.admin, globalAdministrator: true },
  };
}

/** A role definition as the fake stores it: defined once, shown with an id relative to the scope asked. */
export interface StoredRoleDefinition {
  readonly name: string;
  readonly properties: RoleDefinitionProperties & { readonly [key: string]: unknown };
}

/** The four built-in roles, assignable everywhere. */
export function builtInRoles(namespace: string): StoredRoleDefinition[] {
  const role = (name: string, roleName: string, description: string, actions: string[], notActions: string[] = []): StoredRoleDefinition => ({
    name,
    properties: {
      roleName,
      description,
      type: 'BuiltInRole',
      permissions: [{ actions, notActions, dataActions: [], notDataActions: [] }],
      assignableScopes: ['/'],
    },
  });
  return [
    role(builtInRoleIds.owner, 'Owner', 'Manage everything, including who has access.', ['*']),
    role(builtInRoleIds.contributor, 'Contributor', 'Manage everything except access.', ['*'], [
      `${namespace}/*/Delete`,
      `${namespace}/*/Write`,
      `${namespace}/elevateAccess/Action`,
    ]),
    role(builtInRoleIds.reader, 'Reader', 'View everything, change nothing.', ['*/read']),
    role(builtInRoleIds.userAccessAdministrator, 'User Access Administrator', 'Manage who has access.', [
      '*/read',
      `${namespace}/*`,
    ]),
  ];
}

/** Role assignments of a fresh fake: the owner on the subscription, the reader on resource group `web`. */
export function seedAssignments(namespace: string, subscriptionId: string) {
  const subscription = `/subscriptions/${subscriptionId}`;
  const roleId = (id: string) => childId(subscription, namespace, 'roleDefinitions', id);
  return [
    { name: 'bbbbbbbb-0000-4000-8000-000000000001', scope: subscription, roleDefinitionId: roleId(builtInRoleIds.owner), principalId: defaultPrincipalIds.owner },
    {
      name: 'bbbbbbbb-0000-4000-8000-000000000002',
      scope: `${subscription}/resourceGroups/web`,
      roleDefinitionId: roleId(builtInRoleIds.reader),
      principalId: defaultPrincipalIds.reader,
    },
  ];
}

/** Deny assignments of a fresh fake (the service has no way to create them). */
export function seedDenyAssignments(namespace: string, subscriptionId: string): DenyAssignment[] {
  const subscription = `/subscriptions/${subscriptionId}`;
  const locked = `${subscription}/resourceGroups/locked`;
  const everyone = { id: '00000000-0000-0000-0000-000000000000', type: 'Everyone' };
  return [
    {
      id: childId(subscription, namespace, 'denyAssignments', 'cccccccc-0000-4000-8000-000000000001'),
      name: 'cccccccc-0000-4000-8000-000000000001',
      type: `${namespace}/denyAssignments`,
      properties: {
        denyAssignmentName: 'Protect storage accounts',
        description: 'Nobody but the owner deletes storage accounts.',
        permissions: [{ actions: ['Vendor.Storage/storageAccounts/delete'], notActions: [], dataActions: [], notDataActions: [] }],
        scope: subscription,
        doNotApplyToChildScopes: false,
        principals: [everyone],
        excludePrincipals: [{ id: defaultPrincipalIds.owner, type: 'User' }],
        isSystemProtected: true,
      },
    },
    {
      id: childId(locked, namespace, 'denyAssignments', 'cccccccc-0000-4000-8000-000000000002'),
      name: 'cccccccc-0000-4000-8000-000000000002',
      type: `${namespace}/denyAssignments`,
      properties: {
        denyAssignmentName: 'Locked resource group',
        description: 'The reader may not write in the locked resource group itself.',
        permissions: [{ actions: ['*/write'], notActions: [], dataActions: [], notDataActions: [] }],
        scope: locked,
        doNotApplyToChildScopes: true,
        principals: [{ id: defaultPrincipalIds.reader, type: 'User' }],
        excludePrincipals: [],
        isSystemProtected: false,
      },
    },
  ];
}

/** Classic administrators of a subscription. */
export function seedClassicAdministrators(subscriptionId: string, namespace: string): ClassicAdministrator[] {
  const admin = (name: string, emailAddress: string, role: string): ClassicAdministrator => ({
    id: childId(`/subscriptions/${subscriptionId}`, namespace, 'classicAdministrators', name),
    name,
    type: `${namespace}/classicAdministrators`,
    properties: { emailAddress, role },
  });
  return [
    admin('service-admin', 'owner@example.com', 'ServiceAdministrator;AccountAdministrator'),
    admin('co-admin-1', 'ops@example.com', 'CoAdministrator'),
  ];
}

/** Operations metadata of a few providers. */
export function seedProviderOperations(namespace: string): ProviderOperationsMetadata[] {
  const op = (name: string, displayName: string, isDataAction = false) => ({
    name,
    displayName,
    description: displayName,
    origin: 'user,system',
    isDataAction,
  });
  const provider = (providerName: string, displayName: string, resourceTypes: { name: string; ops: [string, string, boolean?][] }[], ops: [string, string][]) => ({
    id: `/providers/${namespace}/providerOperations/${providerName}`,
    name: providerName,
    type: `${namespace}/providerOperations`,
    displayName,
    resourceTypes: resourceTypes.map((type) => ({
      name: type.name,
      displayName: type.name,
      operations: type.ops.map(([opName, opDisplay, data]) => op(`${providerName}/${type.name}/${opName}`, opDisplay, data)),
    })),
    operations: ops.map(([opName, opDisplay]) => op(`${providerName}/${opName}`, opDisplay)),
  });
  return [
    provider(namespace, 'Authorization', [
      { name: 'roleAssignments', ops: [['read', 'Get role assignment'], ['write', 'Create role assignment'], ['delete', 'Delete role assignment']] },
      { name: 'roleDefinitions', ops: [['read', 'Get role definition'], ['write', 'Create or update custom role'], ['delete', 'Delete custom role']] },
    ], [['elevateAccess/Action', 'Elevate access']]),
    provider('Vendor.Compute', 'Compute', [
      { name: 'virtualMachines', ops: [['read', 'Get virtual machine'], ['write', 'Create or update virtual machine'], ['start/action', 'Start virtual machine']] },
    ], [['register/action', 'Register the provider']]),
    provider('Vendor.Storage', 'Storage', [
      { name: 'storageAccounts', ops: [['read', 'Get storage account'], ['delete', 'Delete storage account'], ['blobServices/containers/blobs/read', 'Read blob', true]] },
    ], [['register/action', 'Register the provider']]),
  ];
}
