/**
 * Error groups, built from the app's errors: a group's count, devices and first and last times are those of
 * its errors (in the time range, version, build and error type asked for, when listing). The list is ordered by
 * `$orderby` (`count desc` by default), `$top` groups a page (30 by default), with a `nextLink` to the next page.
 * States are `open`, `closed` and `ignored`; the server's request check refuses anything else.
 */
import { fakeError, json, nextPageLink, paginate, type FakeRequest } from '@org/http-core/testing';
import type { ErrorGroup, ErrorGroupState } from '../../index.js';
import { select } from '../analytics-math.js';
import { appOf, type FakeContext } from '../context.js';
import { groupView } from '../error-reports.js';
import { errorMatcher } from '../error-search.js';
import { countsPerDay, errorFreePercentages, errorTopOf, errorTypeOf, ofType, searchPageOf, within } from '../error-scope.js';
import type { StoredError } from '../records.js';
import { childKey } from '../state.js';
import { rangeOf } from '../time.js';
import { searchableErrors } from './errors.js';
import type { Handlers } from './types.js';

const orderings: Readonly<Record<string, (a: ErrorGroup, b: ErrorGroup) => number>> = {
  count: (a, b) => a.count - b.count,
  deviceCount: (a, b) => a.deviceCount - b.deviceCount,
  firstOccurrence: (a, b) => a.firstOccurrence.localeCompare(b.firstOccurrence),
  lastOccurrence: (a, b) => a.lastOccurrence.localeCompare(b.lastOccurrence),
};

/** Handlers of `errorGroups.*`. */
export function errorGroupHandlers(fake: FakeContext): Handlers {
  const { state } = fake;
  const groupOf = (req: FakeRequest) => {
    const app = appOf(fake, req);
    const id = req.params.errorGroupId!;
    const group = state.errorGroups.require(childKey(app.id, id), () => fakeError(404, undefined, `No error group ${id}`));
    const errors = state.childrenOf(state.errors, app.id).filter((e) => e.errorGroupId === id);
    return { app, group, errors };
  };
  const ranked = (nameKey: string, read: (error: StoredError) => Record<string, string>) => (req: FakeRequest) => {
    const { errors } = groupOf(req);
    const counts = new Map<string, { names: Record<string, string>; errorCount: number }>();
    for (const error of errors) {
      const names = read(error);
      const key = names[nameKey]!;
      const entry = counts.get(key) ?? { names, errorCount: 0 };
      entry.errorCount++;
      counts.set(key, entry);
    }
    const rows = [...counts.values()]
      .sort((a, b) => b.errorCount - a.errorCount || a.names[nameKey]!.localeCompare(b.names[nameKey]!))
      .slice(0, errorTopOf(req.query))
      .map(({ names, errorCount }) => ({ ...names, errorCount }));
    return { errorCount: errors.length, rows };
  };

  return {
    'errorGroups.list': (req, ctx) => {
      const app = appOf(fake, req);
      const q = req.query;
      const range = rangeOf(q, fake.now());
      const type = errorTypeOf(q, true);
      const groupState = q.get('groupState') as ErrorGroupState | null;
      const [field, direction = 'desc', ...rest] = (q.get('$orderby') ?? 'count desc').trim().split(/\s+/);
      const compare = orderings[field!];
      if (!compare || (direction !== 'asc' && direction !== 'desc') || rest.length > 0) throw fakeError(400, undefined, `Cannot order error groups by '${q.get('$orderby')}'`);
      const errors = state
        .childrenOf(state.errors, app.id)
        .filter((e) => within(range)(e) && ofType(type)(e) && (q.get('version') === null || e.appVersion === q.get('version')) && (q.get('app_build') === null || e.appBuild === q.get('app_build')));
      const groups = state
        .childrenOf(state.errorGroups, app.id)
        .filter((g) => groupState === null || g.state === groupState)
        .map((g) => groupView(g, errors.filter((e) => e.errorGroupId === g.errorGroupId)))
        .filter((g) => g.count > 0)
        .sort((a, b) => (direction === 'desc' ? -compare(a, b) : compare(a, b)) || a.errorGroupId.localeCompare(b.errorGroupId));
      const page = paginate(groups, { pageSize: errorTopOf(q), token: q.get('$skiptoken') });
      return json(200, { errorGroups: page.items, ...(page.nextToken ? { nextLink: nextPageLink(req, ctx, '$skiptoken', page.nextToken) } : {}) });
    },
    'errorGroups.search': (req) => {
      const app = appOf(fake, req);
      const q = req.query;
      const matches = errorMatcher(q);
      const { top, skip } = searchPageOf(q);
      const found = searchableErrors(fake, app.id).filter(matches);
      const all = state.childrenOf(state.errors, app.id);
      const sort = q.get('sort') ?? 'matchingReportsCount';
      const order = q.get('order') ?? 'desc';
      const keyOf: Readonly<Record<string, (g: ErrorGroup, matching: number) => string | number>> = {
        matchingReportsCount: (_g, matching) => matching,
        exceptionClassName: (g) => g.exceptionClassName ?? '',
        exceptionMessage: (g) => g.exceptionMessage ?? '',
        exceptionMethod: (g) => g.exceptionMethod ?? '',
        lastOccurrence: (g) => g.lastOccurrence,
      };
      const key = keyOf[sort]!;
      const rows = state
        .childrenOf(state.errorGroups, app.id)
        .map((g) => ({ view: groupView(g, all.filter((e) => e.errorGroupId === g.errorGroupId)), matching: found.filter((e) => e.errorGroupId === g.errorGroupId).length }))
        .filter((row) => row.matching > 0)
        .sort((a, b) => {
          const [x, y] = [key(a.view, a.matching), key(b.view, b.matching)];
          const diff = typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y));
          return (order === 'desc' ? -diff : diff) || a.view.errorGroupId.localeCompare(b.view.errorGroupId);
        });
      return json(200, { errorGroups: rows.slice(skip, skip + top).map((row) => row.view), hasMoreResults: skip + top < rows.length });
    },
    'errorGroups.get': (req) => {
      const { group, errors } = groupOf(req);
      return json(200, groupView(group, errors));
    },
    'errorGroups.updateState': (req) => {
      const { app, group, errors } = groupOf(req);
      const body = req.body as { state: ErrorGroupState; annotation?: unknown };
      if (body.annotation !== undefined && typeof body.annotation !== 'string') throw fakeError(400, undefined, 'annotation must be a string');
      const updated = { ...group, state: body.state, ...(body.annotation === undefined ? {} : { annotation: body.annotation }) };
      state.errorGroups.set(childKey(app.id, group.errorGroupId), updated);
      return json(200, groupView(updated, errors));
    },
    'errorGroups.countsPerDay': (req) => {
      const { errors } = groupOf(req);
      const version = req.query.get('version');
      return json(200, countsPerDay(rangeOf(req.query, fake.now()), errors.filter((e) => version === null || e.appVersion === version)));
    },
    'errorGroups.errorFreeDevicePercentages': (req) => {
      const { app, errors } = groupOf(req);
      const range = rangeOf(req.query, fake.now());
      return json(200, errorFreePercentages(range, select(state.extrasOf(app.id).log, { range }), errors));
    },
    'errorGroups.modelCounts': (req) => {
      const { errorCount, rows } = ranked('modelName', (e) => ({ modelName: e.model, modelCode: e.model }))(req);
      return json(200, { errorCount, models: rows });
    },
    'errorGroups.operatingSystemCounts': (req) => {
      const { errorCount, rows } = ranked('operatingSystemName', (e) => ({ operatingSystemName: `${e.osName} ${e.details.osVersion}` }))(req);
      return json(200, { errorCount, operatingSystems: rows });
    },
    'errorGroups.getStacktrace': (req) => json(200, groupOf(req).group.stacktrace),
  };
}
