#!/usr/bin/env node
// Makes sure a Chromium for the browser tests (vitest browser mode, playwright provider) is installed.
//
// - Uses $CHROMIUM_PATH when set, else /usr/bin/chromium.
// - When it is present and runs, prints its version and exits at once.
// - Otherwise installs Debian's `chromium` with `apt-get update && apt-get install -y chromium`
//   (about 35 s and 350 MB once per machine). Needs root and apt-get; fails with a clear message without them.
//
// Plain ESM with node: built-ins only, so it runs under any Node >= 18 before dependencies are built.
import { spawnSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import process from 'node:process';

const fromEnv = process.env.CHROMIUM_PATH;
const target = fromEnv && fromEnv.trim() !== '' ? fromEnv : '/usr/bin/chromium';

function isExecutable(path) {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

function versionOf(path) {
  const result = spawnSync(path, ['--version'], { encoding: 'utf8', timeout: 30_000 });
  if (result.status !== 0) return undefined;
  return result.stdout.trim();
}

function fail(message) {
  console.error(`ensure-chromium: ${message}`);
  process.exit(1);
}

function run(command, args) {
  console.log(`ensure-chromium: $ ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (result.error) fail(`could not run ${command}: ${result.error.message}`);
  if (result.status !== 0) fail(`${command} ${args.join(' ')} exited with ${result.status ?? result.signal}`);
}

if (isExecutable(target)) {
  const version = versionOf(target);
  if (version) {
    console.log(`ensure-chromium: ${target} present (${version})`);
    process.exit(0);
  }
  console.warn(`ensure-chromium: ${target} exists but '--version' failed; reinstalling`);
}

if (fromEnv && fromEnv.trim() !== '' && fromEnv !== '/usr/bin/chromium') {
  fail(`CHROMIUM_PATH=${fromEnv} is not an executable Chromium. Fix the path, or unset it to use /usr/bin/chromium (installed with apt-get).`);
}

if (process.platform !== 'linux') {
  fail(`no Chromium at ${target}, and installing one is only automated on Debian/Ubuntu Linux. Install Chromium and set CHROMIUM_PATH to its executable.`);
}
if (typeof process.getuid !== 'function' || process.getuid() !== 0) {
  fail(`no Chromium at ${target}. Installing it needs root: run 'sudo apt-get update && sudo apt-get install -y chromium', or set CHROMIUM_PATH to an existing Chromium.`);
}
const apt = spawnSync('apt-get', ['--version'], { encoding: 'utf8' });
if (apt.error || apt.status !== 0) {
  fail(`no Chromium at ${target} and no apt-get on this machine. Install Chromium with the system's package manager and set CHROMIUM_PATH to its executable.`);
}

console.log(`ensure-chromium: no Chromium at ${target}; installing Debian's chromium package (about 35 s, 350 MB)`);
const started = Date.now();
run('apt-get', ['update']);
run('apt-get', ['install', '-y', 'chromium']);

const version = isExecutable(target) ? versionOf(target) : undefined;
if (!version) fail(`apt-get installed chromium but ${target} does not run; check the package's binary path`);
console.log(`ensure-chromium: installed ${version} at ${target} in ${Math.round((Date.now() - started) / 1000)} s`);
