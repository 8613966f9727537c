import { defineListOperation, pageTokenPaging } from '@org/http-core';
import * as z from '@org/http-core/light';
import { dateTime } from '@org/http-core/light';
import { duration } from '../duration.js';
import { GroupOrder, ListGroupStatsResponse, TimedCountAlignment } from '../models/group-stats.js';
import { groupIds } from './group-ids.js';
import { pageSize, pageToken, period, project, resourceType, service, version } from './params.js';

/**
 * Lists error groups with their statistics (count, affected users, first and last seen, counts per interval),
 * a page at a time, busiest first unless `order` says otherwise. Optionally only some groups (`groupId`, one or
 * several), a service, version or resource type, and a period ending now. `timedCountDuration` (seconds, e.g.
 * `3600` or `'3600s'`) asks for counts per interval, cut per `alignment`.
 */
export const groupStatsList = defineListOperation({
  method: 'GET',
  path: '/v1beta1/{projectName}/groupStats',
  summary: 'List the specified groups',
  pathParams: { projectName: project },
  query: {
    groupId: { schema: z.optional(groupIds()), description: 'Only these groups; repeated on the wire.' },
    service,
    version,
    resourceType,
    period,
    timedCountDuration: { schema: z.optional(duration()), description: 'Length of each timed count, e.g. `3600s`.' },
    alignment: { schema: z.optional(TimedCountAlignment), description: 'How timed counts are cut.' },
    alignmentTime: { schema: z.optional(dateTime()), description: 'Where rounded timed counts start; default 00:00 UTC.' },
    order: { schema: z.optional(GroupOrder), description: 'Sort order; `COUNT_DESC` by default.' },
    pageSize,
    pageToken,
  },
  response: ListGroupStatsResponse,
  pagination: pageTokenPaging({ items: 'errorGroupStats', tokenParam: 'pageToken', nextToken: 'nextPageToken', identity: 'group.name' }),
});

/** Statistics of error groups. */
export const groupStatsGroup = {
  list: groupStatsList,
} as const;
