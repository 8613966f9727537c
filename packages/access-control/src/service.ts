import { defineService } from '@org/http-core';
import { accessControlServiceInfo } from './service-info.js';
import { classicAdministrators } from './operations/classic-administrators.js';
import { denyAssignments } from './operations/deny-assignments.js';
import { globalAdministrator } from './operations/global-administrator.js';
import { permissions } from './operations/permissions.js';
import { providerOperations } from './operations/provider-operations.js';
import { roleAssignments } from './operations/role-assignments.js';
import { roleDefinitions } from './operations/role-definitions.js';

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
export const operations = accessControlService.operations;
