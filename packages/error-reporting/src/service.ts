import { defineService, operationsOf, losslessJsonParse, type ServiceInfo } from '@org/http-core';
import { googleErrorParser } from '@org/http-core/google';
import { events } from './operations/events.js';
import { groupStats } from './operations/group-stats.js';
import { groups } from './operations/groups.js';
import { VERSION } from './version.js';

/**
 * The operation groups of the service, by resource, as declared in `src/operations` (where each operation's TSDoc
 * is): what the client and the named operation types are computed from.
 */
export type ErrorReportingGroups = {
  readonly groups: typeof groups;
  readonly events: typeof events;
  readonly groupStats: typeof groupStats;
};

/**
 * The service's identity and answer format without its operations: what a client of only some operations
 * needs besides them (`createErrorReportingClientFor`).
 */
export const errorReportingServiceInfo = {
  // int64 fields (ids, revisions, counts) keep every digit even when an answer sends them as JSON numbers.
  parseJson: losslessJsonParse,
  name: 'error-reporting',
  packageName: '@org/error-reporting',
  version: VERSION,
  defaultAuth: ['bearer'],
  errorParser: googleErrorParser,
  conflictCodes: ['ABORTED'],
} as const satisfies ServiceInfo;

/**
 * The error reporting service as data: every operation with its method, path, parameters, schemas and paging.
 * The client, the fake, the docs and the coverage check derive from it.
 */
export const errorReportingService = defineService<ErrorReportingGroups>({
  ...errorReportingServiceInfo,
  groups: { groups, events, groupStats },
});

/** The flat operation table: one entry per operation, with its id (`group.method`). */
export const operations = operationsOf(errorReportingService);
