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
/** A named input and output type for every operation (`<Group><Method>Input`, `...Output`, `...Item` for lists). */
export type * from './operation-types.js';
