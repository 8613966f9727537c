import type { ServerResponse } from 'node:http';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { apiKeyHeader, apiKeyQuery, basic, bearer, type AccessToken } from './auth.js';
import { AuthenticationError, ValidationError } from './errors.js';
import { createClient } from './service.js';
import { rejectionOf, testService } from './test-support/fixtures.js';
import { json, shareServer } from './test-support/loopback-server.js';

const Ok = z.looseObject({ ok: z.boolean() });

const service = testService(
  {
    things: {
      secure: { method: 'GET', path: '/secure', summary: 'Needs the default credential', query: { q: z.optional(z.string()) }, response: Ok },
      mixed: { method: 'GET', path: '/mixed', summary: 'Bearer or API key', auth: ['bearer', 'apiKey'], response: Ok },
      keyed: { method: 'GET', path: '/keyed', summary: 'API key only', auth: ['apiKey'], response: Ok },
      basicOnly: { method: 'GET', path: '/basic', summary: 'Basic only', auth: ['basic'], response: Ok },
      open: { method: 'GET', path: '/open', summary: 'No credential', auth: [], response: Ok },
    },
  },
  { defaultAuth: ['bearer'] },
);

const server = await shareServer((_request, response) => json(response, 200, { ok: true }));

const client = (auth: Parameters<typeof createClient>[1]['auth']) => createClient(service, { baseUrl: server.url, retry: false, auth });

/** A token provider that hands out `t1`, `t2`, ... and counts its calls. */
function countingProvider(expiresInMs?: number, delayMs = 0) {
  const state = { calls: 0 };
  const provider = async (): Promise<AccessToken> => {
    state.calls++;
    const token = `t${state.calls}-provided-token`;
    if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
    return expiresInMs === undefined ? { token } : { token, expiresAt: Date.now() + expiresInMs };
  };
  return { provider, state };
}

afterEach(() => vi.useRealTimers());

const authHeaders = () => server.requests.map((request) => request.headers.authorization);

describe('bearer', () => {
  it('sends a static token', async () => {
    await client(bearer('static-token-1234')).things.secure();
    expect(authHeaders()).toEqual(['Bearer static-token-1234']);
  });

  it('caches a provider token', async () => {
    const { provider, state } = countingProvider();
    const c = client(bearer(provider));
    await c.things.secure();
    await c.things.secure();
    await c.things.secure();
    expect(state.calls).toBe(1);
    expect(authHeaders()).toEqual(Array(3).fill('Bearer t1-provided-token'));
  });

  it('accepts a plain string from the provider', async () => {
    let calls = 0;
    const c = client(
      bearer(() => {
        calls++;
        return 'plain-provided-token';
      }),
    );
    await c.things.secure();
    await c.things.secure();
    expect(calls).toBe(1);
    expect(authHeaders()).toEqual(['Bearer plain-provided-token', 'Bearer plain-provided-token']);
  });

  it('fetches a new token when the current one is within the refresh margin', async () => {
    const { provider, state } = countingProvider(30_000); // default margin is 60 s: always "about to expire"
    const c = client(bearer(provider));
    await c.things.secure();
    await c.things.secure();
    expect(state.calls).toBe(2);
    expect(authHeaders()).toEqual(['Bearer t1-provided-token', 'Bearer t2-provided-token']);
  });

  it('keeps a token outside the refresh margin, and refreshes once it is past', async () => {
    // Expiry is judged by Date.now(), which the test moves: a busy machine cannot make the token age.
    vi.useFakeTimers({ toFake: ['Date'] });
    const { provider, state } = countingProvider(300);
    const c = client(bearer(provider, { refreshMarginMs: 50 }));
    await c.things.secure();
    vi.advanceTimersByTime(249);
    await c.things.secure();
    expect(state.calls).toBe(1);
    vi.advanceTimersByTime(1);
    await c.things.secure();
    expect(state.calls).toBe(2);
    expect(authHeaders()).toEqual(['Bearer t1-provided-token', 'Bearer t1-provided-token', 'Bearer t2-provided-token']);
  });

  it('shares one provider call among concurrent calls', async () => {
    const { provider, state } = countingProvider(undefined, 30);
    const c = client(bearer(provider));
    await Promise.all(Array.from({ length: 5 }, () => c.things.secure()));
    expect(state.calls).toBe(1);
    expect(new Set(authHeaders())).toEqual(new Set(['Bearer t1-provided-token']));
  });

  it('resends once with a fresh token after a 401', async () => {
    const { provider, state } = countingProvider();
    server.handle((request, response) =>
      request.headers.authorization === 'Bearer t2-provided-token' ? json(response, 200, { ok: true }) : json(response, 401, { message: 'expired' }),
    );
    const { data, response } = await client(bearer(provider)).things.secure().withResponse();
    expect(data).toEqual({ ok: true });
    expect(response.attempts).toBe(2);
    expect(state.calls).toBe(2);
    expect(authHeaders()).toEqual(['Bearer t1-provided-token', 'Bearer t2-provided-token']);
  });

  it('gives up after one resend when the service keeps answering 401', async () => {
    const { provider, state } = countingProvider();
    server.handle((_request, response) => json(response, 401, { message: 'no' }));
    const error = await rejectionOf(client(bearer(provider)).things.secure());
    expect(error).toBeInstanceOf(AuthenticationError);
    expect((error as AuthenticationError).status).toBe(401);
    expect((error as AuthenticationError).attempts).toBe(2);
    expect(server.requests).toHaveLength(2);
    expect(state.calls).toBe(2);
  });

  it('does not resend a static token after a 401', async () => {
    server.handle((_request, response) => json(response, 401, { message: 'no' }));
    const error = await rejectionOf(client(bearer('static-token-1234')).things.secure());
    expect(error).toBeInstanceOf(AuthenticationError);
    expect(server.requests).toHaveLength(1);
  });

  it('does not fetch yet another token when a concurrent call already replaced the rejected one', async () => {
    const { provider, state } = countingProvider();
    const held: ServerResponse[] = [];
    let releasedSecond = false;
    server.handle((request, response) => {
      if (request.headers.authorization === 'Bearer t1-provided-token') {
        held.push(response);
        // Both calls went out with t1: reject the first at once, hold the second.
        if (held.length === 2) json(held[0]!, 401, { message: 'expired' });
        return;
      }
      json(response, 200, { ok: true });
      // The first call came back with a fresh token: only now reject the second call's t1.
      if (!releasedSecond && held.length === 2) {
        releasedSecond = true;
        json(held[1]!, 401, { message: 'expired' });
      }
    });
    const c = client(bearer(provider));
    const results = await Promise.all([c.things.secure(), c.things.secure()]);
    expect(results).toEqual([{ ok: true }, { ok: true }]);
    expect(state.calls).toBe(2);
    expect(authHeaders()).toEqual(['Bearer t1-provided-token', 'Bearer t1-provided-token', 'Bearer t2-provided-token', 'Bearer t2-provided-token']);
  });

  it('refuses a provider token with control characters before sending', async () => {
    const error = await rejectionOf(client(bearer(() => 'bad\r\ntoken')).things.secure());
    expect(error).toBeInstanceOf(ValidationError);
    expect(server.requests).toHaveLength(0);
  });

  it('refuses a static token with control characters or empty at construction', () => {
    expect(() => bearer('a\nb')).toThrow(ValidationError);
    expect(() => bearer('')).toThrow(ValidationError);
  });
});

describe('API keys and basic', () => {
  it('sends an API key in x-api-key by default', async () => {
    await client(apiKeyHeader('key-abcdef')).things.keyed();
    expect(server.requests[0]!.headers['x-api-key']).toBe('key-abcdef');
    expect(server.requests[0]!.headers.authorization).toBeUndefined();
  });

  it('sends an API key in a custom header with a custom format', async () => {
    await client(apiKeyHeader('key-abcdef', { header: 'Authorization', format: (key) => `api_key="${key}"` })).things.keyed();
    expect(server.requests[0]!.headers.authorization).toBe('api_key="key-abcdef"');
    expect(server.requests[0]!.headers['x-api-key']).toBeUndefined();
  });

  it('sends an API key in the query, after the declared parameters', async () => {
    await createClient(service, { baseUrl: server.url, auth: [bearer('bearer-token-1'), apiKeyQuery('key&=/+x', { param: 'key' })] }).things.secure(
      { q: 'v' },
      { auth: apiKeyQuery('key&=/+x', { param: 'key', kind: 'bearer' }) },
    );
    const request = server.requests[0]!;
    expect(request.query.get('q')).toBe('v');
    expect(request.query.get('key')).toBe('key&=/+x');
    expect(request.headers.authorization).toBeUndefined();
  });

  it('sends an API key query on an API-key operation', async () => {
    await client(apiKeyQuery('query-key-1', { param: 'api_key' })).things.keyed();
    expect(server.requests[0]!.url).toBe('/keyed?api_key=query-key-1');
  });

  it('sends basic credentials as base64(username:password)', async () => {
    await client(basic('user', 'pa:ss wörd')).things.basicOnly();
    const header = server.requests[0]!.headers.authorization!;
    expect(header).toMatch(/^Basic /);
    expect(Buffer.from(header.slice('Basic '.length), 'base64').toString('utf8')).toBe('user:pa:ss wörd');
  });
});

describe('choosing a credential', () => {
  it('picks the available kind for an operation accepting bearer or apiKey', async () => {
    await client(apiKeyHeader('key-abcdef')).things.mixed();
    expect(server.requests[0]!.headers['x-api-key']).toBe('key-abcdef');
    expect(server.requests[0]!.headers.authorization).toBeUndefined();
  });

  it("prefers the operation's first kind whatever the client's order", async () => {
    await client([apiKeyHeader('key-abcdef'), bearer('bearer-token-1')]).things.mixed();
    expect(server.requests[0]!.headers.authorization).toBe('Bearer bearer-token-1');
    expect(server.requests[0]!.headers['x-api-key']).toBeUndefined();
  });

  it('refuses with a ValidationError before sending when no credential fits', async () => {
    const error = (await rejectionOf(client(basic('user', 'password')).things.secure())) as ValidationError;
    expect(error).toBeInstanceOf(ValidationError);
    expect(error.field).toBe('auth');
    expect(error.message).toContain('bearer');
    const none = (await rejectionOf(client(undefined).things.mixed())) as ValidationError;
    expect(none).toBeInstanceOf(ValidationError);
    expect(server.requests).toHaveLength(0);
  });

  it('sends no credential for an operation with auth []', async () => {
    await client([bearer('bearer-token-1'), apiKeyHeader('key-abcdef'), apiKeyQuery('qkey-1234', { param: 'key' })]).things.open();
    const request = server.requests[0]!;
    expect(request.headers.authorization).toBeUndefined();
    expect(request.headers['x-api-key']).toBeUndefined();
    expect(request.url).toBe('/open');
  });

  it('uses a call credential instead of the client one', async () => {
    await client(bearer('client-token-1')).things.secure({}, { auth: bearer('call-token-1') });
    expect(authHeaders()).toEqual(['Bearer call-token-1']);
  });
});
