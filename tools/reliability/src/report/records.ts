/**
 * What each test records for the summary, on its task's `meta`: the reporter reads it back with the test's
 * result, so a row counts as passed only when its test passed.
 */
import type { TestContext } from 'vitest';

/** The kinds of check the summary counts. */
export type Category = 'fault' | 'bad-input' | 'secret' | 'data-safety' | 'load' | 'leftovers';

/** The guarantees the summary lists package by package, in the order it lists them. */
export const guarantees = ['every walk ends', 'secrets at any depth', 'every failure typed', 'inputs fail cleanly or travel faithfully'] as const;
export type Guarantee = (typeof guarantees)[number];

export interface CheckRecord {
  readonly category: Category;
  /** Package directory name, or `*` for checks across packages. */
  readonly service: string;
  /** Row within the category: a fault kind, a bad input, `bearer / timeout / debug`, ... */
  readonly check: string;
  /** Requests a fake received that should never have been sent (a refused input, a repeated create, ...). */
  mistakenRequests: number;
  /** The guarantee the check is evidence of, when it is one. */
  readonly guarantee?: Guarantee;
}

declare module 'vitest' {
  interface TaskMeta {
    reliability?: CheckRecord;
  }
}

/** Starts the record of the running test; fill `mistakenRequests` in as the test learns it. */
export function record(context: TestContext, category: Category, service: string, check: string, guarantee?: Guarantee): CheckRecord {
  const entry: CheckRecord = { category, service, check, mistakenRequests: 0, ...(guarantee === undefined ? {} : { guarantee }) };
  context.task.meta.reliability = entry;
  return entry;
}
