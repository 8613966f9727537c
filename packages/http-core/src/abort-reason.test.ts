/**
 * An aborted call keeps the caller's reason: `AbortError.cause` is `signal.reason`, the very object, after the
 * final step's redaction too; an `AbortSignal.timeout()` reason stays recognisable as a time-out.
 */
import { describe, expect, it } from 'vitest';
import { bearer } from './auth.js';
import { isAbortError, type AbortError } from './errors.js';
import type { ClientOptions } from './options.js';
import { createClient } from './service.js';
import { captureLogger, rejectionOf } from './test-support/fixtures.js';
import { jobService } from './test-support/job-service.js';
import { json, shareServer } from './test-support/loopback-server.js';

const TOKEN = 'token-abcdef-123456';
const service = jobService;

const server = await shareServer();

// A credential is in use, so the final step's redaction runs on every error.
const client = (options: Partial<ClientOptions> = {}) =>
  createClient(service, { baseUrl: server.url, auth: bearer(TOKEN), logger: captureLogger().logger, ...options });

class UserCancelled extends Error {
  override name = 'UserCancelled';
}

describe('AbortError.cause is the signal reason', () => {
  const reasons: ReadonlyArray<[string, () => unknown]> = [
    ['an Error of the caller', () => new UserCancelled('the user closed the page')],
    ['a plain object', () => ({ why: 'navigated away', at: 3 })],
    ['a string', () => 'gave up'],
    ['the default AbortError DOMException', () => undefined],
  ];
  for (const [what, make] of reasons) {
    it(`keeps ${what}, aborted before sending`, async () => {
      const controller = new AbortController();
      controller.abort(make());
      const error = await rejectionOf(client().items.get({}, { signal: controller.signal }));
      expect(isAbortError(error)).toBe(true);
      expect((error as AbortError).cause).toBe(controller.signal.reason);
      expect(server.requests).toHaveLength(0);
    });
  }

  it('keeps it when the abort comes while the answer is awaited', async () => {
    const controller = new AbortController();
    const reason = new UserCancelled('stop');
    server.handle(() => controller.abort(reason));
    const error = await rejectionOf(client().items.get({}, { signal: controller.signal }));
    expect((error as AbortError).cause).toBe(reason);
    expect(server.requests).toHaveLength(1);
  });

  it('keeps it when the abort comes between retries', async () => {
    server.handle((_request, response) => json(response, 503, {}, { 'retry-after': '30' }));
    const controller = new AbortController();
    const reason = { why: 'shutdown' };
    // Aborted as the wait before the retry begins (its log line comes just before it).
    const log = captureLogger().logger;
    const logger = { ...log, debug: (message: string) => (message.includes('; retry 1 of') ? controller.abort(reason) : undefined) };
    const error = await rejectionOf(client({ logger, logLevel: 'debug' }).items.get({}, { signal: controller.signal }));
    expect((error as AbortError).cause).toBe(reason);
    expect(server.requests).toHaveLength(1);
  });

  it('keeps it when the abort comes while a poller waits', async () => {
    server.handle((_request, response) => json(response, 200, { name: 'operations/op-1', done: false }));
    const controller = new AbortController();
    const reason = new UserCancelled('no longer needed');
    setTimeout(() => controller.abort(reason), 80);
    const error = await rejectionOf(client().items.start({}, { signal: controller.signal, intervalMs: 1_000 }));
    expect(isAbortError(error)).toBe(true);
    expect((error as AbortError).cause).toBe(reason);
  });

  it('keeps it while a token provider is awaited', async () => {
    const controller = new AbortController();
    const reason = new UserCancelled('stop');
    setTimeout(() => controller.abort(reason), 50);
    const error = await rejectionOf(client({ auth: bearer(() => new Promise<string>(() => {})) }).items.get({}, { signal: controller.signal }));
    expect((error as AbortError).cause).toBe(reason);
    expect(server.requests).toHaveLength(0);
  });

  it('replaces a reason that carries a credential with a scrubbed copy of the same name', async () => {
    const controller = new AbortController();
    controller.abort(new UserCancelled(`gave up with ${TOKEN}`));
    const error = (await rejectionOf(client().items.get({}, { signal: controller.signal }))) as AbortError;
    const cause = error.cause as Error;
    expect(cause).not.toBe(controller.signal.reason);
    expect(cause.name).toBe('UserCancelled');
    expect(cause.message).toBe('gave up with [REDACTED]');
    expect(`${error.message}${error.stack}${cause.stack}`).not.toContain(TOKEN);
  });
});

describe('an AbortSignal.timeout() reason', () => {
  it('ends the call as an AbortError that says it timed out, with the TimeoutError DOMException as its cause', async () => {
    server.handle(() => {});
    const signal = AbortSignal.timeout(80);
    const error = (await rejectionOf(client({ timeout: 10_000 }).items.get({}, { signal }))) as AbortError;
    expect(isAbortError(error)).toBe(true);
    expect(error.timedOut).toBe(true);
    expect(error.cause).toBe(signal.reason);
    expect((error.cause as DOMException).name).toBe('TimeoutError');
    expect(error.message).toMatch(/time-out elapsed/);
    expect(error.toJSON()).toMatchObject({ kind: 'abort', timedOut: true });
  });

  it('is not mistaken for a time-out when the caller aborts for another reason', async () => {
    const controller = new AbortController();
    controller.abort();
    const error = (await rejectionOf(client().items.get({}, { signal: controller.signal }))) as AbortError;
    expect(error.timedOut).toBe(false);
    expect((error.cause as DOMException).name).toBe('AbortError');
  });
});
