/**
 * `@org/access-control`: a typed client of the access control service (role definitions, role assignments,
 * deny assignments, permissions, provider operations metadata, classic administrators, access elevation).
 *
 * @packageDocumentation
 */
export { API_VERSION, DEFAULT_PROVIDER_NAMESPACE } from './api-version.js';
export { createAccessControlClient, type AccessControlClient, type AccessControlClientOptions } from './client.js';
export { denyAssignmentFilter, roleAssignmentFilter, roleDefinitionFilter } from './filters.js';
export { API_VERSIONS } from './api-version.js';
export * from './models/classic-administrator.js';
export * from './models/deny-assignment.js';
export * from './models/permission.js';
export * from './models/provider-operations.js';
export * from './models/role-assignment.js';
export * from './models/role-definition.js';
export { classicAdministratorsList } from './operations/classic-administrators.js';
export {
  denyAssignmentsListForSubscription,
  denyAssignmentsListForResourceGroup,
  denyAssignmentsListForResource,
  denyAssignmentsListForScope,
  denyAssignmentsGet,
  denyAssignmentsGetById,
} from './operations/deny-assignments.js';
export { globalAdministratorElevateAccess } from './operations/global-administrator.js';
export { permissionsListForResourceGroup, permissionsListForResource } from './operations/permissions.js';
export { providerOperationsList, providerOperationsGet } from './operations/provider-operations.js';
export {
  roleAssignmentsListForSubscription,
  roleAssignmentsListForResourceGroup,
  roleAssignmentsListForResource,
  roleAssignmentsListForScope,
  roleAssignmentsGet,
  roleAssignmentsCreate,
  roleAssignmentsDelete,
  roleAssignmentsGetById,
  roleAssignmentsCreateById,
  roleAssignmentsDeleteById,
  roleAssignmentsGetByRoleId,
  roleAssignmentsCreateByRoleId,
  roleAssignmentsDeleteByRoleId,
} from './operations/role-assignments.js';
export { roleDefinitionsList, roleDefinitionsGet, roleDefinitionsGetById, roleDefinitionsCreateOrUpdate, roleDefinitionsDelete } from './operations/role-definitions.js';
export {
  builtInRoleIds,
  newGuid,
  resourceGroupScope,
  resourceScope,
  roleDefinitionResourceId,
  ROOT_SCOPE,
  subscriptionScope,
  type ResourceRef,
} from './scopes.js';
export { accessControlService, operations, type AccessControlGroups } from './service.js';
/** Every error class and guard of the SDKs, so callers need not import `@org/http-core`. */
export * from '@org/http-core/errors';
/** The fields of a result its type does not name, such as those the service added after this package was released. */
export { unknownFields } from '@org/http-core';
/** Sends a call the operation table does not declare through any client of this package, a `create…ClientFor` one included. */
export { request } from '@org/http-core';
export { createAccessControlClientFor } from './client-for.js';
export { accessControlServiceInfo } from './service-info.js';
/**
 * The documented client surface: per operation its input with each field described (`<Group><Method>Input`) and its
 * output (`...Output`, `...Item` for lists, `...Result` for long-running ones), per group its methods
 * (`<Group>Methods`), and the methods of every group (`<Service>Methods`).
 */
export type * from './operation-types.js';
export { VERSION } from './version.js';
