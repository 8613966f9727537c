/**
 * A service that echoes a credential, in any form it may write it, in an error body, a header and a message:
 * the error shows none of them. Short secrets (a 3-character password) are scrubbed where they stand in a
 * credential-bearing position, without mangling ordinary text.
 */
import { inspect } from 'node:util';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { basic, bearer, type Credential } from './auth.js';
import { REDACTED } from './redaction.js';
import { namedTools } from './page-tool-names.js';
import { pageToolList } from './page-tools.js';
import { CIRCULAR, scrubLimits, TRUNCATED, valueRedactionWith } from './value-redaction.js';
import { createClient } from './service.js';
import { rejectionOf, testService } from './test-support/fixtures.js';
import { json, shareServer } from './test-support/loopback-server.js';

const { scrubDeep } = valueRedactionWith(namedTools(pageToolList));

const service = testService(
  { things: { secure: { method: 'GET', path: '/secure', summary: 'Needs a credential', response: z.looseObject({}) } } },
  { defaultAuth: ['bearer', 'basic'] },
);

const server = await shareServer();

const lowerHex = (text: string) => text.replace(/%[0-9A-F]{2}/g, (escape) => escape.toLowerCase());
/** Every form a service may echo a secret in. */
function echoedForms(secret: string): Record<string, string> {
  return {
    'as given': secret,
    'percent-encoded, upper-case hex': encodeURIComponent(secret),
    'percent-encoded, lower-case hex': lowerHex(encodeURIComponent(secret)),
    'form-encoded (URLSearchParams)': new URLSearchParams([['', secret]]).toString().slice(1),
    'form-encoded, lower-case hex': lowerHex(new URLSearchParams([['', secret]]).toString().slice(1)),
    'encodeURI (as in a path)': encodeURI(secret),
  };
}

/** Everything an error shows of itself. */
const shown = (error: unknown) => [String(error), (error as Error).stack ?? '', JSON.stringify(error), inspect(error, { depth: 10, showHidden: true })].join('\n');

async function echoing(credential: Credential, said: (form: string) => { message: string; body: Record<string, unknown>; header: string }, form: string) {
  server.handle((_request, response) => {
    const echo = said(form);
    json(response, 500, { message: echo.message, ...echo.body }, { 'x-request-id': echo.header });
  });
  return rejectionOf(createClient(service, { baseUrl: server.url, retry: false, auth: credential }).things.secure());
}

describe('a credential echoed in any form', () => {
  // Characters each encoding writes differently: '/', ' ', '+', '!', '(', ')', '~', '*', and one above U+007F.
  const token = "tok/en+s p!(zqzq)~*\u00e9";
  for (const [name, form] of Object.entries(echoedForms(token))) {
    it(`is scrubbed when echoed ${name} in the body, a header and the message`, async () => {
      const failed = await echoing(
        bearer(token),
        (echoed) => ({ message: `token ${echoed} was not accepted`, body: { detail: { key: echoed } }, header: echoed }),
        form,
      );
      expect(server.requests).toHaveLength(1);
      const text = shown(failed);
      expect(text).toContain('was not accepted');
      expect(text).not.toContain(form);
      expect(text).not.toContain('zqzq');
    });
  }
});

describe('a short secret (a 3-character password)', () => {
  it('is scrubbed in credential-bearing positions, as a whole token, in the body, a header and the message', async () => {
    const failed = await echoing(
      basic('bob', 'abc'),
      () => ({
        message: 'login failed for user=bob password=abc',
        body: { password: 'abc', credentials: 'bob:abc', url: 'https://bob:abc@example.com/' },
        header: 'password=abc',
      }),
      '',
    );
    const text = shown(failed);
    expect(text).toContain('login failed');
    for (const leak of ['password=abc', 'user=bob', '"password":"abc"', 'bob:abc', ':abc@']) expect(text).not.toContain(leak);
  });

  it('is scrubbed in its encoded forms there too', async () => {
    const failed = await echoing(basic('bob', 'a b'), () => ({ message: 'refused: password=a+b, pwd=a%20b', body: {}, header: 'x' }), '');
    const text = shown(failed);
    expect(text).toContain('refused');
    for (const leak of ['password=a+b', 'pwd=a%20b']) expect(text).not.toContain(leak);
  });

  it('leaves ordinary text alone: the same letters in a word, or outside a credential position', async () => {
    const failed = await echoing(basic('bob', 'abc'), () => ({ message: 'abcdef: the abc corp, keyword abcd', body: {}, header: 'x' }), '');
    expect((failed as Error).message).toContain('abcdef: the abc corp, keyword abcd');
  });
});

/** `leaf` nested `depth` levels deep, objects and arrays in turn. */
function nestedIn(leaf: unknown, depth: number): unknown {
  let value = leaf;
  for (let level = 0; level < depth; level++) value = level % 2 === 0 ? { detail: value, note: 'level' } : [value, 'level'];
  return value;
}

/** Everything an error shows of itself, at any depth, and its body. */
const shownDeep = (error: unknown) =>
  [shown(error), inspect(error, { depth: Infinity }), JSON.stringify((error as { body?: unknown }).body), JSON.stringify((error as { details?: unknown }).details)].join('\n');

describe('a credential echoed deep inside an error body', () => {
  const token = "tok/en+s p!(zqzq)~*\u00e9";
  for (const [name, form] of Object.entries(echoedForms(token))) {
    it(`is scrubbed at 60 levels, echoed ${name}, where the body keeps its shape`, async () => {
      const failed = await echoing(bearer(token), (echoed) => ({ message: 'refused', body: { error: nestedIn(`key ${echoed} refused`, 60) }, header: 'x' }), form);
      const text = shownDeep(failed);
      expect(text).not.toContain(form);
      expect(text).not.toContain('zqzq');
      // The deepest string is still there, scrubbed.
      expect(JSON.stringify((failed as { body?: unknown }).body)).toContain(`key ${REDACTED} refused`);
    });
  }

  it('is gone past the depth a copy keeps (the rest is truncated, never kept unscrubbed)', async () => {
    const failed = await echoing(bearer(token), (echoed) => ({ message: 'refused', body: { error: nestedIn(echoed, scrubLimits.depth + 500) }, header: 'x' }), token);
    const text = shownDeep(failed);
    expect(text).not.toContain('zqzq');
    expect(text).toContain(TRUNCATED);
  });
});

describe('scrubDeep', () => {
  const secret = 'deep-SECRET-zqzq';

  it('copies any depth without recursion, the input untouched', () => {
    const deep = nestedIn(`a ${secret}`, 900);
    const copy = scrubDeep(deep, [secret]);
    expect(JSON.stringify(copy)).not.toContain(secret);
    expect(JSON.stringify(copy)).toContain(`a ${REDACTED}`);
    expect(JSON.stringify(deep)).toContain(secret);
  });

  it('replaces a value that contains itself, and keeps values shared without a cycle', () => {
    const shared = { said: secret };
    const cyclic: Record<string, unknown> = { one: shared, two: shared, list: [] as unknown[] };
    cyclic.self = cyclic;
    (cyclic.list as unknown[]).push(cyclic.list, 'x');
    const copy = scrubDeep(cyclic, [secret]) as Record<string, unknown>;
    expect(copy.self).toBe(CIRCULAR);
    expect(copy.list).toEqual([CIRCULAR, 'x']);
    expect(copy.one).toEqual({ said: REDACTED });
    expect(copy.two).toEqual({ said: REDACTED });
    expect(JSON.stringify(copy)).not.toContain(secret);
  });

  it('truncates past its size bound rather than keep the rest as it was', () => {
    const many = Array.from({ length: scrubLimits.values + 10 }, () => secret);
    const copy = scrubDeep({ many }, [secret]) as { many: string[] };
    expect(copy.many.length).toBeLessThan(many.length);
    expect(copy.many.at(-1)).toBe(TRUNCATED);
    expect(copy.many.slice(0, -1).every((item) => item === REDACTED)).toBe(true);
  });

  it('scrubs objects without a prototype, keys included', () => {
    const bare = Object.assign(Object.create(null) as Record<string, unknown>, { [secret]: { said: secret } });
    const copy = scrubDeep(bare, [secret]);
    expect(Object.getPrototypeOf(copy)).toBeNull();
    expect(JSON.stringify(copy)).toBe(`{"${REDACTED}":{"said":"${REDACTED}"}}`);
  });
});

describe('what a result shows', () => {
  it('withResponse() shows the request id and headers with an echoed credential scrubbed', async () => {
    const token = 'result-SECRET-zqzq';
    server.handle((_request, response) => json(response, 200, { ok: true }, { 'x-request-id': `req for ${token}`, 'x-echo': `Bearer ${token}` }));
    const { data, response } = await createClient(service, { baseUrl: server.url, retry: false, auth: bearer(token) }).things.secure().withResponse();
    expect(data).toEqual({ ok: true });
    expect(response.requestId).toBe(`req for ${REDACTED}`);
    expect(response.headers.get('x-echo')).toBe(`Bearer ${REDACTED}`);
    expect(JSON.stringify(response) + inspect(response, { depth: Infinity }) + [...response.headers].join()).not.toContain('zqzq');
  });
});
