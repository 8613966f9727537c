import { afterEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { bearer } from './auth.js';
import type { ClientOptions } from './options.js';
import { createClient } from './service.js';
import { captureLogger, testService } from './test-support/fixtures.js';
import { json, shareServer } from './test-support/loopback-server.js';

const service = testService(
  {
    things: {
      get: { method: 'GET', path: '/things/{id}', summary: 'Read a thing', pathParams: { id: z.string() }, response: z.looseObject({ id: z.string() }) },
      old: { method: 'GET', path: '/old', summary: 'Read the old way', deprecated: 'Use things.get instead.', response: z.unknown() },
      older: { method: 'GET', path: '/older', summary: 'Read the older way', deprecated: true, response: z.unknown() },
    },
  },
  { defaultAuth: ['bearer'] },
);

const TOKEN = 'logger-test-token-5f3a9c';

  // The service echoes the credential in an allow-listed header: a log line must not show it.
const server = await shareServer((request, response) => json(response, 200, { id: request.path.split('/').pop() }, { 'x-request-id': `req-1 ${TOKEN}`, etag: '"v1"' }));

const client = (options: Partial<ClientOptions> = {}) =>
  createClient(service, { baseUrl: server.url, auth: bearer(TOKEN), retry: { limit: 2, baseDelayMs: 1, maxDelayMs: 1 }, ...options });

/** Every line the console got while `action` ran, per console method. */
async function consoleLines(action: () => Promise<unknown>): Promise<Array<{ method: string; args: unknown[] }>> {
  const lines: Array<{ method: string; args: unknown[] }> = [];
  const spies = (['debug', 'info', 'warn', 'error', 'log'] as const).map((method) =>
    vi.spyOn(console, method).mockImplementation((...args: unknown[]) => void lines.push({ method, args })),
  );
  try {
    await action();
  } finally {
    for (const spy of spies) spy.mockRestore();
  }
  return lines;
}

describe('the default console logger', () => {
  it('writes one clean line per event: package, operation, no trailing "undefined"', async () => {
    const lines = await consoleLines(() => client({ logLevel: 'debug' }).things.get({ id: 'a' }));
    expect(lines.map((line) => line.method)).toEqual(['debug', 'debug']);
    for (const line of lines) {
      expect(line.args).toHaveLength(1);
      expect(String(line.args[0])).toMatch(/^\[@org\/test-service\] things\.get: /);
      expect(String(line.args[0])).not.toMatch(/undefined$/);
    }
  });

  it('debug shows method, URL, attempt, status, timing and redacted headers; never the credential', async () => {
    const lines = (await consoleLines(() => client({ logLevel: 'debug' }).things.get({ id: 'a' }))).map((line) => String(line.args[0]));
    const [sent, answered] = lines as [string, string];
    expect(sent).toMatch(new RegExp(`^\\[@org/test-service\\] things\\.get: -> GET ${server.url}/things/a \\(attempt 1\\) \\{"headers":\\{.*\\}\\}$`));
    const sentHeaders = JSON.parse(sent.slice(sent.indexOf('{'))).headers as Record<string, string>;
    expect(sentHeaders).toMatchObject({ accept: 'application/json', authorization: '[REDACTED]', 'user-agent': '@org/test-service/1.2.3' });
    expect(answered).toMatch(new RegExp(`^\\[@org/test-service\\] things\\.get: <- 200 GET ${server.url}/things/a \\(\\d+ ms, request id req-1 \\[REDACTED\\]\\) \\{"headers":\\{.*\\}\\}$`));
    const answeredHeaders = JSON.parse(answered.slice(answered.indexOf('{'))).headers as Record<string, string>;
    expect(answeredHeaders).toMatchObject({ 'content-type': 'application/json', etag: '"v1"', 'x-request-id': 'req-1 [REDACTED]' });
    expect(lines.join('\n')).not.toContain(TOKEN);
  });

  it('logs nothing of a call that succeeds after retries at the default level', async () => {
    let calls = 0;
    server.handle((_request, response) => (++calls < 3 ? json(response, 503, {}) : json(response, 200, { id: 'a' })));
    const lines = await consoleLines(() => client().things.get({ id: 'a' }));
    expect(calls).toBe(3);
    expect(lines).toEqual([]);
  });

  it('warns about a deprecated operation once per process, whatever the number of clients', async () => {
    const lines = await consoleLines(async () => {
      await client().things.old();
      await client().things.old();
      await client().things.get({ id: 'a' });
    });
    expect(lines).toEqual([
      { method: 'warn', args: ['[@org/test-service] things.old (GET /old) is deprecated by the service. Use things.get instead.'] },
    ]);
  });
});

describe('log levels and lines', () => {
  it('retries are logged at debug level, naming the operation, the status and the wait', async () => {
    let calls = 0;
    server.handle((_request, response) => (++calls < 2 ? json(response, 503, {}) : json(response, 200, { id: 'a' })));
    const log = captureLogger();
    await client({ logger: log.logger, logLevel: 'debug' }).things.get({ id: 'a' });
    const retry = log.lines.find((line) => line.message.includes('retry'));
    expect(retry).toMatchObject({ level: 'debug' });
    expect(retry!.message).toMatch(/^\[@org\/test-service\] things\.get: HTTP 503; retry 1 of 2 in \d+ ms$/);
    expect(log.lines.filter((line) => line.level !== 'debug')).toEqual([]);
  });

  it('a deprecation is warned once per logger: each logger of its own hears of it once', async () => {
    const first = captureLogger();
    const second = captureLogger();
    for (const log of [first, first, second]) await client({ logger: log.logger }).things.older();
    expect(first.lines.map((line) => line.message)).toEqual(['[@org/test-service] things.older (GET /older) is deprecated by the service.']);
    expect(second.lines).toHaveLength(1);
  });

  it('a custom logger gets the fields as a second argument only when there are any', async () => {
    const calls: unknown[][] = [];
    const record = (...args: unknown[]) => void calls.push(args);
    await client({ logger: { debug: record, info: record, warn: record, error: record }, logLevel: 'debug' }).things.get({ id: 'a' });
    expect(calls.map((args) => args.length)).toEqual([2, 2]);
    server.handle((_request, response) => json(response, 404, {}));
    calls.length = 0;
    await client({ logger: { debug: record, info: record, warn: record, error: record }, logLevel: 'debug', retry: false }).things.get({ id: 'x' }).catch(() => {});
    // The request, the answer and the error: the error line has no fields.
    expect(calls.map((args) => args.length)).toEqual([2, 2, 1]);
    expect(String(calls[2]![0])).toMatch(/^\[@org\/test-service\] things\.get: NotFoundError: /);
  });
});

describe('ORG_SDK_LOG', () => {
  const saved = process.env.ORG_SDK_LOG;
  afterEach(() => {
    if (saved === undefined) delete process.env.ORG_SDK_LOG;
    else process.env.ORG_SDK_LOG = saved;
  });

  it('sets the level of a client whose options set none', async () => {
    process.env.ORG_SDK_LOG = 'DEBUG';
    const log = captureLogger();
    await client({ logger: log.logger }).things.get({ id: 'a' });
    expect(log.lines.map((line) => line.level)).toEqual(['debug', 'debug']);
  });

  it('does not override a level the options set', async () => {
    process.env.ORG_SDK_LOG = 'debug';
    const log = captureLogger();
    await client({ logger: log.logger, logLevel: 'warn' }).things.get({ id: 'a' });
    expect(log.lines).toEqual([]);
  });

  it('unset, the level is warn', async () => {
    delete process.env.ORG_SDK_LOG;
    const log = captureLogger();
    await client({ logger: log.logger }).things.get({ id: 'a' });
    expect(log.lines).toEqual([]);
  });

  it('a value that is not a level is ignored, with one warning on the console', async () => {
    process.env.ORG_SDK_LOG = 'verbose';
    const log = captureLogger();
    const lines = await consoleLines(async () => {
      await client({ logger: log.logger }).things.get({ id: 'a' });
      await client({ logger: log.logger }).things.get({ id: 'b' });
    });
    expect(log.lines).toEqual([]);
    expect(lines).toEqual([{ method: 'warn', args: ['ORG_SDK_LOG=verbose is not a log level (debug, info, warn, error, silent); ignored'] }]);
  });
});
