/**
 * Input the platform cannot send (a header value above U+00FF, a header name that is not a token, a lone
 * surrogate in a path or a query value, such a credential) is a ValidationError naming the field before
 * anything is sent, never a TypeError from `Headers`/`fetch` or a URIError from `encodeURIComponent`, and
 * the message shows no credential.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { apiKeyHeader, apiKeyQuery, basic, bearer, type Credential } from './auth.js';
import { ValidationError } from './errors.js';
import type { ClientOptions } from './options.js';
import { createClient } from './service.js';
import { rejectionOf, testService } from './test-support/fixtures.js';
import { json, startServer, type LoopbackServer } from './test-support/loopback-server.js';

const Ok = z.looseObject({ ok: z.boolean() });

const service = testService(
  {
    things: {
      get: {
        method: 'GET',
        path: '/things/{thingId}',
        summary: 'One thing',
        pathParams: { thingId: z.string() },
        query: { q: z.optional(z.string()), fields: { schema: z.optional(z.array(z.string())), style: 'comma' } },
        headers: { trace: { schema: z.optional(z.string()), name: 'X-Trace' } },
        response: Ok,
      },
      scoped: {
        method: 'GET',
        path: '/{scope}/things',
        summary: 'Things under a scope',
        pathParams: { scope: { schema: z.string(), multiSegment: true } },
        response: Ok,
      },
    },
  },
  { defaultAuth: [] },
);
const securedService = testService(
  { things: { secure: { method: 'GET', path: '/secure', summary: 'Needs a credential', response: Ok } } },
  { defaultAuth: ['bearer', 'apiKey', 'basic', 'custom'] },
);

let server: LoopbackServer;
beforeAll(async () => {
  server = await startServer((_request, response) => json(response, 200, { ok: true }));
});
afterAll(() => server.close());
beforeEach(() => server.reset());

const client = (options: Partial<ClientOptions> = {}) => createClient(service, { baseUrl: server.url, retry: false, ...options });
const secured = (auth: Credential) => createClient(securedService, { baseUrl: server.url, retry: false, auth });

/** What the platform cannot send: a character above U+00FF (the euro sign) and a lone surrogate. */
const EURO = '\u20ac';
const LONE = '\ud800';

/** Expects a ValidationError naming `field`, nothing sent, and none of `hidden` in its message. */
function expectRefused(error: unknown, field: string, hidden: readonly string[] = []): void {
  expect(error, String(error)).toBeInstanceOf(ValidationError);
  expect((error as ValidationError).field).toBe(field);
  for (const text of hidden) expect((error as Error).message).not.toContain(text);
  expect(server.requests).toHaveLength(0);
}

function thrown(action: () => unknown): unknown {
  try {
    action();
  } catch (error) {
    return error;
  }
  throw new Error('expected a throw');
}

describe('headers', () => {
  it('refuses a client header value above U+00FF when the client is made', () => {
    expectRefused(thrown(() => client({ headers: { 'X-Note': `caf${EURO}` } })), 'headers.x-note', [EURO]);
  });

  it('refuses a client header name that is not a token', () => {
    expectRefused(thrown(() => client({ headers: { 'x note': 'a' } })), 'headers."x note"');
  });

  it('refuses a call header value above U+00FF and an invalid call header name, sending nothing', async () => {
    expectRefused(await rejectionOf(client().things.get({ thingId: 'a' }, { headers: { 'X-Note': `caf${EURO}` } })), 'headers.X-Note', [EURO]);
    expectRefused(await rejectionOf(client().things.get({ thingId: 'a' }, { headers: { 'x:note': 'a' } })), 'headers."x:note"');
    expectRefused(await rejectionOf(client().things.get({ thingId: 'a' }, { headers: { '': 'a' } })), 'headers.""');
  });

  it('sends a Latin-1 header value as given', async () => {
    await client().things.get({ thingId: 'a' }, { headers: { 'X-Note': 'caf\u00e9' } });
    expect(Buffer.from(server.requests[0]!.headers['x-note'] as string, 'latin1').toString('latin1')).toBe('caf\u00e9');
  });

  it('refuses a header parameter above U+00FF, naming the parameter', async () => {
    expectRefused(await rejectionOf(client().things.get({ thingId: 'a', trace: `t${EURO}` })), 'trace', [EURO]);
  });

  it('refuses what a beforeRequest hook adds: a value above U+00FF, a name that is not a token', async () => {
    const valued = client({ hooks: { beforeRequest: ({ headers }) => void (headers['x-hook'] = `h${EURO}`) } });
    expectRefused(await rejectionOf(valued.things.get({ thingId: 'a' })), 'headers.x-hook', [EURO]);
    const named = client({ hooks: { beforeRequest: ({ headers }) => void (headers['x hook'] = 'h') } });
    expectRefused(await rejectionOf(named.things.get({ thingId: 'a' })), 'headers."x hook"');
  });
});

describe('path and query values', () => {
  it('refuses a lone surrogate in a path segment, naming the parameter', async () => {
    expectRefused(await rejectionOf(client().things.get({ thingId: `a${LONE}b` })), 'thingId');
    expectRefused(await rejectionOf(client().things.get({ thingId: '\udc00' })), 'thingId');
  });

  it('refuses a lone surrogate in a multi-segment path value', async () => {
    expectRefused(await rejectionOf(client().things.scoped({ scope: `a/b${LONE}` })), 'scope');
  });

  it('refuses a lone surrogate in a query value, also in a comma-joined list', async () => {
    expectRefused(await rejectionOf(client().things.get({ thingId: 'a', q: `x${LONE}` })), 'q');
    expectRefused(await rejectionOf(client().things.get({ thingId: 'a', fields: ['a', `b${LONE}`] })), 'fields');
  });

  it('sends characters beyond the BMP (a whole surrogate pair) percent-encoded', async () => {
    await client().things.get({ thingId: 'a\u{1f600}', q: '\u{1f600}' });
    expect(server.requests[0]!.url).toBe('/things/a%F0%9F%98%80?q=%F0%9F%98%80');
  });
});

describe('credentials', () => {
  const token = `tok-${EURO}-secret-4242`;

  it('refuses a bearer token above U+00FF when made, without showing it', () => {
    expectRefused(thrown(() => bearer(token)), 'auth', [token, 'secret-4242', EURO]);
  });

  it('refuses a provider token above U+00FF at call time, sending nothing', async () => {
    expectRefused(await rejectionOf(secured(bearer(async () => token)).things.secure()), 'auth', [token, 'secret-4242', EURO]);
  });

  it('refuses an API key header name that is not a token and a key above U+00FF', () => {
    expectRefused(thrown(() => apiKeyHeader('key-secret-4242', { header: 'x api key' })), 'auth', ['key-secret-4242']);
    expectRefused(thrown(() => apiKeyHeader(token)), 'auth', [token, 'secret-4242', EURO]);
    expectRefused(thrown(() => apiKeyHeader('key-secret-4242', { format: (key) => `${key}${EURO}` })), 'auth', ['key-secret-4242']);
  });

  it('refuses an API key for the query with a lone surrogate', () => {
    expectRefused(thrown(() => apiKeyQuery(`key-secret-4242${LONE}`, { param: 'key' })), 'auth', ['key-secret-4242']);
  });

  it('refuses a Basic user or password with a lone surrogate, and sends one above U+00FF as UTF-8', async () => {
    expectRefused(thrown(() => basic(`user${LONE}`, 'pass-secret-4242')), 'auth', ['pass-secret-4242']);
    expectRefused(thrown(() => basic('user', `pass-secret-4242${LONE}`)), 'auth', ['pass-secret-4242']);
    await secured(basic('user', `pass${EURO}`)).things.secure();
    expect(server.requests[0]!.headers.authorization).toBe(`Basic ${Buffer.from(`user:pass${EURO}`, 'utf8').toString('base64')}`);
  });

  it('refuses what a service\'s own credential writes that cannot be sent, without showing it', async () => {
    const header: Credential = { kind: 'custom', apply: (target) => void (target.headers.authorization = token), secrets: () => [token] };
    expectRefused(await rejectionOf(secured(header).things.secure()), 'auth', [token, 'secret-4242', EURO]);
    const named: Credential = { kind: 'custom', apply: (target) => void (target.headers['x key'] = 'key-secret-4242'), secrets: () => ['key-secret-4242'] };
    expectRefused(await rejectionOf(secured(named).things.secure()), 'auth', ['key-secret-4242']);
    const query: Credential = { kind: 'custom', apply: (target) => void target.query.push(['key', `key-secret-4242${LONE}`]), secrets: () => [] };
    expectRefused(await rejectionOf(secured(query).things.secure()), 'auth', ['key-secret-4242']);
  });
});
