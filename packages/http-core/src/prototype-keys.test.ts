/**
 * Answers cannot change prototypes: `__proto__`, `constructor` and `prototype` keys of any answer (success or
 * error, `error.body`, `error.details`, envelope data, paging bodies, a failed operation) stay own data
 * properties of objects whose prototype is `Object.prototype`.
 */
import { afterAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { bearer } from './auth.js';
import { isApiError, isOperationFailedError, type ApiError, type OperationFailedError } from './errors.js';
import { losslessJsonParse } from './lossless-json.js';
import type { ClientOptions } from './options.js';
import { namedTools } from './page-tool-names.js';
import { pageToolList } from './page-tools.js';
import { valueRedactionWith } from './value-redaction.js';
import { createClient } from './service.js';
import { captureLogger, rejectionOf, testService } from './test-support/fixtures.js';
import { shareServer } from './test-support/loopback-server.js';
import { defineListOperation, defineLongRunningOperation } from './index.js';
import { pageTokenPaging } from './paging-token.js';

const { scrubDeep } = valueRedactionWith(namedTools(pageToolList));

const TOKEN = 'token-abcdef-123456';
/** Keys that would change a prototype if an answer were copied by assignment. */
const hostile = '"__proto__":{"polluted":"yes","isAdmin":true},"constructor":{"prototype":{"polluted":"yes"}},"prototype":{"polluted":"yes"}';
const nested = `{"ok":true,${hostile},"items":[{${hostile},"id":"a"}],"inner":{${hostile}}}`;

const Op = z.looseObject({ name: z.string(), done: z.optional(z.boolean()) });
const groups = {
  items: {
    get: { method: 'GET', path: '/v1/item', summary: 'Read', response: z.looseObject({ ok: z.boolean() }) },
    list: defineListOperation({
      method: 'GET',
      path: '/v1/items',
      summary: 'List',
      response: z.looseObject({ items: z.array(z.looseObject({ id: z.string() })) }),
      pagination: pageTokenPaging({ items: 'items', tokenParam: 'pageToken', nextToken: 'next' }),
    }),
    start: defineLongRunningOperation({ method: 'POST', path: '/v1/jobs', summary: 'Start', response: Op, longRunning: { poll: 'operations.get' } }),
  },
  operations: {
    get: { method: 'GET', path: '/v1/{name}', summary: 'Poll', pathParams: { name: { schema: z.string(), multiSegment: true } }, response: Op },
  },
} as const;
const plain = testService(groups, { defaultAuth: ['bearer'] });
const enveloped = testService(groups, { defaultAuth: ['bearer'], envelope: { data: 'result' }, parseJson: losslessJsonParse });

let answer: { status: number; text: string } = { status: 200, text: '{}' };
const server = await shareServer((_request, response) => {
  response.writeHead(answer.status, { 'content-type': 'application/json' });
  response.end(answer.text);
});

const options = (extra: Partial<ClientOptions> = {}): ClientOptions => ({
  baseUrl: server.url,
  auth: bearer(TOKEN),
  logger: captureLogger().logger,
  retry: false,
  ...extra,
});

/** Every object inside `value` has `Object.prototype` (or is an array), and keeps its hostile keys as own data. */
function expectPlain(value: unknown, path = '$'): void {
  if (Array.isArray(value)) return value.forEach((item, index) => expectPlain(item, `${path}[${index}]`));
  if (value === null || typeof value !== 'object') return;
  expect(Object.getPrototypeOf(value), `prototype of ${path}`).toBe(Object.prototype);
  // `polluted` may be data of the hostile objects themselves, never inherited.
  if (!Object.hasOwn(value, 'polluted')) expect((value as { polluted?: unknown }).polluted, `${path}.polluted inherited`).toBeUndefined();
  for (const key of Object.keys(value)) expectPlain((value as Record<string, unknown>)[key], `${path}.${key}`);
}
function expectHostileKeysKept(value: unknown): void {
  expect(Object.hasOwn(value as object, '__proto__')).toBe(true);
  expect(Object.getOwnPropertyDescriptor(value, '__proto__')?.value).toEqual({ polluted: 'yes', isAdmin: true });
  expect(Object.hasOwn(value as object, 'constructor')).toBe(true);
}

afterAll(() => {
  // Nothing leaked into the shared prototype either.
  expect(({} as { polluted?: unknown }).polluted).toBeUndefined();
});

describe.each([
  ['a plain service', plain],
  ['a service with an envelope and its own parseJson', enveloped],
])('%s', (_name, service) => {
  const wrap = (text: string) => (service === enveloped ? `{"code":0,"result":${text}}` : text);

  it('returns success data with hostile keys as own data', async () => {
    answer = { status: 200, text: wrap(nested) };
    const data = await createClient(service, options()).items.get();
    expectPlain(data);
    expectHostileKeysKept(data);
    expectHostileKeysKept((data as unknown as { items: unknown[] }).items[0]);
  });

  it('keeps error.body and error.details plain when the error is redacted', async () => {
    answer = { status: 400, text: `{${hostile},"error":{"message":"bad ${TOKEN}","details":[{${hostile},"reason":"x"}],${hostile}}}` };
    const error = (await rejectionOf(createClient(service, options()).items.get())) as ApiError;
    expect(isApiError(error)).toBe(true);
    expect(error.message).not.toContain(TOKEN);
    expectPlain(error.body);
    expectHostileKeysKept(error.body);
    expectHostileKeysKept((error.body as { error: object }).error);
  });

  it('keeps paging bodies plain', async () => {
    answer = { status: 200, text: wrap(`{"items":[{"id":"a",${hostile}}],${hostile}}`) };
    for await (const page of createClient(service, options()).items.list().byPage()) {
      expectPlain(page.body);
      expectPlain(page.items);
      expectHostileKeysKept(page.body);
      expectHostileKeysKept(page.items[0]);
    }
  });

  it('keeps a failed operation\'s details plain', async () => {
    answer = { status: 200, text: wrap(`{"name":"operations/1","done":true,"error":{"code":3,"message":"no","details":[{${hostile}}],${hostile}}}`) };
    const error = (await rejectionOf(createClient(service, options()).items.start({}, { intervalMs: 1 }))) as OperationFailedError;
    expect(isOperationFailedError(error)).toBe(true);
    expectPlain(error.details);
    expectHostileKeysKept((error.details as object[])[0]);
  });
});

describe('scrubDeep', () => {
  it('copies a __proto__ key as data', () => {
    const copy = scrubDeep(JSON.parse(`{${hostile},"secret":"${TOKEN}"}`), [TOKEN]);
    expectPlain(copy);
    expectHostileKeysKept(copy);
    expect(copy.secret).toBe('[REDACTED]');
  });
});
