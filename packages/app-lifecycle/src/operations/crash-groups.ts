import { continuationTokenPaging, defineListOperation, defineOperation, jsonBody } from '@org/http-core';
import { dateTime, openEnum } from '@org/http-core/light';
import * as z from '@org/http-core/light';
import { CrashGroup, CrashGroupList, CrashGroupPatch, CrashGroupStatus } from '../models/crash-group.js';
import { Stacktrace } from '../models/stacktrace.js';
import { appName, appParams, crashGroupId, groupingOnly, ownerName } from './params.js';

/**
 * Lists crash groups, filtered and ordered; pages follow `continuation_token`. Each page says whether the
 * list holds all groups (`limited_result_set`).
 * @deprecated The service deprecates this operation.
 */
export const crashGroupsList = defineListOperation({
  method: 'GET',
  path: '/v0.1/apps/{owner_name}/{app_name}/crash_groups',
  summary: 'List crash groups and whether the list holds all groups',
  deprecated: true,
  pathParams: appParams,
  query: {
    lastOccurrenceFrom: { schema: z.optional(dateTime()), name: 'last_occurrence_from', description: 'Last crash at or after this time.' },
    lastOccurrenceTo: { schema: z.optional(dateTime()), name: 'last_occurrence_to', description: 'Last crash at or before this time.' },
    appVersion: { schema: z.optional(z.string()), name: 'app_version', description: 'Only this app version.' },
    groupType: { schema: z.optional(openEnum(['GroupType1', 'GroupType2'])), name: 'group_type', description: 'Group type.' },
    groupStatus: { schema: z.optional(CrashGroupStatus), name: 'group_status', description: 'Only groups in this status.' },
    groupTextSearch: { schema: z.optional(z.string()), name: 'group_text_search', description: 'Text to search in the groups.' },
    orderBy: {
      schema: z.optional(
        openEnum([
          'last_occurrence asc',
          'last_occurrence desc',
          'count asc',
          'count desc',
          'display_id asc',
          'display_id desc',
          'impacted_users asc',
          'impacted_users desc',
        ]),
      ),
      name: '$orderby',
      description: 'Sort order.',
    },
    continuationToken: { schema: z.optional(z.string()), name: 'continuation_token', description: 'Token of the next page.' },
  },
  response: CrashGroupList,
  pagination: continuationTokenPaging({ items: 'crash_groups', tokenParam: 'continuationToken', nextToken: 'continuation_token', identity: 'crash_group_id' }),
});

/**
 * Gets a crash group.
 * @deprecated The service deprecates this operation.
 */
export const crashGroupsGet = defineOperation({
  method: 'GET',
  path: '/v0.1/apps/{owner_name}/{app_name}/crash_groups/{crash_group_id}',
  summary: 'Get a group',
  deprecated: true,
  pathParams: { ownerName, appName, crashGroupId },
  response: CrashGroup,
});

/**
 * Changes a crash group's annotation or status (`open`, `closed`, `ignored`).
 * @deprecated The service deprecates this operation.
 */
export const crashGroupsUpdate = defineOperation({
  method: 'PATCH',
  path: '/v0.1/apps/{owner_name}/{app_name}/crash_groups/{crash_group_id}',
  summary: 'Update a group',
  deprecated: true,
  pathParams: { ownerName, appName, crashGroupId },
  body: jsonBody(CrashGroupPatch),
  response: CrashGroup,
});

/**
 * Gets the stack trace of a crash group.
 * @deprecated The service deprecates this operation.
 */
export const crashGroupsGetStacktrace = defineOperation({
  method: 'GET',
  path: '/v0.1/apps/{owner_name}/{app_name}/crash_groups/{crash_group_id}/stacktrace',
  summary: 'Stack trace',
  deprecated: true,
  pathParams: { ownerName, appName, crashGroupId },
  query: { groupingOnly },
  response: Stacktrace,
});

/** Crash groups: crashes with the same cause. */
export const crashGroupsGroup = {
  list: crashGroupsList,
  get: crashGroupsGet,
  update: crashGroupsUpdate,
  getStacktrace: crashGroupsGetStacktrace,
};
