import { defineService } from '@org/http-core';
import { errorReportingServiceInfo } from './service-info.js';
import { eventsGroup } from './operations/events.js';
import { groupStatsGroup } from './operations/group-stats.js';
import { groupsGroup } from './operations/groups.js';

/**
 * The operation groups of the service, by resource, as declared in `src/operations` (where each operation's TSDoc
 * is): what the client and the named operation types are computed from.
 */
export type ErrorReportingGroups = {
  readonly groups: typeof groupsGroup;
  readonly events: typeof eventsGroup;
  readonly groupStats: typeof groupStatsGroup;
};

/**
 * The error reporting service as data: every operation with its method, path, parameters, schemas and paging.
 * The client, the fake, the docs and the coverage check derive from it.
 */
export const errorReportingService = defineService<ErrorReportingGroups>({
  ...errorReportingServiceInfo,
  groups: { groups: groupsGroup, events: eventsGroup, groupStats: groupStatsGroup },
});

/**
 * The flat operation table: one entry per operation, with its id (`group.method`).
 * In the browser build (`dist/browser`) summaries are `''` and descriptions absent: see `OperationSpec.summary`.
 */
export const operations = errorReportingService.operations;
