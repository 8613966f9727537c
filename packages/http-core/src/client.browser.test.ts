import { describe, expect, inject, it } from 'vitest';
import * as z from 'zod/mini';
import { BROWSER_TEST_TOKEN } from '../test/browser-fixtures.js';
import { bearer } from './auth.js';
import { resourceManagerErrorParser } from './families/azure/index.js';
import { AuthenticationError, NotFoundError, ValidationError } from './errors.js';
import { createClient, defineService } from './service.js';

const Widget = z.looseObject({
  id: z.string(),
  name: z.string(),
  view: z.nullable(z.string()),
  createdAt: z.string(),
});

const service = defineService({
  name: 'browser-test',
  packageName: '@org/browser-test',
  version: '0.0.0',
  defaultAuth: ['bearer'],
  errorParser: resourceManagerErrorParser,
  groups: {
    widgets: {
      get: {
        method: 'GET',
        path: '/secure/widgets/{widgetId}',
        summary: 'Get a widget',
        pathParams: { widgetId: z.string() },
        query: { view: z.optional(z.enum(['basic', 'full'])) },
        response: Widget,
      },
    },
    flaky: {
      get: {
        method: 'GET',
        path: '/flaky/{key}',
        summary: 'Fails with 503 once per key, then answers',
        pathParams: { key: z.string() },
        response: z.looseObject({ id: z.string(), ok: z.boolean() }),
        auth: [],
      },
    },
    missing: {
      get: {
        method: 'GET',
        path: '/missing/{id}',
        summary: 'Always 404',
        pathParams: { id: z.string() },
        response: z.looseObject({}),
        auth: [],
      },
    },
  },
});

const baseUrl = inject('apiBaseUrl');

function client(token = BROWSER_TEST_TOKEN, fetchImpl?: typeof fetch) {
  return createClient(service, {
    baseUrl,
    auth: bearer(token),
    retry: { baseDelayMs: 10, maxDelayMs: 20 },
    timeout: 5_000,
    logLevel: 'silent',
    ...(fetchImpl ? { fetch: fetchImpl } : {}),
  });
}

describe('http-core client in a real browser', () => {
  it('runs in Chromium, not Node', () => {
    expect(typeof window).toBe('object');
    expect(navigator.userAgent).toMatch(/Chrome\//);
  });

  it('sends a typed GET with bearer auth and returns the parsed body', async () => {
    const { data, response } = await client().widgets.get({ widgetId: 'w 1', view: 'full' }).withResponse();
    expect(data).toMatchObject({ id: 'w 1', name: 'Widget w 1', view: 'full', createdAt: '2024-05-01T10:00:00Z' });
    // The browser sends its own user agent (the SDK sets one only in Node).
    expect((data as { userAgent?: string }).userAgent).toMatch(/Chrome\//);
    expect(response.status).toBe(200);
    expect(response.attempts).toBe(1);
    // Readable only because the server exposes it through CORS.
    expect(response.requestId).toMatch(/^req-\d+$/);
  });

  it('retries a 503 and succeeds on the second attempt', async () => {
    const key = `k-${Math.random().toString(36).slice(2)}`;
    const { data, response } = await client().flaky.get({ key }).withResponse();
    expect(data).toEqual({ id: key, ok: true });
    expect(response.attempts).toBe(2);
  });

  it('turns a 404 into NotFoundError with the service code, message and request id', async () => {
    const error = await client()
      .missing.get({ id: 'gone' })
      .then(
        () => undefined,
        (caught: unknown) => caught,
      );
    expect(error).toBeInstanceOf(NotFoundError);
    const notFound = error as NotFoundError;
    expect(notFound.status).toBe(404);
    expect(notFound.code).toBe('ResourceNotFound');
    expect(notFound.serviceMessage).toBe("The resource 'gone' was not found.");
    expect(notFound.requestId).toBe('req-missing-404');
    expect(notFound.attempts).toBe(1);
  });

  it('turns a 401 into AuthenticationError without the token in its message or JSON', async () => {
    const wrong = 'wrong-browser-token-0c1d2e';
    const error = await client(wrong)
      .widgets.get({ widgetId: 'w1' })
      .then(
        () => undefined,
        (caught: unknown) => caught,
      );
    expect(error).toBeInstanceOf(AuthenticationError);
    const auth = error as AuthenticationError;
    expect(auth.status).toBe(401);
    expect(auth.code).toBe('InvalidAuthenticationToken');
    // The server echoed the header it got; the client must have scrubbed it.
    expect(auth.serviceMessage).toContain('[REDACTED]');
    expect(auth.message).not.toContain(wrong);
    expect(JSON.stringify(auth)).not.toContain(wrong);
    expect(JSON.stringify(auth.toJSON())).not.toContain(wrong);
    expect(String(auth.stack)).not.toContain(wrong);
  });

  it('refuses a bad path value with ValidationError before sending anything', async () => {
    let sent = 0;
    const counting: typeof fetch = (input, init) => {
      sent++;
      return fetch(input, init);
    };
    const error = await client(BROWSER_TEST_TOKEN, counting)
      .widgets.get({ widgetId: '../admin' })
      .then(
        () => undefined,
        (caught: unknown) => caught,
      );
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).field).toBe('widgetId');
    expect(sent).toBe(0);

    const invalidEnum = await client(BROWSER_TEST_TOKEN, counting)
      // @ts-expect-error: 'huge' is not a declared view
      .widgets.get({ widgetId: 'w1', view: 'huge' })
      .then(
        () => undefined,
        (caught: unknown) => caught,
      );
    expect(invalidEnum).toBeInstanceOf(ValidationError);
    expect((invalidEnum as ValidationError).field).toBe('view');
    expect(sent).toBe(0);
  });

  it('logs at warn without ORG_SDK_LOG, which a browser has no environment for, and says what is wrong with an input', async () => {
    const lines: string[] = [];
    const keep = (message: string) => void lines.push(message);
    const logging = createClient(service, { baseUrl, auth: bearer(BROWSER_TEST_TOKEN), logger: { debug: keep, info: keep, warn: keep, error: keep } });
    await logging.widgets.get({ widgetId: 'w1' });
    expect(lines).toEqual([]);
    const refused = await logging.widgets.get({ widgetId: 'w1', view: 'huge' as 'full' }).then(
      () => undefined,
      (caught: unknown) => caught,
    );
    expect((refused as ValidationError).message).toBe('view: must be one of "basic", "full" (got "huge")');
  });
});
