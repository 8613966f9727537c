/**
 * `npm test` ends with one total line: real vitest runs, their output passed through `tools/scripts/test-total.mjs`
 * as nx passes every project's.
 */
import { spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tally, totalLine } from '../scripts/test-total.mjs';

const script = fileURLToPath(new URL('../scripts/test-total.mjs', import.meta.url));
const vitest = join(createRequire(import.meta.url).resolve('vitest/package.json'), '..', 'vitest.mjs');

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'test-total-'));
  await mkdir(join(dir, 'green'));
  await mkdir(join(dir, 'mixed'));
  await writeFile(join(dir, 'green', 'a.test.mjs'), "test('one', () => {});\ntest('two', () => {});\n");
  await writeFile(
    join(dir, 'mixed', 'b.test.mjs'),
    "test('passes', () => {});\ntest('fails', () => { throw new Error('no'); });\ntest.skip('skipped', () => {});\n",
  );
});
afterAll(() => rm(dir, { recursive: true, force: true }));

/** Runs the script over a shell command of vitest runs, in colour as on a terminal. */
function run(...projects: string[]) {
  const vitestRuns = projects.map((project) => `"${process.execPath}" "${vitest}" run --globals --root "${join(dir, project)}"`).join('; ');
  return spawnSync(process.execPath, [script, 'sh', '-c', vitestRuns], { encoding: 'utf8', env: { ...process.env, FORCE_COLOR: '1', CI: 'true' }, timeout: 120_000 });
}

describe('the total line of a test command', () => {
  it('adds up every project the command ran, passes the output through and keeps the exit code', () => {
    const result = run('green', 'mixed');
    expect(result.stdout).toContain('Test Files');
    const lines = result.stdout.trimEnd().split('\n');
    expect(lines.at(-1)).toBe('3 passed, 1 failed (1 skipped; 2 test runs)');
    expect(result.status).not.toBe(0);
  }, 120_000);

  it('says all passed with a zero exit code when they did', () => {
    const result = run('green');
    expect(result.stdout.trimEnd().split('\n').at(-1)).toBe('2 passed, 0 failed (1 test run)');
    expect(result.status).toBe(0);
  }, 120_000);

  it('says when the command failed outside any test', () => {
    const result = spawnSync(process.execPath, [script, 'sh', '-c', 'echo no tests here; exit 3'], { encoding: 'utf8' });
    expect(result.stdout.trimEnd().split('\n').at(-1)).toBe('0 passed, 0 failed (0 test runs); the command failed (exit code 3) outside any test: see above');
    expect(result.status).toBe(3);
  });

  it('reads summaries in colour, with todo and skipped counts, and ignores the test-file line', () => {
    const text = [
      '\u001b[2m Test Files \u001b[22m \u001b[1m\u001b[32m3 passed\u001b[39m\u001b[22m (3)',
      '\u001b[2m      Tests \u001b[22m \u001b[1m\u001b[31m2 failed\u001b[39m\u001b[22m\u001b[2m | \u001b[22m\u001b[1m\u001b[32m556 passed\u001b[39m\u001b[22m\u001b[90m (558)\u001b[39m',
      '      Tests  10 passed | 4 skipped | 1 todo (15)',
    ].join('\n');
    const total = tally(text);
    expect(total).toEqual({ runs: 2, passed: 566, failed: 2, skipped: 4, todo: 1 });
    expect(totalLine(total, 1)).toBe('566 passed, 2 failed (4 skipped; 1 todo; 2 test runs)');
  });
});
