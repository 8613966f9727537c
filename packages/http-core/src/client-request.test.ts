import { describe, expect, expectTypeOf, it } from 'vitest';
import * as z from 'zod/mini';
import type { ApiPromise } from './api-promise.js';
import { bearer } from './auth.js';
import { request } from './client-request.js';
import { NotFoundError, ValidationError } from './errors.js';
import { defineOperation } from './operation.js';
import { createClient, createClientFor, defineService, type ServiceInfo } from './service.js';
import { json, shareServer } from './test-support/loopback-server.js';

const info = {
  name: 'shop',
  packageName: '@org/shop',
  version: '1.0.0',
  defaultAuth: ['bearer'],
  envelope: { data: 'data' },
} as const satisfies ServiceInfo<'data'>;

const itemsGet = defineOperation({ method: 'GET', path: '/items/{id}', summary: 'Get an item', pathParams: { id: z.string() }, response: z.looseObject({ data: z.looseObject({ id: z.string() }) }) });

let failures = 0;
const server = await shareServer((recorded, response) => {
  if (recorded.path === '/shop/items/a/history') return json(response, 200, { data: { entries: [recorded.query.get('limit')] } });
  if (recorded.path === '/shop/flaky' && failures++ === 0) return json(response, 503, { error: { code: 'Busy', message: 'try again' } });
  if (recorded.path === '/shop/flaky') return json(response, 200, { data: 'done' });
  return json(response, 404, { error: { code: 'NotFound', message: 'no such thing' }, data: null });
});

describe('request(client, ...)', () => {
  it('sends a call the table does not declare through a client of some operations, with its base URL, credential and envelope', async () => {
    const client = createClientFor(info, { items: { get: itemsGet } }, { baseUrl: `${server.url}/shop`, auth: bearer('tok-1234') });
    expect('request' in client).toBe(false);
    const history = request(client, { method: 'GET', path: 'items/a/history', query: { limit: 10 }, response: z.looseObject({ data: z.looseObject({ entries: z.array(z.string()) }) }) });
    expectTypeOf(history).toEqualTypeOf<ApiPromise<{ entries: string[]; [key: string]: unknown }>>();
    await expect(history).resolves.toEqual({ entries: ['10'] });
    const sent = server.requests.at(-1)!;
    expect([sent.method, sent.url, sent.headers.authorization]).toEqual(['GET', '/shop/items/a/history?limit=10', 'Bearer tok-1234']);
    expect(Object.keys(client)).toEqual(['items']);
    expect(JSON.stringify(client)).not.toContain('tok-1234');
  });

  it('sends the request as it was when the call was made, whatever the caller changes in it afterwards', async () => {
    const client = createClientFor(info, { items: { get: itemsGet } }, { baseUrl: `${server.url}/shop`, auth: bearer('tok-1234') });
    const given = { method: 'GET' as const, path: 'items/a/history', query: { limit: 10 } as Record<string, number> };
    const history = request(client, given);
    given.path = 'elsewhere';
    given.query['limit'] = 20;
    await expect(history).resolves.toEqual({ entries: ['10'] });
    expect(server.requests.at(-1)!.url).toBe('/shop/items/a/history?limit=10');
  });

  it('retries an idempotent method and gives the typed error of the status, naming the operation request', async () => {
    const client = createClientFor(info, { items: { get: itemsGet } }, { baseUrl: `${server.url}/shop`, auth: bearer('tok-1234'), retry: { baseDelayMs: 1 } });
    failures = 0;
    await expect(request(client, { method: 'PUT', path: 'flaky' })).resolves.toBe('done');
    expect(failures).toBe(2);
    const error = await request(client, { method: 'GET', path: 'missing' }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(NotFoundError);
    expect([(error as NotFoundError).operation, (error as NotFoundError).status]).toEqual(['request', 404]);
  });

  it('refuses a path off the base URL before sending, and works on a client of the whole table as client.request does', async () => {
    const service = defineService({ ...info, groups: { items: { get: itemsGet } } });
    const client = createClient(service, { baseUrl: `${server.url}/shop`, auth: bearer('tok-1234') });
    const before = server.requests.length;
    await expect(request(client, { method: 'GET', path: 'https://elsewhere.example/x' })).rejects.toBeInstanceOf(ValidationError);
    expect(server.requests.length).toBe(before);
    await expect(request(client, { method: 'GET', path: 'items/a/history' })).resolves.toEqual({ entries: [null] });
  });

  it('tells what it takes when given something that is not a client', () => {
    expect(() => request({} as never, { method: 'GET', path: 'x' })).toThrow(/takes a client made by createClient/);
  });
});
