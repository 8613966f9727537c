/**
 * `npm start` as a newcomer meets it (`node tools/tour/bin/start.mjs`, what the script runs): the build stays
 * quiet, `--list` prints only the list, and a tour that cannot start ends with one line, not a stack trace.
 *
 * The tour itself runs as built (`ORG_START_NO_BUILD=1`): a real build here would have nx rewrite the packages'
 * dist folders while other test runs read them. The build step is checked in a stand-in workspace whose `nx`
 * is a script that prints and exits as told.
 */
import { spawnSync } from 'node:child_process';
import { chmodSync, copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { tours } from './tours.js';

const start = fileURLToPath(new URL('../../bin/start.mjs', import.meta.url));

/** The environment without any ORG_TOUR_, ORG_SDK_ or ORG_START_ variable. */
function cleanEnv(): NodeJS.ProcessEnv {
  return Object.fromEntries(Object.entries(process.env).filter(([name]) => !/^ORG_(TOUR|SDK|START)_/.test(name)));
}

/** Runs `npm start -- <args>` as the script does, on the tour as built. */
function npmStart(...args: string[]) {
  return spawnSync(process.execPath, [start, ...args], { encoding: 'utf8', env: { ...cleanEnv(), ORG_START_NO_BUILD: '1' }, timeout: 300_000 });
}

const workspaces: string[] = [];
afterAll(() => workspaces.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/**
 * A workspace with the real `start.mjs`, an `nx` that prints `nx was here` and exits with `nxExit`, and a built
 * tour that prints `tour ran`; runs `start.mjs` in it.
 */
function startInStandIn(nxExit: number) {
  const dir = mkdtempSync(join(tmpdir(), 'org-start-'));
  workspaces.push(dir);
  mkdirSync(join(dir, 'tools/tour/bin'), { recursive: true });
  mkdirSync(join(dir, 'tools/tour/dist/tour'), { recursive: true });
  mkdirSync(join(dir, 'node_modules/.bin'), { recursive: true });
  copyFileSync(start, join(dir, 'tools/tour/bin/start.mjs'));
  writeFileSync(join(dir, 'tools/tour/dist/tour/main.js'), "process.stdout.write('tour ran\\n');\n");
  const nx = join(dir, 'node_modules/.bin/nx');
  writeFileSync(nx, `#!/bin/sh\necho "nx was here: $*"\necho "nx warned" >&2\nexit ${nxExit}\n`);
  chmodSync(nx, 0o755);
  return spawnSync(process.execPath, [join(dir, 'tools/tour/bin/start.mjs')], { encoding: 'utf8', env: cleanEnv(), timeout: 60_000 });
}

describe('npm start: the build', () => {
  it.skipIf(process.platform === 'win32')('builds the tour with nx and shows nothing of it when it succeeds', () => {
    const result = startInStandIn(0);
    expect(result.status).toBe(0);
    expect(result.stdout).toBe('tour ran\n');
    expect(result.stderr).toBe('');
  });

  it.skipIf(process.platform === 'win32')('shows the build output and its exit code when it fails, and does not run the tour', () => {
    const result = startInStandIn(3);
    expect(result.status).toBe(3);
    expect(result.stdout).toBe('');
    expect(result.stderr).toContain('nx was here: run @org/tour:build --outputStyle=static');
    expect(result.stderr).toContain('nx warned');
    expect(result.stderr).toContain('npm start: the build failed (nx run @org/tour:build, exit code 3); its output is above.');
  });
});

describe('npm start', () => {
  it('--list prints the services and their steps, and nothing else', () => {
    const result = npmStart('--list');
    expect(result.status).toBe(0);
    const lines = result.stdout.trimEnd().split('\n');
    expect(lines[0]).toBe(`${tours[0]!.service} (settings for a deployment: ${tours[0]!.settingNames.join(', ')})`);
    expect(lines).toHaveLength(tours.length + tours.reduce((sum, tour) => sum + tour.steps.length, 0));
    expect(result.stderr).toBe('');
  }, 300_000);

  it('against a deployment without the settings it needs: one line naming them, exit code 2', () => {
    const result = npmStart('--service', 'webhooks', '--base-url', 'http://127.0.0.1:9');
    expect(result.status).toBe(2);
    expect(result.stdout).toBe('');
    expect(result.stderr).toBe('npm start: webhooks needs --set apiKey=... --set appId=... to run against a deployment (or ORG_TOUR_API_KEY, ORG_TOUR_APP_ID in the environment)\n');
  }, 300_000);

  it('a client that refuses its options ends the tour with one line too', () => {
    const result = npmStart('--service', 'webhooks', '--base-url', 'ftp://example.test', '--set', 'apiKey=k', '--set', 'appId=1');
    expect(result.status).toBe(2);
    const errors = result.stderr.trimEnd().split('\n');
    expect(errors).toEqual(['npm start: ValidationError: @org/webhooks: baseUrl must use http or https']);
  }, 300_000);
});
