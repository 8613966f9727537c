import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { fakes } from './registry.js';

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const bin = fileURLToPath(new URL('../../bin/org-fake.mjs', import.meta.url));

/** Starts `org-fake`, waits for "Ready", returns the printed lines and the process. */
async function startOrgFake(args: string[]) {
  const child = spawn(process.execPath, [bin, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (out += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (out += chunk));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`org-fake did not start:\n${out}`)), 20_000);
    child.stdout.on('data', () => {
      if (out.includes('Ready.')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once('exit', (code) => reject(new Error(`org-fake exited ${code}:\n${out}`)));
  });
  return { child, lines: () => out.split('\n') };
}

describe('org-fake', () => {
  it('serves every service on loopback, prints URLs and credentials, and stops cleanly on SIGINT', async () => {
    const { child, lines } = await startOrgFake([]);
    try {
      for (const fake of fakes) {
        const line = lines().find((l) => l.startsWith(`${fake.service} `));
        expect(line, fake.service).toBeDefined();
        const url = /(http:\/\/127\.0\.0\.1:\d+)/.exec(line!)![1]!;
        const response = await fetch(`${url}/`);
        // Every fake answers over HTTP in its own error shape (no route or no credentials), never a dropped socket.
        expect(response.status, fake.service).toBeGreaterThanOrEqual(400);
        expect(response.status, fake.service).toBeLessThan(500);
        expect(response.headers.get('content-type'), fake.service).toContain('json');
      }
    } finally {
      child.kill('SIGINT');
    }
    const [code] = await once(child, 'exit');
    expect(code).toBe(0);
    expect(lines().join('\n')).toContain('stopped');
  });

  it('runs one service on the port it is given', async () => {
    const port = await freePort();
    const { child, lines } = await startOrgFake([`checkout-utility:${port}`, '--host', '127.0.0.1']);
    try {
      const served = lines().filter((l) => /^\S+\s+http:\/\//.test(l));
      expect(served).toHaveLength(1);
      expect(served[0]).toMatch(new RegExp(`^checkout-utility\\s+http://127\\.0\\.0\\.1:${port}/v1 `));
    } finally {
      child.kill('SIGINT');
      await once(child, 'exit');
    }
  });

  it('refuses an unknown service', async () => {
    const child = spawn(process.execPath, [bin, 'nope'], { stdio: 'ignore' });
    const [code] = await once(child, 'exit');
    expect(code).toBe(2);
  });
});
