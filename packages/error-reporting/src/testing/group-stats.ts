/**
 * Group statistics computed from what was reported.
 */
import { canonicalError } from '@org/http-core/testing';
import type { ErrorGroupStats } from '../models/group-stats.js';
import type { ServiceContext } from '../models/service-context.js';
import { groupName } from '../resource-names.js';
import { ErrorReportingState, type StoredEvent } from './state.js';
import { inRange, type TimeRange } from './time-range.js';
import { timedCounts, type TimedCountRequest } from './timed-counts.js';

/** What the statistics are computed over. */
export interface StatsQuery {
  readonly project: string;
  /** Only these groups, when any are named. */
  readonly groupIds: readonly string[];
  /** Events passing the service filter. */
  readonly matches: (event: StoredEvent) => boolean;
  readonly range: TimeRange;
  /** Sort order; `COUNT_DESC` when unset. */
  readonly order: string | null;
  /** Counts per interval, when asked for. */
  readonly timed: TimedCountRequest | undefined;
}

interface Computed {
  readonly stats: ErrorGroupStats;
  readonly count: number;
  readonly users: number;
  readonly firstSeen: string;
  readonly lastSeen: string;
}

const orders: Readonly<Record<string, (a: Computed, b: Computed) => number>> = {
  COUNT_DESC: (a, b) => b.count - a.count,
  LAST_SEEN_DESC: (a, b) => Date.parse(b.lastSeen) - Date.parse(a.lastSeen),
  CREATED_DESC: (a, b) => Date.parse(b.firstSeen) - Date.parse(a.firstSeen),
  AFFECTED_USERS_DESC: (a, b) => b.users - a.users,
};

/**
 * One entry per group with events in the range: count, affected users (distinct `user`, or remote address when
 * there is none), first and last seen (over every time, under the service filter), affected services, the most
 * recent event as representative, and timed counts when asked; sorted by `order`, ties by group id.
 */
export function computeGroupStats(state: ErrorReportingState, query: StatsQuery): ErrorGroupStats[] {
  const compare = orders[query.order === null || query.order === 'GROUP_ORDER_UNSPECIFIED' ? 'COUNT_DESC' : query.order];
  if (!compare) throw canonicalError('INVALID_ARGUMENT', `Unknown order '${query.order}'`);
  const byGroup = new Map<string, StoredEvent[]>();
  for (const event of state.eventsOf(query.project)) {
    if (!query.matches(event)) continue;
    if (query.groupIds.length > 0 && !query.groupIds.includes(event.groupId)) continue;
    const list = byGroup.get(event.groupId) ?? [];
    list.push(event);
    byGroup.set(event.groupId, list);
  }
  const computed: Computed[] = [];
  for (const [groupId, all] of byGroup) {
    const inside = all.filter((event) => inRange(event.eventTime, query.range));
    if (inside.length === 0) continue;
    const users = new Set(inside.map((event) => event.context?.user ?? event.context?.httpRequest?.remoteIp).filter((user) => user !== undefined && user !== ''));
    const services = new Map<string, ServiceContext>();
    for (const event of inside) services.set(JSON.stringify([event.serviceContext.service, event.serviceContext.version, event.serviceContext.resourceType]), event.serviceContext);
    const firstSeen = all.at(-1)!.eventTime;
    const lastSeen = all[0]!.eventTime;
    const group = state.groups.get(groupName.format({ project: query.project, group: groupId })) ?? { groupId };
    computed.push({
      count: inside.length,
      users: users.size,
      firstSeen,
      lastSeen,
      stats: {
        group,
        count: String(inside.length),
        affectedUsersCount: String(users.size),
        ...(query.timed ? { timedCounts: timedCounts(inside.map((event) => Date.parse(event.eventTime)), query.range, query.timed) } : {}),
        firstSeenTime: firstSeen,
        lastSeenTime: lastSeen,
        affectedServices: [...services.values()],
        numAffectedServices: services.size,
        representative: ErrorReportingState.view(inside[0]!),
      },
    });
  }
  return computed
    .sort((a, b) => compare(a, b) || (a.stats.group!.groupId! < b.stats.group!.groupId! ? -1 : 1))
    .map((entry) => entry.stats);
}
