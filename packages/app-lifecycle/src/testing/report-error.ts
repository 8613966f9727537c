/**
 * Reporting errors to the running fake: the reports join the app's error groups in the fake's stores and
 * search finds them at once.
 */
import { recordError, type ErrorBook, type ErrorReport } from './error-reports.js';
import type { StoredError } from './records.js';
import { childKey, type FakeState } from './state.js';

/** An error book over the fake's stores: reports join the app's groups; search finds them at once. */
function stateBook(state: FakeState): ErrorBook {
  return {
    groupOf: (appId, fingerprint) => state.childrenOf(state.errorGroups, appId).find((g) => g.fingerprint === fingerprint),
    addGroup: (group) => void state.errorGroups.set(childKey(group.appId, group.errorGroupId), group),
    addError: (error) => {
      state.errors.set(childKey(error.appId, error.details.errorId), error);
      state.errorIndex.set(childKey(error.appId, error.details.errorId), { error });
    },
    newId: () => state.ids.uuid(),
  };
}

/**
 * Reports an error to the running fake, as an app's SDK would: it joins its group (or starts one), counts in
 * every errors operation and is found by search. Answers the stored error.
 */
export function reportError(state: FakeState, appId: string, report: ErrorReport): StoredError {
  return recordError(stateBook(state), appId, report, state.extrasOf(appId).log);
}
