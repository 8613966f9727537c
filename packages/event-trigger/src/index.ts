/**
 * `@org/event-trigger`: a typed client of the event trigger service: triggers (with long-running create,
 * update and delete), locations, operations and access policies.
 *
 * @packageDocumentation
 */
export { createEventTriggerClient, DEFAULT_BASE_URL, type EventTriggerClient, type EventTriggerClientOptions } from './client.js';
export { accessPoliciesGet, accessPoliciesSet, accessPoliciesTestPermissions } from './operations/access-policies.js';
export { locationsList, locationsGet } from './operations/locations.js';
export { operationsList, operationsGet, operationsCancel, operationsDelete } from './operations/operations.js';
export { triggersList, triggersGet, triggersCreate, triggersUpdate, triggersDelete } from './operations/triggers.js';
export { eventTriggerService, operations, type EventTriggerGroups } from './service.js';
export { locationName, operationName, projectName, triggerName } from './resource-names.js';
export { listAllTriggers, type AllTriggers } from './list-all-triggers.js';
export { triggerPatch } from './trigger-patch.js';
export { addMember, removeMember } from './policy-members.js';
export {
  grantRole,
  revokeRole,
  updateAccessPolicy,
  type PolicyUpdate,
  type RoleMember,
  type UpdateAccessPolicyOptions,
} from './update-access-policy.js';
export { isOperationCancelled, isUnimplementedError, OperationCode } from './operation-errors.js';
export { operationMetadata } from './operation-metadata.js';
export { VERSION } from './version.js';
export { type CloudEventMode, type ExtensionValue, type TriggerEvent } from './models/trigger-event.js';
export { CLOUDEVENTS_SPEC_VERSION, readTriggerEvent, STRUCTURED_CONTENT_TYPE, type ReadTriggerEventOptions } from './read-trigger-event.js';
export { Location, ListLocationsResponse } from './models/location.js';
export { Empty, ListOperationsResponse, Operation, OperationMetadata, Status } from './models/operation.js';
export {
  AuditConfig,
  AuditLogConfig,
  Binding,
  Expr,
  LogType,
  Member,
  NewBinding,
  NewPolicy,
  Policy,
  PolicyVersion,
  SetPolicyRequest,
  TestPermissionsRequest,
  TestPermissionsResponse,
} from './models/policy.js';
export { MAX_POLICY_GROUPS, MAX_POLICY_PRINCIPALS } from './models/policy-limits.js';
export {
  CloudRunService,
  Destination,
  ListTriggersResponse,
  MatchingCriteria,
  NewCloudRunService,
  NewDestination,
  NewMatchingCriteria,
  NewTrigger,
  Pubsub,
  Transport,
  Trigger,
  TriggerPatch,
  TriggerResult,
} from './models/trigger.js';
export { Poller, type OperationResource } from '@org/http-core';
export { fieldMask } from '@org/http-core/google';
/** A value of an enum this version does not list: the type of one read, and the way to send one. */
export { unknownEnumValue, type UnknownEnumValue } from '@org/http-core';
/** Every error class and guard of the SDKs, so callers need not import `@org/http-core`. */
export * from '@org/http-core/errors';
/** The fields of a result its type does not name, such as those the service added after this package was released. */
export { unknownFields } from '@org/http-core';
/** Sends a call the operation table does not declare through any client of this package, a `create…ClientFor` one included. */
export { request } from '@org/http-core';
export { createEventTriggerClientFor } from './client-for.js';
export { eventTriggerServiceInfo } from './service-info.js';
/**
 * The documented client surface: per operation its input with each field described (`<Group><Method>Input`) and its
 * output (`...Output`, `...Item` for lists, `...Result` for long-running ones), per group its methods
 * (`<Group>Methods`), and the methods of every group (`<Service>Methods`).
 */
export type * from './operation-types.js';
