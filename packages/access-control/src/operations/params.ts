/**
 * Parameters shared by the operations of the access control service.
 */
import { nextLinkPaging } from '@org/http-core';
import { boundedString, guid, plainCheck } from '@org/http-core/light';
import * as z from '@org/http-core/light';
import { API_VERSION } from '../api-version.js';

/** `api-version` on every operation; defaults to {@link API_VERSION}. */
export const apiVersion = {
  schema: z.optional(z.string().check(plainCheck((version: string) => /^\d{4}-\d{2}-\d{2}(-preview)?$/.test(version), 'must look like 2018-01-01 or 2018-01-01-preview'))),
  name: 'api-version',
  default: API_VERSION,
  description: 'Interface version; defaults to 2018-01-01-preview.',
} as const;

/**
 * A scope: `/` (the root), `/subscriptions/{id}`, `/subscriptions/{id}/resourceGroups/{name}` or a resource's id.
 * Sent as path segments, each checked on its own.
 */
export const scope = {
  schema: boundedString(4096),
  multiSegment: true,
  description: "Scope such as '/subscriptions/{id}/resourceGroups/{name}'; '/' is the root.",
} as const;

/* @__NO_SIDE_EFFECTS__ */
const fullId = (kind: keyof typeof kindNames, pattern = new RegExp(`^(/.+)?/providers/[^/]+/${kind}/[^/]+$`)) =>
  boundedString(4096, 0).check(
    plainCheck(
      (id: string) => pattern.test(id),
      `must be a full ${kindNames[kind]} id starting with '/', such as '/subscriptions/{id}/providers/Vendor.Authorization/${kind}/{name}'`,
    ),
  );

/** What the full ids of each kind are called in messages. */
const kindNames = { roleAssignments: 'role assignment', denyAssignments: 'deny assignment', roleDefinitions: 'role definition' } as const;

/** A role assignment's full id (`id` of a `RoleAssignment`), several segments starting with `/`. */
export const roleAssignmentFullId = { schema: fullId('roleAssignments'), multiSegment: true, description: "Full role assignment id, starting with '/'." } as const;

/** A deny assignment's full id (`id` of a `DenyAssignment`), several segments starting with `/`. */
export const denyAssignmentFullId = { schema: fullId('denyAssignments'), multiSegment: true, description: "Full deny assignment id, starting with '/'." } as const;

/** A role definition's full id (`id` of a `RoleDefinition`), several segments starting with `/`. */
export const roleDefinitionFullId = { schema: fullId('roleDefinitions'), multiSegment: true, description: "Full role definition id, starting with '/'." } as const;

/** A subscription id. */
export const subscriptionId = {
  schema: boundedString(64),
  description: 'The subscription id.',
} as const;

/** A resource group name: letters, digits, `-`, `_`, `.`, `(`, `)`; up to 90 characters, not ending in `.`. */
export const resourceGroupName = {
  schema: z.string().check(
    plainCheck((name: string) => /^[-\p{L}\p{N}_.()]{1,90}$/u.test(name), 'must be 1-90 letters, digits or - _ . ( )'),
    plainCheck((name: string) => !name.endsWith('.'), 'must not end with a period'),
  ),
  description: 'Name of the resource group: letters, digits, `-`, `_`, `.`, `(`, `)`; up to 90 characters, not ending in `.`.',
} as const;

/** Path parameters naming one resource (the `RES` paths of the service). */
export const resourcePath = {
  subscriptionId,
  resourceGroupName,
  resourceProviderNamespace: {
    schema: boundedString(256),
    description: 'Provider namespace of the resource, e.g. `Vendor.Compute`.',
  },
  /**
   * Path of the parent resource (`servers/main` for a database). A top-level resource has none: omit it, or give
   * `''` (as the service's own SDKs do) or `'/'`; the path then goes from the namespace straight to the type.
   */
  parentResourcePath: {
    schema: z.pipe(
      z.optional(boundedString(2048, 0)),
      z.transform((path) => (path === undefined || path === '' ? '/' : path)),
    ),
    multiSegment: true,
    default: '/',
    description: "Parent resource path, e.g. servers/main; omitted, '' or '/' for top-level resources.",
  },
  resourceType: {
    schema: boundedString(256),
    description: 'Type of the resource within its provider, e.g. `virtualMachines`.',
  },
  resourceName: { schema: boundedString(256), description: 'Name of the resource.' },
} as const;

/** A GUID name of a role definition or role assignment. */
const guidName = guid();

/** The GUID of a role definition, in its path. */
export const roleDefinitionId = { schema: guidName, description: 'Id of the role definition, a GUID.' } as const;

/** The GUID name of a role assignment, in its path. */
export const roleAssignmentName = { schema: guidName, description: 'Name of the role assignment, a GUID.' } as const;

/** `$filter`; build values with the filter helpers (`roleAssignmentFilter.atScope()`, ...). */
export const filter = {
  schema: z.optional(boundedString(2048)),
  name: '$filter',
  description: 'OData-style filter; see the filter helpers.',
} as const;

/**
 * Every list answers `{ value, nextLink }`; `nextLink` is the full URL of the next page. Items are told apart by
 * their full resource `id`.
 */
export const paging = nextLinkPaging({ items: 'value', nextLink: 'nextLink', identity: 'id' });

/** Paging of permissions, which have no id: a page repeating the one before is told by its items. */
export const permissionPaging = nextLinkPaging({ items: 'value', nextLink: 'nextLink' });
