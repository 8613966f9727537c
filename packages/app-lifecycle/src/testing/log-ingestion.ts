/**
 * Logs arriving from an app's SDK: they join the app's analytics log, which every analytics operation reads,
 * unless the app or the installation they come from is blocked (`logBlocking.*`): those are dropped.
 */
import type { LogRecord } from './records.js';
import { childKey, type FakeState } from './state.js';

/** The key of a block of the whole app in `state.logBlocks`. */
export const WHOLE_APP = '*';

/** Whether the logs of an installation of an app are blocked. */
export function logsBlocked(state: FakeState, appId: string, installId: string): boolean {
  return state.logBlocks.has(childKey(appId, WHOLE_APP)) || state.logBlocks.has(childKey(appId, installId));
}

/**
 * Delivers logs to an app as its SDK would send them: those of blocked sources are dropped, the others join the
 * analytics log in time order. Answers the logs taken.
 */
export function ingestLogs(state: FakeState, appId: string, records: readonly LogRecord[]): LogRecord[] {
  const extras = state.extrasOf(appId);
  const taken = records.filter((record) => !logsBlocked(state, appId, record.install_id));
  if (taken.length > 0) extras.log = [...extras.log, ...taken].sort((a, b) => a.ms - b.ms);
  return taken;
}
