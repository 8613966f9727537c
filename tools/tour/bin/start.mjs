#!/usr/bin/env node
// `npm start`: builds the tour and the packages it tours, then runs the tour with the options given. The build
// is quiet: nx's output is shown only when the build fails, and on a terminal one status line stands in for it
// while it runs. `--list` and `--help` print only what they are asked for.
//
// ORG_START_NO_BUILD=1 runs the tour as built, without the build: nx restores a cached build by rewriting the
// packages' dist folders, which must not happen while something else reads them (other test runs, for one).
//
// Plain ESM with node: built-ins only, since nothing is built when it starts.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import process from 'node:process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const args = process.argv.slice(2);
const informational = args.some((arg) => arg === '--list' || arg === '--help' || arg === '-h');
const status = process.stderr.isTTY && !informational;

/** Runs nx's build of the tour; resolves to its exit code and everything it printed. */
function build() {
  const local = join(root, 'node_modules', '.bin', process.platform === 'win32' ? 'nx.cmd' : 'nx');
  const nx = existsSync(local) ? local : 'nx';
  return new Promise((resolve) => {
    const child = spawn(nx, ['run', '@org/tour:build', '--outputStyle=static'], {
      cwd: root,
      env: { ...process.env, NX_TUI: 'false', NX_DAEMON: 'false' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', (error) => resolve({ code: 127, output: `${nx}: ${error.message}` }));
    child.on('close', (code) => resolve({ code: code ?? 1, output }));
  });
}

if (process.env.ORG_START_NO_BUILD !== '1') {
  if (status) process.stderr.write('Building the packages (the first time takes a minute or two)...');
  const started = performance.now();
  const { code, output } = await build();
  if (status) process.stderr.write('\r\u001b[K');
  if (code !== 0) {
    process.stderr.write(`${output}\nnpm start: the build failed (nx run @org/tour:build, exit code ${code}); its output is above.\n`);
    process.exit(code);
  }
  if (status && performance.now() - started > 10_000) process.stderr.write(`Built the packages in ${Math.round((performance.now() - started) / 1000)} s.\n`);
}
await import('../dist/tour/main.js');
