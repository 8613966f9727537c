/**
 * Parameter declarations shared by the list operations.
 */
import { integer } from '@org/http-core/light';
import * as z from '@org/http-core/light';
import { TimeRangePeriod } from '../models/group-stats.js';
import { resourceNameSchema } from '@org/http-core/google';
import { PROJECT_NAME } from '../resource-names.js';
import { nonEmptyString } from '../non-empty.js';

/** The project, `projects/{project}` (id or number). */
export const project = {
  schema: resourceNameSchema(PROJECT_NAME),
  multiSegment: true,
  description: 'The project, `projects/{project}`.',
} as const;

/** Only errors of this service (`serviceFilter.service`). */
export const service = { schema: z.optional(z.string()), name: 'serviceFilter.service', description: 'Only errors of this service.' };

/** Only errors of this service version (`serviceFilter.version`). */
export const version = { schema: z.optional(z.string()), name: 'serviceFilter.version', description: 'Only errors of this version.' };

/** Only errors of this resource type (`serviceFilter.resourceType`). */
export const resourceType = {
  schema: z.optional(z.string()),
  name: 'serviceFilter.resourceType',
  description: 'Only errors from this kind of resource.',
};

/** Only errors of this period, ending now (`timeRange.period`), e.g. `PERIOD_1_DAY`. */
export const period = { schema: z.optional(TimeRangePeriod), name: 'timeRange.period', description: 'Time range ending now, e.g. `PERIOD_1_DAY`.' };

/** Items per page; the service may send fewer. */
export const pageSize = {
  schema: z.optional(integer(1)),
  description: 'Largest number of items per page; the service may send fewer.',
};

/** The `nextPageToken` of the previous page; the page iterator fills it in. */
/** The id of an error group, as `groupStats.list` gives it: any text that is not empty. */
export const groupId = nonEmptyString();

export const pageToken = { schema: z.optional(z.string()), description: 'Token of the page to read, from the previous page.' };
