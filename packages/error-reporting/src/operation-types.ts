// Generated from the operation table by renderOperationTypes (@org/tools); src/docs.test.ts keeps it current.
import type { OperationInput, OperationItem, OperationOutput } from '@org/http-core';
import type { ErrorReportingGroups } from './service.js';

/**
 * Input of `groups.get` (Get the specified group).
 */
export type GroupsGetInput = OperationInput<ErrorReportingGroups['groups']['get']>;
/**
 * Output of `groups.get` (Get the specified group).
 */
export type GroupsGetOutput = OperationOutput<ErrorReportingGroups['groups']['get']>;
/**
 * Input of `groups.update` (Replace the data of the specified group; fails if the group does not exist).
 */
export type GroupsUpdateInput = OperationInput<ErrorReportingGroups['groups']['update']>;
/**
 * Output of `groups.update` (Replace the data of the specified group; fails if the group does not exist).
 */
export type GroupsUpdateOutput = OperationOutput<ErrorReportingGroups['groups']['update']>;
/**
 * Input of `events.list` (List the specified events).
 */
export type EventsListInput = OperationInput<ErrorReportingGroups['events']['list']>;
/**
 * Output of `events.list` (List the specified events).
 */
export type EventsListOutput = OperationOutput<ErrorReportingGroups['events']['list']>;
/**
 * One item of the list `events.list` (List the specified events).
 */
export type EventsListItem = OperationItem<ErrorReportingGroups['events']['list']>;
/**
 * Input of `events.deleteAll` (Delete all error events of a project).
 */
export type EventsDeleteAllInput = OperationInput<ErrorReportingGroups['events']['deleteAll']>;
/**
 * Output of `events.deleteAll` (Delete all error events of a project).
 */
export type EventsDeleteAllOutput = OperationOutput<ErrorReportingGroups['events']['deleteAll']>;
/**
 * Input of `events.report` (Report one error event and record it to a log; accepts either an OAuth token or an API key).
 */
export type EventsReportInput = OperationInput<ErrorReportingGroups['events']['report']>;
/**
 * Output of `events.report` (Report one error event and record it to a log; accepts either an OAuth token or an API key).
 */
export type EventsReportOutput = OperationOutput<ErrorReportingGroups['events']['report']>;
/**
 * Input of `groupStats.list` (List the specified groups).
 */
export type GroupStatsListInput = OperationInput<ErrorReportingGroups['groupStats']['list']>;
/**
 * Output of `groupStats.list` (List the specified groups).
 */
export type GroupStatsListOutput = OperationOutput<ErrorReportingGroups['groupStats']['list']>;
/**
 * One item of the list `groupStats.list` (List the specified groups).
 */
export type GroupStatsListItem = OperationItem<ErrorReportingGroups['groupStats']['list']>;
