/**
 * A vitest reporter that prints the reliability summary after the run, from the records the tests left on
 * their tasks and the tests' results.
 */
import type { Reporter, TestModule, Vitest } from 'vitest/node';
import type { SerializedError } from 'vitest';
import { summarize, type Result } from './summary.js';
import { renderSummary } from './summary-table.js';

export default class SummaryReporter implements Reporter {
  #vitest: Vitest | undefined;

  onInit(vitest: Vitest): void {
    this.#vitest = vitest;
  }

  onTestRunEnd(modules: ReadonlyArray<TestModule>, unhandledErrors: ReadonlyArray<SerializedError>): void {
    const results: Result[] = [];
    let unrecorded = 0;
    for (const module of modules) {
      for (const test of module.children.allTests()) {
        const state = test.result().state;
        if (state === 'skipped' || state === 'pending') continue;
        const record = test.meta().reliability;
        if (record) results.push({ record, passed: state === 'passed' });
        else if (state === 'failed') unrecorded++;
      }
    }
    if (results.length === 0 && unrecorded === 0) return;
    const lines = [
      '',
      renderSummary(summarize(results)),
      '',
      `Unhandled errors or rejections: ${unhandledErrors.length}`,
      ...(unrecorded > 0 ? [`Failed tests that recorded no check (a set-up failed): ${unrecorded}`] : []),
      '',
    ];
    const text = lines.join('\n');
    if (this.#vitest) this.#vitest.logger.log(text);
    else process.stdout.write(`${text}\n`);
  }
}
