// Generated from the operation table by renderOperationTypes (@org/tools); src/docs.test.ts keeps it current.
import type {
  ApiPromise,
  CallOptions,
  LongRunningCallOptions,
  OperationInput,
  OperationItem,
  OperationOutput,
  OperationResult,
  PageIterator,
  PageOptions,
  Poller,
  ServiceClient,
} from '@org/http-core';
import type { EventTriggerGroups } from './service.js';

/** Input of `triggers.list` (List triggers). */
export interface TriggersListInput {
  /** Location holding the triggers, `projects/{project}/locations/{location}`. */
  parent: OperationInput<EventTriggerGroups['triggers']['list']>['parent'];
  /** Sort order, e.g. `create_time desc, name`; ascending unless `desc` follows a field. */
  orderBy?: OperationInput<EventTriggerGroups['triggers']['list']>['orderBy'];
  /** Largest number of items per page; the service may send fewer. */
  pageSize?: OperationInput<EventTriggerGroups['triggers']['list']>['pageSize'];
  /** Token of the page to read, from the previous page. */
  pageToken?: OperationInput<EventTriggerGroups['triggers']['list']>['pageToken'];
}
/** Output of `triggers.list` (List triggers). */
export type TriggersListOutput = OperationOutput<EventTriggerGroups['triggers']['list']>;
/** One item of the list `triggers.list` (List triggers). */
export type TriggersListItem = OperationItem<EventTriggerGroups['triggers']['list']>;
/** Input of `triggers.get` (Get a single trigger). */
export interface TriggersGetInput {
  /** The trigger, `projects/{project}/locations/{location}/triggers/{trigger}`. */
  name: OperationInput<EventTriggerGroups['triggers']['get']>['name'];
}
/** Output of `triggers.get` (Get a single trigger). */
export type TriggersGetOutput = OperationOutput<EventTriggerGroups['triggers']['get']>;
/** Input of `triggers.create` (Create a trigger in a project and location). */
export interface TriggersCreateInput {
  /** Location holding the triggers, `projects/{project}/locations/{location}`. */
  parent: OperationInput<EventTriggerGroups['triggers']['create']>['parent'];
  /** Id of the new trigger, the last segment of its name. */
  triggerId: OperationInput<EventTriggerGroups['triggers']['create']>['triggerId'];
  /** Only check the request; nothing is changed. */
  validateOnly?: OperationInput<EventTriggerGroups['triggers']['create']>['validateOnly'];
  /** The request body of `triggers.create` (Create a trigger in a project and location), sent as JSON. */
  body: OperationInput<EventTriggerGroups['triggers']['create']>['body'];
}
/** Output of `triggers.create` (Create a trigger in a project and location). */
export type TriggersCreateOutput = OperationOutput<EventTriggerGroups['triggers']['create']>;
/** Result of the long-running operation `triggers.create` (Create a trigger in a project and location). */
export type TriggersCreateResult = OperationResult<EventTriggerGroups['triggers']['create']>;
/** Input of `triggers.update` (Update a single trigger). */
export interface TriggersUpdateInput {
  /** The trigger, `projects/{project}/locations/{location}/triggers/{trigger}`. */
  name: OperationInput<EventTriggerGroups['triggers']['update']>['name'];
  /** Fields to change, e.g. `labels,destination.cloudRunService.path`. */
  updateMask?: OperationInput<EventTriggerGroups['triggers']['update']>['updateMask'];
  /** Create the trigger when it does not exist. */
  allowMissing?: OperationInput<EventTriggerGroups['triggers']['update']>['allowMissing'];
  /** Only check the request; nothing is changed. */
  validateOnly?: OperationInput<EventTriggerGroups['triggers']['update']>['validateOnly'];
  /** The request body of `triggers.update` (Update a single trigger), sent as JSON. */
  body: OperationInput<EventTriggerGroups['triggers']['update']>['body'];
}
/** Output of `triggers.update` (Update a single trigger). */
export type TriggersUpdateOutput = OperationOutput<EventTriggerGroups['triggers']['update']>;
/** Result of the long-running operation `triggers.update` (Update a single trigger). */
export type TriggersUpdateResult = OperationResult<EventTriggerGroups['triggers']['update']>;
/** Input of `triggers.delete` (Delete a single trigger). */
export interface TriggersDeleteInput {
  /** The trigger, `projects/{project}/locations/{location}/triggers/{trigger}`. */
  name: OperationInput<EventTriggerGroups['triggers']['delete']>['name'];
  /** Delete only if the trigger still has this etag. */
  etag?: OperationInput<EventTriggerGroups['triggers']['delete']>['etag'];
  /** Succeed without effect when the trigger does not exist. */
  allowMissing?: OperationInput<EventTriggerGroups['triggers']['delete']>['allowMissing'];
  /** Only check the request; nothing is changed. */
  validateOnly?: OperationInput<EventTriggerGroups['triggers']['delete']>['validateOnly'];
}
/** Output of `triggers.delete` (Delete a single trigger). */
export type TriggersDeleteOutput = OperationOutput<EventTriggerGroups['triggers']['delete']>;
/** Result of the long-running operation `triggers.delete` (Delete a single trigger). */
export type TriggersDeleteResult = OperationResult<EventTriggerGroups['triggers']['delete']>;
/** Input of `locations.list` (List supported locations of the service). */
export interface LocationsListInput {
  /** The project, `projects/{project}`. */
  name: OperationInput<EventTriggerGroups['locations']['list']>['name'];
  /** Filter expression, e.g. `done=false`. */
  filter?: OperationInput<EventTriggerGroups['locations']['list']>['filter'];
  /** Largest number of items per page; the service may send fewer. */
  pageSize?: OperationInput<EventTriggerGroups['locations']['list']>['pageSize'];
  /** Token of the page to read, from the previous page. */
  pageToken?: OperationInput<EventTriggerGroups['locations']['list']>['pageToken'];
}
/** Output of `locations.list` (List supported locations of the service). */
export type LocationsListOutput = OperationOutput<EventTriggerGroups['locations']['list']>;
/** One item of the list `locations.list` (List supported locations of the service). */
export type LocationsListItem = OperationItem<EventTriggerGroups['locations']['list']>;
/** Input of `operations.list` (List operations matching the filter in the request; if the server does not support the method it returns `UNIMPLEMENTED`). */
export interface OperationsListInput {
  /** The location, `projects/{project}/locations/{location}`. */
  name: OperationInput<EventTriggerGroups['operations']['list']>['name'];
  /** Filter expression, e.g. `done=false`. */
  filter?: OperationInput<EventTriggerGroups['operations']['list']>['filter'];
  /** Largest number of items per page; the service may send fewer. */
  pageSize?: OperationInput<EventTriggerGroups['operations']['list']>['pageSize'];
  /** Token of the page to read, from the previous page. */
  pageToken?: OperationInput<EventTriggerGroups['operations']['list']>['pageToken'];
}
/** Output of `operations.list` (List operations matching the filter in the request; if the server does not support the method it returns `UNIMPLEMENTED`). */
export type OperationsListOutput = OperationOutput<EventTriggerGroups['operations']['list']>;
/** One item of the list `operations.list` (List operations matching the filter in the request; if the server does not support the method it returns `UNIMPLEMENTED`). */
export type OperationsListItem = OperationItem<EventTriggerGroups['operations']['list']>;
/** Input of `operations.get` (Get the latest state of a long-running operation). */
export interface OperationsGetInput {
  /** The operation, `projects/{project}/locations/{location}/operations/{operation}`. */
  name: OperationInput<EventTriggerGroups['operations']['get']>['name'];
}
/** Output of `operations.get` (Get the latest state of a long-running operation). */
export type OperationsGetOutput = OperationOutput<EventTriggerGroups['operations']['get']>;
/** Input of `operations.cancel` (Start asynchronous cancellation of a long-running operation; best effort, success is not guaranteed). */
export interface OperationsCancelInput {
  /** The operation, `projects/{project}/locations/{location}/operations/{operation}`. */
  name: OperationInput<EventTriggerGroups['operations']['cancel']>['name'];
  /** The request body of `operations.cancel` (Start asynchronous cancellation of a long-running operation; best effort, success is not guaranteed), sent as JSON. */
  body?: OperationInput<EventTriggerGroups['operations']['cancel']>['body'];
}
/** Output of `operations.cancel` (Start asynchronous cancellation of a long-running operation; best effort, success is not guaranteed). */
export type OperationsCancelOutput = OperationOutput<EventTriggerGroups['operations']['cancel']>;
/** Input of `accessPolicies.get` (Get the access policy of a resource; returns an empty policy if the resource exists without a policy). */
export interface AccessPoliciesGetInput {
  /** The trigger whose policy is read or changed. */
  resource: OperationInput<EventTriggerGroups['accessPolicies']['get']>['resource'];
  /** Highest policy format version the caller understands: 0, 1 or 3. */
  requestedPolicyVersion?: OperationInput<EventTriggerGroups['accessPolicies']['get']>['requestedPolicyVersion'];
}
/** Output of `accessPolicies.get` (Get the access policy of a resource; returns an empty policy if the resource exists without a policy). */
export type AccessPoliciesGetOutput = OperationOutput<EventTriggerGroups['accessPolicies']['get']>;
/** Input of `accessPolicies.set` (Replace the access policy of a resource). */
export interface AccessPoliciesSetInput {
  /** The trigger whose policy is read or changed. */
  resource: OperationInput<EventTriggerGroups['accessPolicies']['set']>['resource'];
  /** The request body of `accessPolicies.set` (Replace the access policy of a resource), sent as JSON. */
  body: OperationInput<EventTriggerGroups['accessPolicies']['set']>['body'];
}
/** Output of `accessPolicies.set` (Replace the access policy of a resource). */
export type AccessPoliciesSetOutput = OperationOutput<EventTriggerGroups['accessPolicies']['set']>;
/** Input of `accessPolicies.testPermissions` (Return the permissions the caller has on the resource; for a nonexistent resource it returns an empty set, not `NOT_FOUND`). */
export interface AccessPoliciesTestPermissionsInput {
  /** The trigger whose policy is read or changed. */
  resource: OperationInput<EventTriggerGroups['accessPolicies']['testPermissions']>['resource'];
  /** The request body of `accessPolicies.testPermissions` (Return the permissions the caller has on the resource; for a nonexistent resource it returns an empty set, not `NOT_FOUND`), sent as JSON. */
  body: OperationInput<EventTriggerGroups['accessPolicies']['testPermissions']>['body'];
}
/** Output of `accessPolicies.testPermissions` (Return the permissions the caller has on the resource; for a nonexistent resource it returns an empty set, not `NOT_FOUND`). */
export type AccessPoliciesTestPermissionsOutput = OperationOutput<EventTriggerGroups['accessPolicies']['testPermissions']>;
/** Triggers: which events go to which destination. */
export interface TriggersMethods {
  /**
   * Lists the triggers of a location, a page at a time. Use the location `-` to list every location of a
   * project; locations that could not be reached are named in each page's `unreachable` (read pages with
   * `byPage()`, or use `listAllTriggers`). When paging, keep `orderBy` the same for every page.
   */
  list(input: TriggersListInput, options?: CallOptions & PageOptions): PageIterator<TriggersListItem, TriggersListOutput>;
  /** Gets one trigger by name. */
  get(input: TriggersGetInput, options?: CallOptions): ApiPromise<TriggersGetOutput>;
  /**
   * Creates a trigger named `{parent}/triggers/{triggerId}`. Returns a poller at once: `await` it for the
   * created trigger. With `validateOnly: true` the request is only checked and nothing is created. Never
   * retried automatically.
   */
  readonly create: {
    (input: TriggersCreateInput, options?: LongRunningCallOptions): Poller<TriggersCreateResult>;
    /** Follows an operation started earlier (possibly by another process), by its name. */
    resume(name: string, options?: LongRunningCallOptions): Poller<TriggersCreateResult>;
  };
  /**
   * Changes a trigger. `updateMask` lists the fields to change (build it with `fieldMask`, or call
   * `triggerPatch`); without it, every field present in `body` is changed. With `allowMissing: true` a
   * missing trigger is created from `body` (the mask is then ignored). Returns a poller; `await` it for the
   * updated trigger. Never retried automatically.
   */
  readonly update: {
    (input: TriggersUpdateInput, options?: LongRunningCallOptions): Poller<TriggersUpdateResult>;
    /** Follows an operation started earlier (possibly by another process), by its name. */
    resume(name: string, options?: LongRunningCallOptions): Poller<TriggersUpdateResult>;
  };
  /**
   * Deletes a trigger. Pass the `etag` you read to delete only that version (a changed trigger is refused
   * with a `ConflictError`); `allowMissing: true` makes deleting a missing trigger succeed without effect.
   * Returns a poller; `await` it until the trigger is gone (it resolves to an empty object).
   */
  readonly delete: {
    (input: TriggersDeleteInput, options?: LongRunningCallOptions): Poller<TriggersDeleteResult>;
    /** Follows an operation started earlier (possibly by another process), by its name. */
    resume(name: string, options?: LongRunningCallOptions): Poller<TriggersDeleteResult>;
  };
}
/** Locations where triggers can be created. */
export interface LocationsMethods {
  /**
   * Lists the locations the service supports for a project, a page at a time. `filter` narrows them, e.g.
   * `displayName="Tokyo"` or `locationId="us-central1"`.
   */
  list(input: LocationsListInput, options?: CallOptions & PageOptions): PageIterator<LocationsListItem, LocationsListOutput>;
}
/** Long-running operations started by trigger changes. */
export interface OperationsMethods {
  /**
   * Lists the operations of a location, a page at a time; `filter` narrows them (e.g. `done=false`).
   * A service that does not support listing answers HTTP 501 with code `UNIMPLEMENTED`: the walk then
   * rejects with an `ApiError` that `isUnimplementedError` recognises.
   */
  list(input: OperationsListInput, options?: CallOptions & PageOptions): PageIterator<OperationsListItem, OperationsListOutput>;
  /**
   * Reads the current state of an operation. Shares its path with `triggers.get`: the name tells them
   * apart. Pollers call it for you; use it directly to inspect an operation you only know by name.
   */
  get(input: OperationsGetInput, options?: CallOptions): ApiPromise<OperationsGetOutput>;
  /**
   * Asks the service to cancel a running operation; best effort. A cancelled operation stays listable, done,
   * with `error.code` 1: its poller rejects with an `OperationFailedError` that `isOperationCancelled`
   * recognises. Cancelling a finished operation changes nothing.
   */
  cancel(input: OperationsCancelInput, options?: CallOptions): ApiPromise<OperationsCancelOutput>;
}
/** Access policies (IAM) of triggers. */
export interface AccessPoliciesMethods {
  /**
   * Reads the access policy of a trigger; a trigger without a policy has an empty one (with an `etag`).
   * Ask for `requestedPolicyVersion: 3` whenever bindings may carry conditions: a policy with conditions is
   * refused at a lower version.
   */
  get(input: AccessPoliciesGetInput, options?: CallOptions): ApiPromise<AccessPoliciesGetOutput>;
  /**
   * Replaces the access policy of a trigger. Send the `etag` read with the policy: when the policy changed
   * meanwhile the call fails with a `ConflictError` (code `ABORTED`) and nothing is overwritten; read again
   * and reapply (`grantRole`/`revokeRole` do that loop). Never retried automatically. Fails with
   * `NotFoundError` for a missing trigger and `INVALID_ARGUMENT` for a malformed policy.
   *
   * Limits: every binding names at least one principal, and the bindings together name at most 1,500
   * principals, at most 250 of them groups (`group:...`), every occurrence counted (a principal granted three
   * roles counts three times; see `MAX_POLICY_PRINCIPALS` and `MAX_POLICY_GROUPS`). A policy beyond that is
   * refused with a `ValidationError` on `body.policy.bindings` before anything is sent.
   */
  set(input: AccessPoliciesSetInput, options?: CallOptions): ApiPromise<AccessPoliciesSetOutput>;
  /**
   * Returns which of the given permissions the caller has on a trigger. For a trigger that does not exist the
   * answer is an empty list, not a `NotFoundError`. Meant for permission-aware interfaces, not for access checks.
   */
  testPermissions(input: AccessPoliciesTestPermissionsInput, options?: CallOptions): ApiPromise<AccessPoliciesTestPermissionsOutput>;
}
/** The methods of a client of the service: one object per group, one method per operation, documented as the operation table is. */
export interface EventTriggerMethods {
  /** Triggers: which events go to which destination. */
  readonly triggers: TriggersMethods;
  /** Locations where triggers can be created. */
  readonly locations: LocationsMethods;
  /** Long-running operations started by trigger changes. */
  readonly operations: OperationsMethods;
  /** Access policies (IAM) of triggers. */
  readonly accessPolicies: AccessPoliciesMethods;
}

// `true` when `A` and `B` are the same type: the same fields, each as optional and of the same type.
type Same<A, B> = (<T>() => T extends A ? 1 : 2) extends (<T>() => T extends B ? 1 : 2) ? true : false;
// `true` when each of `A` and `B` is assignable to the other.
type Mutual<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
// Compiles only when `T` is `true`.
type Assert<T extends true> = T;
// The surface above is the client the engine makes of the table (both ways), and each input interface is the
// table's input exactly: a change to the table that the surface does not follow fails to compile here.
declare const _surfaceIsTheTable: Assert<Mutual<EventTriggerMethods, ServiceClient<EventTriggerGroups>>>;
declare const _inputsAreTheTable: [
  Assert<Same<TriggersListInput, OperationInput<EventTriggerGroups['triggers']['list']>>>,
  Assert<Same<TriggersGetInput, OperationInput<EventTriggerGroups['triggers']['get']>>>,
  Assert<Same<TriggersCreateInput, OperationInput<EventTriggerGroups['triggers']['create']>>>,
  Assert<Same<TriggersUpdateInput, OperationInput<EventTriggerGroups['triggers']['update']>>>,
  Assert<Same<TriggersDeleteInput, OperationInput<EventTriggerGroups['triggers']['delete']>>>,
  Assert<Same<LocationsListInput, OperationInput<EventTriggerGroups['locations']['list']>>>,
  Assert<Same<OperationsListInput, OperationInput<EventTriggerGroups['operations']['list']>>>,
  Assert<Same<OperationsGetInput, OperationInput<EventTriggerGroups['operations']['get']>>>,
  Assert<Same<OperationsCancelInput, OperationInput<EventTriggerGroups['operations']['cancel']>>>,
  Assert<Same<AccessPoliciesGetInput, OperationInput<EventTriggerGroups['accessPolicies']['get']>>>,
  Assert<Same<AccessPoliciesSetInput, OperationInput<EventTriggerGroups['accessPolicies']['set']>>>,
  Assert<Same<AccessPoliciesTestPermissionsInput, OperationInput<EventTriggerGroups['accessPolicies']['testPermissions']>>>,
];
