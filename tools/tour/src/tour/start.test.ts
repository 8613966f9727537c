/**
 * `npm start` as a newcomer meets it (`node tools/tour/bin/start.mjs`, what the script runs): the build stays
 * quiet, `--list` prints only the list, and a tour that cannot start ends with one line, not a stack trace.
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { tours } from './tours.js';

const start = fileURLToPath(new URL('../../bin/start.mjs', import.meta.url));

/** Runs `npm start -- <args>` as the script does, without any ORG_TOUR_ or ORG_SDK_LOG variable. */
function npmStart(...args: string[]) {
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !/^ORG_(TOUR|SDK)_/.test(name)));
  return spawnSync(process.execPath, [start, ...args], { encoding: 'utf8', env, timeout: 300_000 });
}

describe('npm start', () => {
  it('--list prints the services and their steps, and nothing of the build', () => {
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
