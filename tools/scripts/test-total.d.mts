/** Every vitest summary of a test command's output, added up (see `test-total.mjs`). */
export interface TestTotal {
  runs: number;
  passed: number;
  failed: number;
  skipped: number;
  todo: number;
}

/** The vitest summaries in `text` added up: one test run per summary line. */
export function tally(text: string): TestTotal;

/** The closing line: `4287 passed, 0 failed (4 skipped; 16 test runs)`. */
export function totalLine(total: TestTotal, exitCode: number): string;
