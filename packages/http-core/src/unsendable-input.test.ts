/**
 * Input the platform cannot send (a header value above U+00FF, a header name that is not a token, a lone
 * surrogate in a path or a query value, such a credential) is a ValidationError naming the field before
 * anything is sent, never a TypeError from `Headers`/`fetch` or a URIError from `encodeURIComponent`, and
 * the message shows no credential.
 */
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { apiKeyHeader, apiKeyQuery, basic, bearer, type Credential } from './auth.js';
import { ValidationError } from './errors.js';
import type { ClientOptions } from './options.js';
import { createClient } from './service.js';
import { rejectionOf, testService, thrown } from './test-support/fixtures.js';
import { json, shareServer } from './test-support/loopback-server.js';

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
      put: {
        method: 'PUT',
        path: '/things/{thingId}',
        summary: 'Replace a thing',
        pathParams: { thingId: z.string() },
        body: z.looseObject({
          name: z.string(),
          free: z.optional(z.unknown()),
          meta: z.optional(z.record(z.string(), z.unknown())),
          inner: z.optional(z.looseObject({ label: z.optional(z.string()) })),
        }),
        response: Ok,
      },
      checked: {
        method: 'GET',
        path: '/checked',
        summary: 'A service check that meets a value it did not expect',
        query: { tag: z.optional(z.unknown()) },
        check: (input: Record<string, unknown>) => ((input.tag as string).trim() === '' ? [{ path: 'tag', message: 'must not be blank' }] : []),
        response: Ok,
      },
      putStrict: {
        method: 'PUT',
        path: '/strict/{thingId}',
        summary: 'Replace a thing, no other field allowed',
        pathParams: { thingId: z.string() },
        body: z.strictObject({ name: z.string() }),
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

const server = await shareServer((_request, response) => json(response, 200, { ok: true }));

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

describe('JSON bodies: values JSON cannot carry', () => {
  const cases: ReadonlyArray<[string, unknown, string]> = [
    ['a BigInt', 10n, 'is a BigInt'],
    ['NaN', Number.NaN, 'must be a finite number (got NaN)'],
    ['Infinity', Number.POSITIVE_INFINITY, 'must be a finite number (got Infinity)'],
    ['-Infinity', Number.NEGATIVE_INFINITY, 'must be a finite number (got -Infinity)'],
    ['a typed array', new Uint8Array([1, 2]), 'is binary data (Uint8Array)'],
    ['an ArrayBuffer', new ArrayBuffer(2), 'is binary data (ArrayBuffer)'],
    ['a DataView', new DataView(new ArrayBuffer(2)), 'is binary data (DataView)'],
    ['a function', () => 1, 'is a function'],
    ['a symbol', Symbol('s'), 'is a symbol'],
    ['a Map', new Map([['a', 1]]), 'is a Map'],
    ['a Set', new Set([1]), 'is a Set'],
  ];

  it.each(cases)('%s in a free-form field, an array or a record: a ValidationError naming the field, nothing sent', async (_name, value, why) => {
    for (const [body, field] of [
      [{ name: 'a', free: { deep: [{ value }] } }, 'body.free.deep.0.value'],
      [{ name: 'a', free: [1, value] }, 'body.free.1'],
      [{ name: 'a', meta: { value } }, 'body.meta.value'],
    ] as const) {
      const error = await rejectionOf(client().things.put({ thingId: 't', body: body as never }));
      expectRefused(error, field);
      expect((error as Error).message).toBe(`${field}: ${why}; JSON cannot carry it${why === 'is a BigInt' ? ' (give it as a string)' : ''}`);
    }
  });

  it('a cycle: a ValidationError naming where it closes, nothing sent', async () => {
    const free: Record<string, unknown> = { list: [] };
    (free.list as unknown[]).push({ back: free });
    const error = await rejectionOf(client().things.put({ thingId: 't', body: { name: 'a', free } }));
    expectRefused(error, 'body.free.list.0.back');
    expect((error as Error).message).toContain('a cycle');
  });

  it('a cycle closing 30 levels down, to an object 20 levels down: named where it closes', async () => {
    const free: Record<string, unknown> = {};
    let at = free;
    let target: Record<string, unknown> = free;
    for (let level = 0; level < 30; level++) {
      const next: Record<string, unknown> = {};
      at.n = next;
      at = next;
      if (level === 19) target = next;
    }
    at.back = target;
    const error = await rejectionOf(client().things.put({ thingId: 't', body: { name: 'a', free } }));
    expectRefused(error, `body.free${'.n'.repeat(30)}.back`);
  });

  it('a value shared without a cycle is sent twice, as JSON writes it', async () => {
    const shared = { n: 1 };
    await client().things.put({ thingId: 't', body: { name: 'a', free: [shared, shared] } });
    expect(JSON.parse(server.requests[0]!.body)).toEqual({ name: 'a', free: [{ n: 1 }, { n: 1 }] });
  });

  it('a getter that throws, in a declared or a free-form field: a ValidationError naming it, showing nothing of what it threw', async () => {
    const throwing = (at: Record<string, unknown>, key: string) =>
      Object.defineProperty(at, key, { enumerable: true, get: () => { throw new TypeError('getter-SECRET-4242'); } });
    const declared = throwing({}, 'name');
    expectRefused(await rejectionOf(client().things.put({ thingId: 't', body: declared as never })), 'body.name', ['getter-SECRET-4242']);
    const free = { name: 'a', free: throwing({ ok: 1 }, 'bad') };
    const error = await rejectionOf(client().things.put({ thingId: 't', body: free }));
    expectRefused(error, 'body.free.bad', ['getter-SECRET-4242']);
    expect((error as Error).message).toBe('body.free.bad: could not be read (its getter threw)');
  });

  it('a Date is written as JSON writes it, through its toJSON, and null as null', async () => {
    await client().things.put({ thingId: 't', body: { name: 'a', free: { at: new Date(Date.UTC(2024, 0, 2)), none: null, list: [null] } } });
    expect(JSON.parse(server.requests[0]!.body)).toEqual({ name: 'a', free: { at: '2024-01-02T00:00:00.000Z', none: null, list: [null] } });
  });
});

describe('JSON bodies: own __proto__ keys', () => {
  it('travel as data at any depth (declared object, record, free-form, array), never polluting', async () => {
    const body = JSON.parse('{"name":"a","__proto__":{"top":1},"inner":{"__proto__":{"mid":2}},"meta":{"__proto__":{"rec":3}},"free":[{"__proto__":{"deep":4}}]}');
    await client().things.put({ thingId: 't', body });
    const sent = server.requests[0]!.body;
    for (const key of ['"__proto__":{"top":1}', '"__proto__":{"mid":2}', '"__proto__":{"rec":3}', '"__proto__":{"deep":4}']) expect(sent).toContain(key);
    const received = JSON.parse(sent) as Record<string, unknown>;
    expect(Object.getOwnPropertyDescriptor(received, '__proto__')?.value).toEqual({ top: 1 });
    expect(({} as Record<string, unknown>).top).toBeUndefined();
    // The caller's value is untouched.
    expect(Object.hasOwn(body, '__proto__')).toBe(true);
  });

  it('are named as written where a strict schema refuses them', async () => {
    const error = await rejectionOf(client().things.putStrict({ thingId: 't', body: JSON.parse('{"name":"a","__proto__":{"x":1}}') }));
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as Error).message).toContain('__proto__');
    expect((error as Error).message).not.toContain('\u0000');
    expect(server.requests).toHaveLength(0);
  });
});

describe('whatever else reading an input throws', () => {
  it('is a ValidationError of the call, not a raw TypeError, and nothing is sent', async () => {
    const error = await rejectionOf(client().things.checked({ tag: 42 }));
    expectRefused(error, 'input');
    expect((error as Error).message).toBe('things.checked: the input could not be read');
    const bare = await rejectionOf(client().things.checked({ tag: Object.create(null) as object }));
    expect(bare).toBeInstanceOf(ValidationError);
  });
});

// Last in the file: building and refusing it takes a while on a loaded machine, and no call here follows it
// (a call after a long pause may meet a kept-alive connection the server is closing).
describe('JSON bodies: nesting', () => {
  it('a value nested deeper than JSON can be written: a ValidationError, not a RangeError', async () => {
    let free: unknown = 'leaf';
    for (let level = 0; level < 50_000; level++) free = [free];
    expectRefused(await rejectionOf(client().things.put({ thingId: 't', body: { name: 'a', free } })), 'body');
  });
});
