// Generated from the operation table by renderOperationTypes (@org/tools); src/docs.test.ts keeps it current.
import type {
  ApiPromise,
  CallOptions,
  OperationInput,
  OperationItem,
  OperationOutput,
  PageIterator,
  PageOptions,
  ServiceClient,
} from '@org/http-core';
import type { ErrorReportingGroups } from './service.js';

/** Input of `groups.get` (Get the specified group). */
export interface GroupsGetInput {
  /** The group, `projects/{project}/groups/{group}`. */
  groupName: OperationInput<ErrorReportingGroups['groups']['get']>['groupName'];
}
/** Output of `groups.get` (Get the specified group). */
export type GroupsGetOutput = OperationOutput<ErrorReportingGroups['groups']['get']>;
/** Input of `groups.update` (Replace the data of the specified group; fails if the group does not exist). */
export interface GroupsUpdateInput {
  /** The group, `projects/{project}/groups/{group}`. */
  name: OperationInput<ErrorReportingGroups['groups']['update']>['name'];
  /** The request body of `groups.update` (Replace the data of the specified group; fails if the group does not exist), sent as JSON. */
  body: OperationInput<ErrorReportingGroups['groups']['update']>['body'];
}
/** Output of `groups.update` (Replace the data of the specified group; fails if the group does not exist). */
export type GroupsUpdateOutput = OperationOutput<ErrorReportingGroups['groups']['update']>;
/** Input of `events.list` (List the specified events). */
export interface EventsListInput {
  /** The project, `projects/{project}`. */
  projectName: OperationInput<ErrorReportingGroups['events']['list']>['projectName'];
  /** The group whose events are listed. */
  groupId: OperationInput<ErrorReportingGroups['events']['list']>['groupId'];
  /** Only errors of this service. */
  service?: OperationInput<ErrorReportingGroups['events']['list']>['service'];
  /** Only errors of this version. */
  version?: OperationInput<ErrorReportingGroups['events']['list']>['version'];
  /** Only errors from this kind of resource. */
  resourceType?: OperationInput<ErrorReportingGroups['events']['list']>['resourceType'];
  /** Time range ending now, e.g. `PERIOD_1_DAY`. */
  period?: OperationInput<ErrorReportingGroups['events']['list']>['period'];
  /** Largest number of items per page; the service may send fewer. */
  pageSize?: OperationInput<ErrorReportingGroups['events']['list']>['pageSize'];
  /** Token of the page to read, from the previous page. */
  pageToken?: OperationInput<ErrorReportingGroups['events']['list']>['pageToken'];
}
/** Output of `events.list` (List the specified events). */
export type EventsListOutput = OperationOutput<ErrorReportingGroups['events']['list']>;
/** One item of the list `events.list` (List the specified events). */
export type EventsListItem = OperationItem<ErrorReportingGroups['events']['list']>;
/** Input of `events.deleteAll` (Delete all error events of a project). */
export interface EventsDeleteAllInput {
  /** The project, `projects/{project}`. */
  projectName: OperationInput<ErrorReportingGroups['events']['deleteAll']>['projectName'];
}
/** Output of `events.deleteAll` (Delete all error events of a project). */
export type EventsDeleteAllOutput = OperationOutput<ErrorReportingGroups['events']['deleteAll']>;
/** Input of `events.report` (Report one error event and record it to a log; accepts either an OAuth token or an API key). */
export interface EventsReportInput {
  /** The project, `projects/{project}`. */
  projectName: OperationInput<ErrorReportingGroups['events']['report']>['projectName'];
  /** The request body of `events.report` (Report one error event and record it to a log; accepts either an OAuth token or an API key), sent as JSON. */
  body: OperationInput<ErrorReportingGroups['events']['report']>['body'];
}
/** Output of `events.report` (Report one error event and record it to a log; accepts either an OAuth token or an API key). */
export type EventsReportOutput = OperationOutput<ErrorReportingGroups['events']['report']>;
/** Input of `groupStats.list` (List the specified groups). */
export interface GroupStatsListInput {
  /** The project, `projects/{project}`. */
  projectName: OperationInput<ErrorReportingGroups['groupStats']['list']>['projectName'];
  /** Only these groups; repeated on the wire. */
  groupId?: OperationInput<ErrorReportingGroups['groupStats']['list']>['groupId'];
  /** Only errors of this service. */
  service?: OperationInput<ErrorReportingGroups['groupStats']['list']>['service'];
  /** Only errors of this version. */
  version?: OperationInput<ErrorReportingGroups['groupStats']['list']>['version'];
  /** Only errors from this kind of resource. */
  resourceType?: OperationInput<ErrorReportingGroups['groupStats']['list']>['resourceType'];
  /** Time range ending now, e.g. `PERIOD_1_DAY`. */
  period?: OperationInput<ErrorReportingGroups['groupStats']['list']>['period'];
  /** Length of each timed count, e.g. `3600s`. */
  timedCountDuration?: OperationInput<ErrorReportingGroups['groupStats']['list']>['timedCountDuration'];
  /** How timed counts are cut. */
  alignment?: OperationInput<ErrorReportingGroups['groupStats']['list']>['alignment'];
  /** Where rounded timed counts start; default 00:00 UTC. */
  alignmentTime?: OperationInput<ErrorReportingGroups['groupStats']['list']>['alignmentTime'];
  /** Sort order; `COUNT_DESC` by default. */
  order?: OperationInput<ErrorReportingGroups['groupStats']['list']>['order'];
  /** Largest number of items per page; the service may send fewer. */
  pageSize?: OperationInput<ErrorReportingGroups['groupStats']['list']>['pageSize'];
  /** Token of the page to read, from the previous page. */
  pageToken?: OperationInput<ErrorReportingGroups['groupStats']['list']>['pageToken'];
}
/** Output of `groupStats.list` (List the specified groups). */
export type GroupStatsListOutput = OperationOutput<ErrorReportingGroups['groupStats']['list']>;
/** One item of the list `groupStats.list` (List the specified groups). */
export type GroupStatsListItem = OperationItem<ErrorReportingGroups['groupStats']['list']>;
/** Groups of similar errors. */
export interface GroupsMethods {
  /** Gets one error group by name (`projects/{project}/groups/{group}`; group ids come from `groupStats.list`). */
  get(input: GroupsGetInput, options?: CallOptions): ApiPromise<GroupsGetOutput>;
  /**
   * Replaces the data of a group (resolution status, tracking issues); fields left out are cleared, so read the
   * group, change it and send it back whole. Fails with `NotFoundError` when the group does not exist.
   */
  update(input: GroupsUpdateInput, options?: CallOptions): ApiPromise<GroupsUpdateOutput>;
}
/** Error events: reporting, listing and deleting. */
export interface EventsMethods {
  /**
   * Lists the events of one group, most recent first, a page at a time; optionally only those of a service,
   * version or resource type, and of a period ending now.
   */
  list(input: EventsListInput, options?: CallOptions & PageOptions): PageIterator<EventsListItem, EventsListOutput>;
  /** Deletes every error event of a project. Retried on transient failures (deleting twice is harmless). */
  deleteAll(input: EventsDeleteAllInput, options?: CallOptions): ApiPromise<EventsDeleteAllOutput>;
  /**
   * Reports one error. Accepts the client's bearer token or, for this operation alone, its API key (sent as the
   * `key` query parameter; when the client has both, the token is used). The event is checked before sending:
   * `message` and `serviceContext.service` are required, `serviceContext.resourceType` must be left out and
   * `eventTime` may not be more than 24 hours ahead. Never retried automatically. `createErrorReporter` builds
   * the event from a JavaScript `Error`.
   */
  report(input: EventsReportInput, options?: CallOptions): ApiPromise<EventsReportOutput>;
}
/** Statistics of error groups. */
export interface GroupStatsMethods {
  /**
   * Lists error groups with their statistics (count, affected users, first and last seen, counts per interval),
   * a page at a time, busiest first unless `order` says otherwise. Optionally only some groups (`groupId`, one or
   * several), a service, version or resource type, and a period ending now. `timedCountDuration` (seconds, e.g.
   * `3600` or `'3600s'`) asks for counts per interval, cut per `alignment`.
   */
  list(input: GroupStatsListInput, options?: CallOptions & PageOptions): PageIterator<GroupStatsListItem, GroupStatsListOutput>;
}
/** The methods of a client of the service: one object per group, one method per operation, documented as the operation table is. */
export interface ErrorReportingMethods {
  /** Groups of similar errors. */
  readonly groups: GroupsMethods;
  /** Error events: reporting, listing and deleting. */
  readonly events: EventsMethods;
  /** Statistics of error groups. */
  readonly groupStats: GroupStatsMethods;
}

// `true` when `A` and `B` are the same type: the same fields, each as optional and of the same type.
type Same<A, B> = (<T>() => T extends A ? 1 : 2) extends (<T>() => T extends B ? 1 : 2) ? true : false;
// `true` when each of `A` and `B` is assignable to the other.
type Mutual<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
// Compiles only when `T` is `true`.
type Assert<T extends true> = T;
// The surface above is the client the engine makes of the table (both ways), and each input interface is the
// table's input exactly: a change to the table that the surface does not follow fails to compile here.
declare const _surfaceIsTheTable: Assert<Mutual<ErrorReportingMethods, ServiceClient<ErrorReportingGroups>>>;
declare const _inputsAreTheTable: [
  Assert<Same<GroupsGetInput, OperationInput<ErrorReportingGroups['groups']['get']>>>,
  Assert<Same<GroupsUpdateInput, OperationInput<ErrorReportingGroups['groups']['update']>>>,
  Assert<Same<EventsListInput, OperationInput<ErrorReportingGroups['events']['list']>>>,
  Assert<Same<EventsDeleteAllInput, OperationInput<ErrorReportingGroups['events']['deleteAll']>>>,
  Assert<Same<EventsReportInput, OperationInput<ErrorReportingGroups['events']['report']>>>,
  Assert<Same<GroupStatsListInput, OperationInput<ErrorReportingGroups['groupStats']['list']>>>,
];
