#!/usr/bin/env node
// Runs a test command, passes its output through as it comes, and ends with one line totalling every vitest
// summary it printed, across all the projects it ran: `4287 passed, 0 failed (4 skipped; 16 test runs)`.
// Nx replays the output of a cached task, so cached projects count too. Exits with the command's exit code.
//
//   node tools/scripts/test-total.mjs nx run-many -t test test:browser --outputStyle=static
//
// Plain ESM with node: built-ins only, so it runs before anything is built.
import { spawn } from 'node:child_process';
import process from 'node:process';
import { pathToFileURL } from 'node:url';

// eslint-disable-next-line no-control-regex
const colours = /\u001b\[[0-9;]*m/g;
/** A vitest summary line: `Tests  2 failed | 556 passed | 4 skipped (562)`. */
const summary = /^\s*Tests\s+(.+?)\s+\(\d+\)\s*$/;

/**
 * The vitest summaries in `text` added up: one test run per summary line.
 *
 * @param {string} text
 * @returns {{ runs: number, passed: number, failed: number, skipped: number, todo: number }}
 */
export function tally(text) {
  const total = { runs: 0, passed: 0, failed: 0, skipped: 0, todo: 0 };
  for (const line of text.replace(colours, '').split(/\r?\n/)) {
    const match = summary.exec(line);
    if (!match) continue;
    total.runs++;
    for (const part of match[1].split('|')) {
      const count = /(\d+)\s+(passed|failed|skipped|todo)/.exec(part);
      if (count) total[count[2]] += Number(count[1]);
    }
  }
  return total;
}

/**
 * The closing line: `4287 passed, 0 failed (4 skipped; 16 test runs)`, and why the command failed when no
 * test did (a project that could not run its tests prints no summary).
 *
 * @param {ReturnType<typeof tally>} total
 * @param {number} exitCode
 * @returns {string}
 */
export function totalLine(total, exitCode) {
  const extra = [total.skipped > 0 ? `${total.skipped} skipped` : '', total.todo > 0 ? `${total.todo} todo` : '', `${total.runs} test run${total.runs === 1 ? '' : 's'}`];
  const line = `${total.passed} passed, ${total.failed} failed (${extra.filter(Boolean).join('; ')})`;
  return exitCode !== 0 && total.failed === 0 ? `${line}; the command failed (exit code ${exitCode}) outside any test: see above` : line;
}

async function main([command, ...args]) {
  if (!command) {
    console.error('usage: node tools/scripts/test-total.mjs <command> [args...]');
    return 2;
  }
  // Piped output loses its colours unless asked for them; keep them on a terminal.
  const env = process.stdout.isTTY && process.env.FORCE_COLOR === undefined && process.env.NO_COLOR === undefined ? { ...process.env, FORCE_COLOR: '1' } : process.env;
  const child = spawn(command, args, { stdio: ['inherit', 'pipe', 'pipe'], env });
  let text = '';
  child.stdout.on('data', (chunk) => {
    process.stdout.write(chunk);
    text += chunk.toString('utf8');
  });
  child.stderr.on('data', (chunk) => process.stderr.write(chunk));
  const exitCode = await new Promise((resolve) => {
    child.on('error', (error) => {
      console.error(`${command}: ${error.message}`);
      resolve(127);
    });
    child.on('close', (code, signal) => resolve(code ?? (signal ? 128 : 1)));
  });
  process.stdout.write(`\n${totalLine(tally(text), exitCode)}\n`);
  return exitCode;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  process.exitCode = await main(process.argv.slice(2));
}
