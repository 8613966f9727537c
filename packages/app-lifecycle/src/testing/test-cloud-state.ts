/**
 * The fake's device test state: runs with their files, test series, device selections, device sets of owners
 * and users, the files held by hash, and subscriptions. Empty at first and after `reset()`.
 */
import { createStore, type MemoryStore } from '@org/http-core/testing';
import { childKey } from './child-key.js';
import type { StoredDeviceSet, StoredHashFile, StoredTestRun, StoredTestSeries, StoredTestSubscription } from './test-cloud-records.js';

/** Device tests of every app. */
export class TestCloudState {
  /** Runs by app id and run id. */
  readonly runs = createStore<StoredTestRun>();
  /** Test series by app id and slug. */
  readonly series = createStore<StoredTestSeries>();
  /** Device selections (device configuration ids) by app id and short id. */
  readonly selections = createStore<readonly string[]>();
  /** Device sets by scope (`owner:<name>`, `user:<name>`) and id. */
  readonly deviceSets = createStore<StoredDeviceSet>();
  /** Files the service holds, by SHA-256. */
  readonly hashFiles = createStore<StoredHashFile>();
  /** Subscriptions by owner name. */
  readonly subscriptions = createStore<StoredTestSubscription>();
  /** How runs started from now on end unless stopped: `passed`, or `failed` (the last test of each run fails). */
  testOutcome: 'passed' | 'failed' = 'passed';
  /** Reads of a run (its detail or state) before it moves on from `validating` to `running` to `finished`. */
  readonly readsPerStep: number;

  constructor(options: { readonly readsPerStep: number }) {
    this.readsPerStep = options.readsPerStep;
  }

  /** The runs of an app, newest first (archived ones too). */
  runsOf(appId: string): StoredTestRun[] {
    return this.runs.list((_run, id) => id.startsWith(`${appId}/`)).sort((a, b) => b.number - a.number);
  }

  /** Saves a run. */
  saveRun(run: StoredTestRun): StoredTestRun {
    this.runs.set(childKey(run.appId, run.id), run);
    return run;
  }

  /** Back to empty. */
  reset(): void {
    for (const store of [this.runs, this.series, this.selections, this.deviceSets, this.hashFiles, this.subscriptions] as MemoryStore<unknown>[]) store.reset();
    this.testOutcome = 'passed';
  }

  /** Forgets an app's runs, series and selections. */
  deleteApp(appId: string): void {
    for (const store of [this.runs, this.series, this.selections] as MemoryStore<unknown>[]) {
      for (const [id] of store.entries()) if (id.startsWith(`${appId}/`)) store.delete(id);
    }
  }
}
