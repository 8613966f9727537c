// Generated from the operation table by renderOperationTypes (@org/tools); src/docs.test.ts keeps it current.
import type { OperationInput, OperationItem, OperationOutput } from '@org/http-core';
import type { EventTriggerGroups } from './service.js';

/**
 * Input of `triggers.list` (List triggers).
 */
export type TriggersListInput = OperationInput<EventTriggerGroups['triggers']['list']>;
/**
 * Output of `triggers.list` (List triggers).
 */
export type TriggersListOutput = OperationOutput<EventTriggerGroups['triggers']['list']>;
/**
 * One item of the list `triggers.list` (List triggers).
 */
export type TriggersListItem = OperationItem<EventTriggerGroups['triggers']['list']>;
/**
 * Input of `triggers.get` (Get a single trigger).
 */
export type TriggersGetInput = OperationInput<EventTriggerGroups['triggers']['get']>;
/**
 * Output of `triggers.get` (Get a single trigger).
 */
export type TriggersGetOutput = OperationOutput<EventTriggerGroups['triggers']['get']>;
/**
 * Input of `triggers.create` (Create a trigger in a project and location).
 */
export type TriggersCreateInput = OperationInput<EventTriggerGroups['triggers']['create']>;
/**
 * Output of `triggers.create` (Create a trigger in a project and location).
 */
export type TriggersCreateOutput = OperationOutput<EventTriggerGroups['triggers']['create']>;
/**
 * Input of `triggers.update` (Update a single trigger).
 */
export type TriggersUpdateInput = OperationInput<EventTriggerGroups['triggers']['update']>;
/**
 * Output of `triggers.update` (Update a single trigger).
 */
export type TriggersUpdateOutput = OperationOutput<EventTriggerGroups['triggers']['update']>;
/**
 * Input of `triggers.delete` (Delete a single trigger).
 */
export type TriggersDeleteInput = OperationInput<EventTriggerGroups['triggers']['delete']>;
/**
 * Output of `triggers.delete` (Delete a single trigger).
 */
export type TriggersDeleteOutput = OperationOutput<EventTriggerGroups['triggers']['delete']>;
/**
 * Input of `locations.list` (List supported locations of the service).
 */
export type LocationsListInput = OperationInput<EventTriggerGroups['locations']['list']>;
/**
 * Output of `locations.list` (List supported locations of the service).
 */
export type LocationsListOutput = OperationOutput<EventTriggerGroups['locations']['list']>;
/**
 * One item of the list `locations.list` (List supported locations of the service).
 */
export type LocationsListItem = OperationItem<EventTriggerGroups['locations']['list']>;
/**
 * Input of `operations.list` (List operations matching the filter in the request; if the server does not support the method it returns `UNIMPLEMENTED`).
 */
export type OperationsListInput = OperationInput<EventTriggerGroups['operations']['list']>;
/**
 * Output of `operations.list` (List operations matching the filter in the request; if the server does not support the method it returns `UNIMPLEMENTED`).
 */
export type OperationsListOutput = OperationOutput<EventTriggerGroups['operations']['list']>;
/**
 * One item of the list `operations.list` (List operations matching the filter in the request; if the server does not support the method it returns `UNIMPLEMENTED`).
 */
export type OperationsListItem = OperationItem<EventTriggerGroups['operations']['list']>;
/**
 * Input of `operations.get` (Get the latest state of a long-running operation).
 */
export type OperationsGetInput = OperationInput<EventTriggerGroups['operations']['get']>;
/**
 * Output of `operations.get` (Get the latest state of a long-running operation).
 */
export type OperationsGetOutput = OperationOutput<EventTriggerGroups['operations']['get']>;
/**
 * Input of `operations.cancel` (Start asynchronous cancellation of a long-running operation; best effort, success is not guaranteed).
 */
export type OperationsCancelInput = OperationInput<EventTriggerGroups['operations']['cancel']>;
/**
 * Output of `operations.cancel` (Start asynchronous cancellation of a long-running operation; best effort, success is not guaranteed).
 */
export type OperationsCancelOutput = OperationOutput<EventTriggerGroups['operations']['cancel']>;
/**
 * Input of `accessPolicies.get` (Get the access policy of a resource; returns an empty policy if the resource exists without a policy).
 */
export type AccessPoliciesGetInput = OperationInput<EventTriggerGroups['accessPolicies']['get']>;
/**
 * Output of `accessPolicies.get` (Get the access policy of a resource; returns an empty policy if the resource exists without a policy).
 */
export type AccessPoliciesGetOutput = OperationOutput<EventTriggerGroups['accessPolicies']['get']>;
/**
 * Input of `accessPolicies.set` (Replace the access policy of a resource).
 */
export type AccessPoliciesSetInput = OperationInput<EventTriggerGroups['accessPolicies']['set']>;
/**
 * Output of `accessPolicies.set` (Replace the access policy of a resource).
 */
export type AccessPoliciesSetOutput = OperationOutput<EventTriggerGroups['accessPolicies']['set']>;
/**
 * Input of `accessPolicies.testPermissions` (Return the permissions the caller has on the resource; for a nonexistent resource it returns an empty set, not `NOT_FOUND`).
 */
export type AccessPoliciesTestPermissionsInput = OperationInput<EventTriggerGroups['accessPolicies']['testPermissions']>;
/**
 * Output of `accessPolicies.testPermissions` (Return the permissions the caller has on the resource; for a nonexistent resource it returns an empty set, not `NOT_FOUND`).
 */
export type AccessPoliciesTestPermissionsOutput = OperationOutput<EventTriggerGroups['accessPolicies']['testPermissions']>;
