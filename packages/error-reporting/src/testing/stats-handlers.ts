/**
 * The fake's answer to `groupStats.list`.
 */
import { pageAnswer, paginate, queryFingerprint, type FakeHandler } from '@org/http-core/testing';
import { projectName } from '../resource-names.js';
import { computeGroupStats } from './group-stats.js';
import { serviceFilter } from './service-filter.js';
import type { ErrorReportingState } from './state.js';
import { timeRangeOf } from './time-range.js';

/** Items per page when the request names no page size. */
const DEFAULT_PAGE_SIZE = 20;

/** Handlers of the `groupStats` group. */
export function statsHandlers(state: ErrorReportingState): Record<'groupStats.list', FakeHandler> {
  return {
    'groupStats.list': (req) => {
      const { project } = projectName.parse(req.params.projectName!)!;
      const range = timeRangeOf(req.query.get('timeRange.period'), state.now());
      const duration = req.query.get('timedCountDuration');
      const stats = computeGroupStats(state, {
        project,
        groupIds: req.query.getAll('groupId'),
        matches: serviceFilter(req.query),
        range,
        order: req.query.get('order'),
        timed: duration === null ? undefined : { duration, alignment: req.query.get('alignment'), alignmentTime: req.query.get('alignmentTime') },
      });
      const page = paginate(stats, { pageSize: req.query.get('pageSize') ?? DEFAULT_PAGE_SIZE, token: req.query.get('pageToken'), boundTo: queryFingerprint(req.query) });
      return pageAnswer('errorGroupStats', page, { extra: { timeRangeBegin: new Date(range.begin).toISOString() } });
    },
  };
}
