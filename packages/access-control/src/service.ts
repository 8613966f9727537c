import { defineService, operationsOf, type ServiceInfo } from '@org/http-core';
import { resourceManagerErrorParser } from '@org/http-core/azure';
import { classicAdministrators } from './operations/classic-administrators.js';
import { denyAssignments } from './operations/deny-assignments.js';
import { globalAdministrator } from './operations/global-administrator.js';
import { permissions } from './operations/permissions.js';
import { providerOperations } from './operations/provider-operations.js';
import { roleAssignments } from './operations/role-assignments.js';
import { roleDefinitions } from './operations/role-definitions.js';
import { version } from './version.js';

/**
 * The operation groups of the service, by resource, as declared in `src/operations` (where each operation's TSDoc
 * is): what the client and the named operation types are computed from.
 */
export type AccessControlGroups = {
  readonly roleDefinitions: typeof roleDefinitions;
  readonly roleAssignments: typeof roleAssignments;
  readonly denyAssignments: typeof denyAssignments;
  readonly permissions: typeof permissions;
  readonly providerOperations: typeof providerOperations;
  readonly classicAdministrators: typeof classicAdministrators;
  readonly globalAdministrator: typeof globalAdministrator;
};

/**
 * The service's identity and answer format without its operations: what a client of only some operations
 * needs besides them (`createAccessControlClientFor`).
 */
export const accessControlServiceInfo = {
  name: 'access-control',
  packageName: '@org/access-control',
  version,
  defaultAuth: ['bearer'],
  errorParser: resourceManagerErrorParser,
  requestIdHeaders: ['x-ms-request-id', 'x-ms-correlation-request-id', 'x-request-id'],
} as const satisfies ServiceInfo;

/** The access control service as data: every operation, grouped by resource. */
export const accessControlService = defineService<AccessControlGroups>({
  ...accessControlServiceInfo,
  groups: {
    roleDefinitions,
    roleAssignments,
    denyAssignments,
    permissions,
    providerOperations,
    classicAdministrators,
    globalAdministrator,
  },
});

/** Every operation of the service (method, path, parameters, auth, paging), for tools and docs. */
export const operations = operationsOf(accessControlService);
