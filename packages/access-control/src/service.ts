import { defineService } from '@org/http-core';
import { accessControlServiceInfo } from './service-info.js';
import { classicAdministratorsGroup } from './operations/classic-administrators.js';
import { denyAssignmentsGroup } from './operations/deny-assignments.js';
import { globalAdministratorGroup } from './operations/global-administrator.js';
import { permissionsGroup } from './operations/permissions.js';
import { providerOperationsGroup } from './operations/provider-operations.js';
import { roleAssignmentsGroup } from './operations/role-assignments.js';
import { roleDefinitionsGroup } from './operations/role-definitions.js';

/**
 * The operation groups of the service, by resource, as declared in `src/operations` (where each operation's TSDoc
 * is): what the client and the named operation types are computed from.
 */
export type AccessControlGroups = {
  readonly roleDefinitions: typeof roleDefinitionsGroup;
  readonly roleAssignments: typeof roleAssignmentsGroup;
  readonly denyAssignments: typeof denyAssignmentsGroup;
  readonly permissions: typeof permissionsGroup;
  readonly providerOperations: typeof providerOperationsGroup;
  readonly classicAdministrators: typeof classicAdministratorsGroup;
  readonly globalAdministrator: typeof globalAdministratorGroup;
};

/** The access control service as data: every operation, grouped by resource. */
export const accessControlService = defineService<AccessControlGroups>({
  ...accessControlServiceInfo,
  groups: {
    roleDefinitions: roleDefinitionsGroup,
    roleAssignments: roleAssignmentsGroup,
    denyAssignments: denyAssignmentsGroup,
    permissions: permissionsGroup,
    providerOperations: providerOperationsGroup,
    classicAdministrators: classicAdministratorsGroup,
    globalAdministrator: globalAdministratorGroup,
  },
});

/**
 * Every operation of the service (method, path, parameters, auth, paging), for tools and docs.
 * In the browser build (`dist/browser`) summaries are `''` and descriptions absent: see `OperationSpec.summary`.
 */
export const operations = accessControlService.operations;
