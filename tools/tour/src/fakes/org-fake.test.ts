import { execFile, spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, readFileSync } from 'node:fs';
import { Agent, request } from 'node:https';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
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
const run = promisify(execFile);
const hasCurl = ['/usr/bin/curl', '/bin/curl', '/usr/local/bin/curl'].some((path) => existsSync(path));

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

/** Runs `org-fake` with arguments that make it exit; resolves to its exit code and output. */
async function runOrgFake(args: string[]): Promise<{ code: number | null; out: string }> {
  const child = spawn(process.execPath, [bin, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (out += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (out += chunk));
  const [code] = (await once(child, 'exit')) as [number | null];
  return { code, out };
}

/** Splits a POSIX shell line into words: bare words and single-quoted ones (`'\''` inside). */
function shellWords(line: string): string[] {
  const words: string[] = [];
  let word = '';
  let inWord = false;
  for (let i = 0; i < line.length; i++) {
    const c = line[i]!;
    if (c === "'") {
      const end = line.indexOf("'", i + 1);
      word += line.slice(i + 1, end);
      inWord = true;
      i = end;
    } else if (c === '\\') {
      word += line[++i];
      inWord = true;
    } else if (c === ' ') {
      if (inWord) words.push(word);
      word = '';
      inWord = false;
    } else {
      word += c;
      inWord = true;
    }
  }
  if (inWord) words.push(word);
  return words;
}

/** What a printed curl line asks for, read the way curl reads it. */
function curlRequest(line: string): { url: string; method: string; headers: Record<string, string>; body?: string; caFile?: string } {
  const [command, ...words] = shellWords(line);
  expect(command).toBe('curl');
  const headers: Record<string, string> = {};
  let method = 'GET';
  let url = '';
  let body: string | undefined;
  let caFile: string | undefined;
  for (let i = 0; i < words.length; i++) {
    const word = words[i]!;
    if (word === '-sS') continue;
    if (word === '-X') method = words[++i]!;
    else if (word === '-H') {
      const header = words[++i]!;
      const colon = header.indexOf(': ');
      headers[header.slice(0, colon)] = header.slice(colon + 2);
    } else if (word === '--data') body = words[++i]!;
    else if (word === '--cacert') caFile = words[++i]!;
    else url = word;
  }
  return { url, method, headers, body, caFile };
}

/** Sends what a curl line says: `fetch` for http, node:https trusting the line's `--cacert` for https. */
async function send(line: string): Promise<{ status: number; body: string }> {
  const { url, method, headers, body, caFile } = curlRequest(line);
  if (!url.startsWith('https:')) {
    const response = await fetch(url, { method, headers, body });
    return { status: response.status, body: await response.text() };
  }
  const agent = new Agent({ ca: caFile === undefined ? undefined : readFileSync(caFile, 'utf8') });
  return new Promise((resolve, reject) => {
    const req = request(url, { method, headers, agent }, (res) => {
      let text = '';
      res.setEncoding('utf8').on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** The `try:` line printed under a service's line. */
function curlLineOf(lines: string[], service: string): string {
  const index = lines.findIndex((l) => l.startsWith(`${service} `));
  expect(index, service).toBeGreaterThanOrEqual(0);
  const next = lines[index + 1] ?? '';
  expect(next, service).toMatch(/^ {2}try: curl /);
  return next.replace(/^ {2}try: /, '');
}

describe('org-fake', () => {
  it('serves every service on loopback with a curl line per service that works, and stops cleanly on SIGINT', async () => {
    const { child, lines } = await startOrgFake([]);
    try {
      for (const fake of fakes) {
        const line = lines().find((l) => l.startsWith(`${fake.service} `));
        expect(line, fake.service).toBeDefined();
        const url = /(http:\/\/127\.0\.0\.1:\d+\S*)/.exec(line!)![1]!;
        const curl = curlLineOf(lines(), fake.service);
        expect(curlRequest(curl).url.startsWith(`${url}/`), fake.service).toBe(true);
        const answer = await send(curl);
        expect(answer.status, `${fake.service}: ${curl}\n${answer.body}`).toBeGreaterThanOrEqual(200);
        expect(answer.status, `${fake.service}: ${curl}\n${answer.body}`).toBeLessThan(300);
        if (hasCurl) {
          const { stdout } = await run('sh', ['-c', `${curl} -o /dev/null -w '%{http_code}'`]);
          expect(stdout, `${fake.service}: ${curl}`).toMatch(/^2\d\d$/);
        }
        // Without the credential the same request is refused in the service's way, never a dropped socket.
        const { url: target, method, body } = curlRequest(curl);
        const bare = new URL(target);
        bare.searchParams.delete('key');
        const refused = await fetch(bare, { method, body, headers: { 'content-type': 'application/json' } });
        expect(refused.status, fake.service).toBeGreaterThanOrEqual(400);
        expect(refused.status, fake.service).toBeLessThan(500);
      }
    } finally {
      child.kill('SIGINT');
    }
    const [code] = await once(child, 'exit');
    expect(code).toBe(0);
    expect(lines().join('\n')).toContain('stopped');
  });

  it('prints how each credential is sent: the header, the scheme, the query parameter', async () => {
    const { child, lines } = await startOrgFake(['address-lookup', 'docs-platform', 'error-reporting', 'access-control']);
    try {
      expect(curlLineOf(lines(), 'address-lookup')).toMatch(/-H 'Authorization: api_key="[^"]+"'/);
      expect(curlLineOf(lines(), 'docs-platform')).toMatch(/-H 'Authorization: Basic [A-Za-z0-9+/=]+'/);
      expect(curlLineOf(lines(), 'error-reporting')).toMatch(/events:report\?key=/);
      expect(curlLineOf(lines(), 'access-control')).toMatch(/-H 'Authorization: Bearer [^']+'/);
    } finally {
      child.kill('SIGINT');
      await once(child, 'exit');
    }
  });

  it('with --tls serves https with a CA written to a file, which curl and Node trust; the file goes on exit', async () => {
    const { child, lines } = await startOrgFake(['--tls', 'checkout-utility', 'notification-config']);
    let caFile: string | undefined;
    try {
      const caLine = lines().find((l) => l.startsWith('HTTPS with a CA made at start-up: '))!;
      caFile = caLine.slice('HTTPS with a CA made at start-up: '.length);
      expect(readFileSync(caFile, 'utf8')).toMatch(/^-----BEGIN CERTIFICATE-----/);
      for (const service of ['checkout-utility', 'notification-config']) {
        expect(lines().find((l) => l.startsWith(`${service} `))).toMatch(/ https:\/\/127\.0\.0\.1:\d+\/\S+ /);
        const curl = curlLineOf(lines(), service);
        expect(curl).toContain(`--cacert ${caFile!}`);
        expect((await send(curl)).status, curl).toBe(200);
        if (hasCurl) {
          const { stdout } = await run('sh', ['-c', `${curl} -o /dev/null -w '%{http_code}'`]);
          expect(stdout, curl).toBe('200');
        }
      }
      // Node trusts it through NODE_EXTRA_CA_CERTS; without it the handshake fails.
      const { url, headers, body } = curlRequest(curlLineOf(lines(), 'notification-config'));
      const script = `fetch(${JSON.stringify(url)}, { method: 'POST', headers: ${JSON.stringify(headers)}, body: ${JSON.stringify(body)} }).then((r) => console.log('status ' + r.status), (e) => console.log('failed ' + e.cause?.code))`;
      const { NODE_EXTRA_CA_CERTS: _unset, ...env } = process.env;
      expect((await run(process.execPath, ['-e', script], { env: { ...env, NODE_EXTRA_CA_CERTS: caFile! } })).stdout.trim()).toBe('status 200');
      expect((await run(process.execPath, ['-e', script], { env })).stdout.trim()).toMatch(/^failed (UNABLE_TO_VERIFY_LEAF_SIGNATURE|UNABLE_TO_GET_ISSUER_CERT_LOCALLY)$/);
    } finally {
      child.kill('SIGINT');
      await once(child, 'exit');
    }
    expect(caFile).toMatch(/ca\.pem$/);
    expect(existsSync(caFile!)).toBe(false);
  });

  it('passes a fake its own options: 64-bit ids on demand for notification-config', async () => {
    const { child, lines } = await startOrgFake(['notification-config', '--option', 'notification-config.firstId=int64']);
    try {
      const { url, headers } = curlRequest(curlLineOf(lines(), 'notification-config'));
      const create = await fetch(url.replace('getNotificationConfigurationList', 'createNotificationConfiguration'), {
        method: 'POST',
        headers,
        body: JSON.stringify({ configurationDetails: { notifyURL: 'https://hooks.example.com/n', eventConfigs: [{ eventType: 'ACCOUNT_CREATED', includeMode: 'INCLUDE' }] } }),
      });
      expect(create.status).toBe(200);
      expect(await create.text()).toContain('"notificationId":9007199254740993');
    } finally {
      child.kill('SIGINT');
      await once(child, 'exit');
    }
  });

  it('refuses an option a fake does not have, or a bad value, naming what it takes', async () => {
    const unknown = await runOrgFake(['--option', 'notification-config.nope=1']);
    expect(unknown.code).toBe(2);
    expect(unknown.out).toContain("notification-config has no option 'nope' (options: cors, firstId)");
    const bad = await runOrgFake(['--option', 'notification-config.firstId=abc']);
    expect(bad.code).toBe(1);
    expect(bad.out).toContain("notification-config.firstId: expected int64 or a 64-bit id, got 'abc'");
    const help = await runOrgFake(['--help']);
    expect(help.code).toBe(0);
    expect(help.out).toContain('notification-config.firstId=int64');
    expect(help.out).toContain('--tls');
  });

  it('answers CORS preflights by default; --option <service>.cors=false or --no-cors turns them off', async () => {
    const ask = async (lines: string[], service: string) => {
      const { url, method } = curlRequest(curlLineOf(lines, service));
      const answer = await fetch(url, { method: 'OPTIONS', headers: { origin: 'http://page.localhost:5173', 'access-control-request-method': method } });
      return answer.headers.get('access-control-allow-origin');
    };
    const first = await startOrgFake(['marketplace', 'webhooks', '--option', 'marketplace.cors=true', '--option', 'webhooks.cors=false']);
    try {
      expect(await ask(first.lines(), 'marketplace')).toBe('*');
      expect(await ask(first.lines(), 'webhooks')).toBeNull();
    } finally {
      first.child.kill('SIGINT');
      await once(first.child, 'exit');
    }
    const second = await startOrgFake(['access-control', 'event-trigger', '--no-cors', '--option', 'event-trigger.cors=true']);
    try {
      expect(await ask(second.lines(), 'access-control')).toBeNull();
      expect(await ask(second.lines(), 'event-trigger')).toBe('*');
    } finally {
      second.child.kill('SIGINT');
      await once(second.child, 'exit');
    }
    const help = await runOrgFake(['--help']);
    expect(help.out).toContain('--no-cors');
    expect(help.out).not.toContain('marketplace.cors=');
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
