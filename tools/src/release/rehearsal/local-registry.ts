/**
 * A real npm registry server (Verdaccio) on 127.0.0.1 for release rehearsals. It keeps `@org/*` itself and
 * proxies every other package to the registry npm is configured with, so `ky` and `zod` resolve as they do for
 * a user. Nothing is written outside `dir`.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { registryFor } from '../publish/registry-state.js';

/** A running local registry. */
export interface LocalRegistry {
  /** `http://127.0.0.1:<port>/`. */
  readonly url: string;
  /** A token of a registered user, allowed to publish `@org/*`. */
  readonly token: string;
  /** Stops the server. */
  stop(): Promise<void>;
}

/** Starts Verdaccio with its storage in `dir`, on a free loopback port, and registers a publisher. */
export async function startLocalRegistry(root: string, dir: string): Promise<LocalRegistry> {
  const upstream = await registryFor(root, 'ky');
  const port = await freePort();
  mkdirSync(dir, { recursive: true });
  const config = join(dir, 'verdaccio.yaml');
  writeFileSync(
    config,
    [
      `storage: ${JSON.stringify(join(dir, 'storage'))}`,
      'auth:',
      '  htpasswd:',
      `    file: ${JSON.stringify(join(dir, 'htpasswd'))}`,
      '    max_users: 10',
      'uplinks:',
      '  upstream:',
      `    url: ${JSON.stringify(upstream)}`,
      '    timeout: 60s',
      'packages:',
      "  '@org/*':",
      '    access: $all',
      '    publish: $authenticated',
      "  '**':",
      '    access: $all',
      '    publish: $authenticated',
      '    proxy: upstream',
      'log: { type: stdout, format: pretty, level: error }',
      '',
    ].join('\n'),
  );
  const bin = join(dirname(createRequire(join(root, 'package.json')).resolve('verdaccio/package.json')), 'bin', 'verdaccio');
  const child = spawn(process.execPath, [bin, '--config', config, '--listen', `127.0.0.1:${port}`], { cwd: dir, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = `http://127.0.0.1:${port}/`;
  try {
    await waitUntilUp(url, child, () => output);
    const token = await registerUser(url);
    return { url, token, stop: () => stop(child) };
  } catch (error) {
    await stop(child);
    throw error;
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address !== null ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** Polls the registry's ping endpoint until it answers, the process exits, or 60 s pass. */
async function waitUntilUp(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const until = Date.now() + 60_000;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`the registry exited (${child.exitCode}):\n${output()}`);
    try {
      const response = await fetch(new URL('-/ping', url));
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the registry did not answer on ${url} within 60 s:\n${output()}`);
}

/** Registers a user the way `npm adduser` does and returns its token. */
async function registerUser(url: string): Promise<string> {
  const name = 'release-rehearsal';
  const response = await fetch(new URL(`-/user/org.couchdb.user:${name}`, url), {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name, password: 'rehearsal-password', email: 'rehearsal@example.com', type: 'user', roles: [] }),
  });
  const body = (await response.json()) as { token?: unknown };
  if (!response.ok || typeof body.token !== 'string') throw new Error(`registering a user failed: HTTP ${response.status}`);
  return body.token;
}

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('close', () => resolve());
    child.kill('SIGTERM');
  });
}
