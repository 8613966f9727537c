#!/usr/bin/env node
// Runs `npm test` while busy loops keep the machine's cores loaded (two by default, one per core of a two-core
// CI machine), so that a test racing the wall clock fails here rather than on a busy machine. The Nx cache is
// skipped: every project's tests really run under the load. Exits with `npm test`'s exit code.
//
//   node tools/scripts/test-under-load.mjs              # two busy loops
//   node tools/scripts/test-under-load.mjs --busy 4     # four
//
// Plain ESM with node: built-ins only.
import { spawn } from 'node:child_process';
import process from 'node:process';

const BUSY_LOOPS = 2;

/** @param {readonly string[]} args */
function busyCount(args) {
  const at = args.indexOf('--busy');
  if (at < 0) return BUSY_LOOPS;
  const count = Number(args[at + 1]);
  if (!Number.isInteger(count) || count < 0) throw new Error(`--busy takes a whole number, got ${args[at + 1]}`);
  return count;
}

/** A child that spins one core until it is killed. */
function startBusyLoop() {
  return spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' });
}

async function main(args) {
  const loops = Array.from({ length: busyCount(args) }, startBusyLoop);
  const stopLoops = () => {
    for (const loop of loops) if (loop.exitCode === null && loop.signalCode === null) loop.kill('SIGKILL');
  };
  process.once('SIGINT', stopLoops).once('SIGTERM', stopLoops);
  console.log(`test-under-load: ${loops.length} busy loop(s) running (pids ${loops.map((loop) => loop.pid).join(', ')}); npm test, Nx cache skipped`);
  try {
    const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
    const child = spawn(npm, ['test'], { stdio: 'inherit', env: { ...process.env, NX_SKIP_NX_CACHE: 'true' } });
    return await new Promise((resolve) => {
      child.on('error', (error) => {
        console.error(`npm test: ${error.message}`);
        resolve(127);
      });
      child.on('close', (code, signal) => resolve(code ?? (signal ? 128 : 1)));
    });
  } finally {
    stopLoops();
  }
}

process.exitCode = await main(process.argv.slice(2));
