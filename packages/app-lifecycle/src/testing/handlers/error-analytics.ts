/**
 * Error analytics of an app, computed from its errors and, for error-free shares, from the analytics log's
 * active devices (of the versions and build asked for). Counts and shares take handled errors unless
 * `errorType` says otherwise; the version and build lists take all errors unless it does.
 */
import { fakeError, json } from '@org/http-core/testing';
import { compareVersions, select } from '../analytics-math.js';
import { parseDefinition } from '../audience-definition.js';
import { appOf, pipeList, type FakeContext } from '../context.js';
import { countsPerDay, errorFreePercentages, errorTopOf, errorTypeOf, ofType, within } from '../error-scope.js';
import { rangeOf } from '../time.js';
import type { Handlers } from './types.js';

/** Handlers of `errorAnalytics.*`. */
export function errorAnalyticsHandlers(fake: FakeContext): Handlers {
  const { state } = fake;
  const errorsOf = (appId: string) => state.childrenOf(state.errors, appId);
  return {
    'errorAnalytics.appBuilds': (req) => {
      const app = appOf(fake, req);
      const q = req.query;
      const version = q.get('version');
      if (version === null) throw fakeError(400, undefined, 'version is required');
      const range = rangeOf(q, fake.now());
      const type = errorTypeOf(q, true);
      const builds = new Set(errorsOf(app.id).filter((e) => e.appVersion === version && within(range)(e) && ofType(type)(e)).map((e) => e.appBuild));
      return json(200, { appBuilds: [...builds].sort(compareVersions).reverse().slice(0, errorTopOf(q)) });
    },
    'errorAnalytics.availableVersions': (req) => {
      const app = appOf(fake, req);
      const q = req.query;
      const range = rangeOf(q, fake.now());
      const type = errorTypeOf(q, true);
      const filter = q.get('$filter');
      const clauses = filter === null || filter.trim() === '' ? [] : parseDefinition(filter, new Set(['version']), 'the filter');
      const skipText = q.get('$skip') ?? '0';
      const skip = Number(skipText);
      if (!Number.isInteger(skip) || skip < 0) throw fakeError(400, undefined, `$skip must be a non-negative integer; got '${skipText}'`);
      const inline = q.get('$inlinecount') ?? 'none';
      if (inline !== 'none' && inline !== 'allpages') throw fakeError(400, undefined, `$inlinecount must be allpages or none; got '${inline}'`);
      const versions = [...new Set(errorsOf(app.id).filter((e) => within(range)(e) && ofType(type)(e)).map((e) => e.appVersion))]
        .filter((v) => clauses.every((c) => (v === c.value) !== c.negate))
        .sort(compareVersions)
        .reverse();
      return json(200, { versions: versions.slice(skip, skip + errorTopOf(q)), ...(inline === 'allpages' ? { total_count: versions.length } : {}) });
    },
    'errorAnalytics.countsPerDay': (req) => {
      const app = appOf(fake, req);
      const q = req.query;
      const type = errorTypeOf(q, false);
      const version = q.get('version');
      const build = q.get('app_build');
      const errors = errorsOf(app.id).filter((e) => ofType(type)(e) && (version === null || e.appVersion === version) && (build === null || e.appBuild === build));
      return json(200, countsPerDay(rangeOf(q, fake.now()), errors));
    },
    'errorAnalytics.errorFreeDevicePercentages': (req) => {
      const app = appOf(fake, req);
      const q = req.query;
      const type = errorTypeOf(q, false);
      const range = rangeOf(q, fake.now());
      const versions = pipeList(q, 'versions');
      const build = q.get('app_build') ?? undefined;
      const active = select(state.extrasOf(app.id).log, { range, versions, build });
      const errors = errorsOf(app.id).filter((e) => ofType(type)(e) && (!versions || versions.has(e.appVersion)) && (build === undefined || e.appBuild === build));
      return json(200, errorFreePercentages(range, active, errors));
    },
  };
}
