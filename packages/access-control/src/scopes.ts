/**
 * Builders of scopes and full ids. A scope is where access applies: the root `/`, a subscription, a resource
 * group or one resource; it covers everything below it.
 */
import { encodeSegment, ValidationError } from '@org/http-core';
import { guid } from '@org/http-core/light';
import { DEFAULT_PROVIDER_NAMESPACE } from './api-version.js';

function segment(field: string, value: string): string {
  encodeSegment(field, value);
  return value;
}

/** The root scope: everything. */
export const ROOT_SCOPE = '/';

/** `/subscriptions/{subscriptionId}`. */
export function subscriptionScope(subscriptionId: string): string {
  return `/subscriptions/${segment('subscriptionId', subscriptionId)}`;
}

/** `/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}`. */
export function resourceGroupScope(subscriptionId: string, resourceGroupName: string): string {
  return `${subscriptionScope(subscriptionId)}/resourceGroups/${segment('resourceGroupName', resourceGroupName)}`;
}

/** The parts naming one resource. */
export interface ResourceRef {
  readonly subscriptionId: string;
  readonly resourceGroupName: string;
  /** e.g. `Vendor.Compute`. */
  readonly resourceProviderNamespace: string;
  /** e.g. `servers/main` for a database of a server; omit for a top-level resource. */
  readonly parentResourcePath?: string;
  /** e.g. `virtualMachines`. */
  readonly resourceType: string;
  readonly resourceName: string;
}

/** A resource's id, usable as a scope. */
export function resourceScope(resource: ResourceRef): string {
  const parent = resource.parentResourcePath?.replace(/^\/|\/$/g, '');
  const parentPart = parent ? `/${parent.split('/').map((s) => segment('parentResourcePath', s)).join('/')}` : '';
  return (
    `${resourceGroupScope(resource.subscriptionId, resource.resourceGroupName)}/providers/` +
    `${segment('resourceProviderNamespace', resource.resourceProviderNamespace)}${parentPart}/` +
    `${segment('resourceType', resource.resourceType)}/${segment('resourceName', resource.resourceName)}`
  );
}

/**
 * The full id of a role definition as seen from a scope, the form `properties.roleDefinitionId` takes:
 * `{scope}/providers/Vendor.Authorization/roleDefinitions/{roleDefinitionId}`.
 */
export function roleDefinitionResourceId(scope: string, roleDefinitionId: string, providerNamespace = DEFAULT_PROVIDER_NAMESPACE): string {
  if (!guid().safeParse(roleDefinitionId).success) {
    throw new ValidationError('roleDefinitionId must be a GUID', { field: 'roleDefinitionId' });
  }
  const prefix = scope === '/' ? '' : `/${scope.replace(/^\/|\/$/g, '')}`;
  return `${prefix}/providers/${providerNamespace}/roleDefinitions/${roleDefinitionId}`;
}

/** Ids of the built-in roles every tenant has. */
export const builtInRoleIds = {
  /** Full access, including granting access to others. */
  owner: '8e3af657-a8ff-443c-a75c-2fe8c4bcb635',
  /** Full access to manage resources, without granting access. */
  contributor: 'b24988ac-6180-42a0-ab88-20f7382dd24c',
  /** Read everything, change nothing. */
  reader: 'acdd72a7-3385-48ef-bd42-f606fba81ae7',
  /** Manage who has access. */
  userAccessAdministrator: '18d7d88d-d35e-4fb5-a5c3-7773c20a72d9',
} as const;

/** A new random name for a role assignment or a custom role definition (a GUID). */
export function newGuid(): string {
  return crypto.randomUUID();
}
