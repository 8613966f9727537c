/**
 * What each test records for the summary, on its task's `meta`: the reporter reads it back with the test's
 * result, so a row counts as passed only when its test passed.
 */
import type { TestContext } from 'vitest';

/** The kinds of check the summary counts. */
export type Category = 'fault' | 'bad-input' | 'secret' | 'data-safety' | 'load' | 'leftovers';

export interface CheckRecord {
  readonly category: Category;
  /** Package directory name, or `*` for checks across packages. */
  readonly service: string;
  /** Row within the category: a fault kind, a bad input, `bearer / timeout / debug`, ... */
  readonly check: string;
  /** Requests a fake received that should never have been sent (a refused input, a repeated create, ...). */
  mistakenRequests: number;
}

declare module 'vitest' {
  interface TaskMeta {
    reliability?: CheckRecord;
  }
}

/** Starts the record of the running test; fill `mistakenRequests` in as the test learns it. */
export function record(context: TestContext, category: Category, service: string, check: string): CheckRecord {
  const entry: CheckRecord = { category, service, check, mistakenRequests: 0 };
  context.task.meta.reliability = entry;
  return entry;
}
