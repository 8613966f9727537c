/**
 * Crash groups: filtered by version, status, last occurrence and text; ordered by `$orderby`
 * (last occurrence, newest first, by default); paged by the service with a `continuation_token`.
 * `limited_result_set` is always `false`: pages together hold every matching group.
 */
import { fakeError, json, pageAnswer, paginate } from '@org/http-core/testing';
import type { CrashGroup, Stacktrace, StackFrame } from '../../index.js';
import { appOf, type FakeContext } from '../context.js';
import { childKey } from '../state.js';
import { parseTime } from '../time.js';
import type { Handlers } from './types.js';

/** A stack trace reduced to the frames that decide grouping. */
export function groupingFrames(stacktrace: Stacktrace): Stacktrace {
  const relevant = (frames: StackFrame[]) => frames.filter((frame) => frame.relevant === true || frame.app_code);
  return {
    ...stacktrace,
    ...(stacktrace.exception ? { exception: { ...stacktrace.exception, frames: relevant(stacktrace.exception.frames) } } : {}),
    ...(stacktrace.threads ? { threads: stacktrace.threads.filter((t) => t.relevant !== false).map((t) => ({ ...t, frames: relevant(t.frames) })) } : {}),
  };
}

const orderings: Readonly<Record<string, (a: CrashGroup, b: CrashGroup) => number>> = {
  last_occurrence: (a, b) => a.last_occurrence.localeCompare(b.last_occurrence),
  count: (a, b) => a.count - b.count,
  display_id: (a, b) => Number(a.display_id) - Number(b.display_id),
  impacted_users: (a, b) => (a.impacted_users ?? 0) - (b.impacted_users ?? 0),
};

/** Handlers of `crashGroups.*`. */
export function crashGroupHandlers(fake: FakeContext): Handlers {
  const { state } = fake;
  const storedGroup = (appId: string, id: string) => state.crashGroups.require(childKey(appId, id), () => fakeError(404, undefined, `No crash group ${id}`));
  return {
    'crashGroups.list': (req) => {
      const app = appOf(fake, req);
      const q = req.query;
      const from = q.get('last_occurrence_from');
      const to = q.get('last_occurrence_to');
      const text = q.get('group_text_search')?.toLowerCase();
      let groups = state
        .childrenOf(state.crashGroups, app.id)
        .map((g) => g.group)
        .filter(
          (g) =>
            (q.get('app_version') === null || g.app_version === q.get('app_version')) &&
            (q.get('group_status') === null || g.status === q.get('group_status')) &&
            (from === null || Date.parse(g.last_occurrence) >= parseTime(from, 'last_occurrence_from')) &&
            (to === null || Date.parse(g.last_occurrence) <= parseTime(to, 'last_occurrence_to')) &&
            (text === undefined || [g.crash_reason, g.exception ?? '', g.annotation].some((field) => field.toLowerCase().includes(text))),
        );
      const [field, direction] = (q.get('$orderby') ?? 'last_occurrence desc').split(' ') as [string, string];
      const compare = orderings[field];
      if (!compare || (direction !== 'asc' && direction !== 'desc')) throw fakeError(400, undefined, `Cannot order crash groups by ${q.get('$orderby')}`);
      groups = groups.sort((a, b) => (direction === 'desc' ? -compare(a, b) : compare(a, b)));
      const page = paginate(groups, { pageSize: state.pageSize, token: q.get('continuation_token') });
      return pageAnswer('crash_groups', page, { tokenField: 'continuation_token', extra: { limited_result_set: false } });
    },
    'crashGroups.get': (req) => {
      const app = appOf(fake, req);
      return json(200, storedGroup(app.id, req.params.crash_group_id!).group);
    },
    'crashGroups.update': (req) => {
      const app = appOf(fake, req);
      const stored = storedGroup(app.id, req.params.crash_group_id!);
      const patch = req.body as { annotation?: string; status?: CrashGroup['status'] };
      const group: CrashGroup = { ...stored.group, ...patch };
      state.crashGroups.set(childKey(app.id, group.crash_group_id), { ...stored, group });
      return json(200, group);
    },
    'crashGroups.getStacktrace': (req) => {
      const app = appOf(fake, req);
      const { stacktrace } = storedGroup(app.id, req.params.crash_group_id!);
      return json(200, req.query.get('grouping_only') === 'true' ? groupingFrames(stacktrace) : stacktrace);
    },
  };
}
