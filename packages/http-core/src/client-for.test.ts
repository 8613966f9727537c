import { describe, expect, expectTypeOf, it } from 'vitest';
import * as z from 'zod/mini';
import type { ApiPromise } from './api-promise.js';
import { bearer } from './auth.js';
import { NotFoundError } from './errors.js';
import { defineListOperation } from './list-operation.js';
import { defineLongRunningOperation } from './long-running-operation.js';
import { defineOperation } from './operation.js';
import { createClientFor, type ServiceInfo } from './service.js';
import { json, shareServer } from './test-support/loopback-server.js';
import { pageTokenPaging } from './paging-token.js';

const info = {
  name: 'shop',
  packageName: '@org/shop',
  version: '1.0.0',
  defaultAuth: ['bearer'],
  envelope: { data: 'data' },
} as const satisfies ServiceInfo<'data'>;

const Item = z.looseObject({ id: z.string() });
const itemsGet = defineOperation({ method: 'GET', path: '/items/{id}', summary: 'Get an item', pathParams: { id: z.string() }, response: z.looseObject({ data: Item }) });
const itemsList = defineListOperation({
  method: 'GET',
  path: '/items',
  summary: 'List items',
  query: { after: z.optional(z.string()) },
  response: z.looseObject({ data: z.looseObject({ items: z.array(Item), next: z.optional(z.string()) }) }),
  pagination: pageTokenPaging({ items: 'items', tokenParam: 'after', nextToken: 'next' }),
});
const jobsStart = defineLongRunningOperation({
  method: 'POST',
  path: '/jobs',
  summary: 'Start a job',
  response: z.looseObject({ data: z.looseObject({ name: z.string() }) }),
  longRunning: { poll: 'jobs.get' },
});
const jobsGet = defineOperation({ method: 'GET', path: '/{name}', summary: 'Read a job', pathParams: { name: { schema: z.string(), multiSegment: true } } });

const server = await shareServer((request, response) => {
  if (request.url === '/items/a') return json(response, 200, { data: { id: 'a', extra: 1 } });
  if (request.url === '/items') return json(response, 200, { data: { items: [{ id: 'a' }], next: 'p2' } });
  if (request.url === '/items?after=p2') return json(response, 200, { data: { items: [{ id: 'b' }] } });
  return json(response, 404, { error: { code: 'NotFound', message: 'no such item' } });
});

describe('createClientFor', () => {
  it('binds only the operations given, under the given names, with the service options and envelope', async () => {
    const client = createClientFor(info, { items: { get: itemsGet } }, { baseUrl: server.url, auth: bearer('tok-1234') });
    expect(Object.keys(client)).toEqual(['items']);
    expect(Object.keys(client.items)).toEqual(['get']);
    expectTypeOf(client.items.get).returns.toEqualTypeOf<ApiPromise<{ id: string; [key: string]: unknown }>>();
    await expect(client.items.get({ id: 'a' })).resolves.toEqual({ id: 'a', extra: 1 });
    expect(server.requests[0]!.headers.authorization).toBe('Bearer tok-1234');
    const error = await client.items.get({ id: 'zz' }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(NotFoundError);
    expect((error as NotFoundError).operation).toBe('items.get');
  });

  it('walks the pages of a list operation', async () => {
    const client = createClientFor(info, { items: { list: itemsList } }, { baseUrl: server.url, auth: bearer('tok-1234') });
    const ids: string[] = [];
    for await (const item of client.items.list()) ids.push(item.id);
    expect(ids).toEqual(['a', 'b']);
  });

  it('needs the operation a long-running one is polled with, when the client is made', () => {
    expect(() => createClientFor(info, { jobs: { start: jobsStart } }, { baseUrl: server.url })).toThrow('shop has no operation jobs.get');
    const client = createClientFor(info, { jobs: { start: jobsStart, get: jobsGet } }, { baseUrl: server.url });
    expect(typeof client.jobs.start.resume).toBe('function');
  });

  // The table such a client is made of is not checked as a whole (that is `defineService`'s, in a package's own
  // tests): each mistake is refused, nothing sent, at the first call of the operation it concerns.
  it('refuses a list operation not declared with its maker at its first call, sending nothing', async () => {
    const paged = { method: 'GET', path: '/items', summary: 'List items', pagination: pageTokenPaging({ items: 'items', tokenParam: 'after', nextToken: 'next' }) } as const;
    const client = createClientFor(info, { items: { list: paged } }, { baseUrl: server.url, auth: bearer('tok-1234') });
    const sent = server.requests.length;
    const call = client.items.list as unknown as () => Promise<unknown>;
    await expect(call()).rejects.toThrow('items.list: declare it with defineListOperation');
    expect(server.requests.length).toBe(sent);
  });

  it('refuses an operation sent to a URL handed back that takes a credential or names no origin, at its first call', async () => {
    const put = (external: { origins: readonly string[] }, auth?: readonly string[]) =>
      createClientFor(info, { files: { put: { method: 'PUT', path: '', summary: 'Put', external, ...(auth ? { auth } : {}) } } }, { baseUrl: server.url });
    const sent = server.requests.length;
    await expect(put({ origins: [server.url] }, ['bearer']).files.put({ url: `${server.url}/f` })).rejects.toThrow(
      'files.put is declared with a credential (bearer), which an operation sent to a URL handed back never takes; nothing was sent',
    );
    await expect(put({ origins: ['ftp://files.example.com'] }).files.put({ url: `${server.url}/f` })).rejects.toThrow(
      'files.put names ftp://files.example.com among its origins, which is not an origin or a subdomain wildcard; nothing was sent',
    );
    expect(server.requests.length).toBe(sent);
  });
});
