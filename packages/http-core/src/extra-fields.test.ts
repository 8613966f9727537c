/**
 * `extraQuery` and `extraBody`: what a call sends besides what its operation declares arrives at the server as
 * given, and a name the operation declares, or a value a URL or JSON cannot carry, is refused before sending.
 */
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { ValidationError } from './errors.js';
import { createClient } from './service.js';
import { rejectionOf, testService } from './test-support/fixtures.js';
import { shareServer } from './test-support/loopback-server.js';

const server = await shareServer();

const service = testService({
  widgets: {
    create: {
      method: 'POST',
      path: '/widgets',
      summary: 'Create a widget',
      query: { dryRun: { schema: z.optional(z.boolean()), name: 'dry_run' }, q: { schema: z.optional(z.string()), aliases: ['query'] } },
      // `z.object` drops fields it does not know: `extraBody` is the way to send them.
      body: z.object({ name: z.string(), size: z.optional(z.number()) }),
      response: z.looseObject({}),
    },
    touch: { method: 'POST', path: '/widgets/{id}/touch', summary: 'Touch a widget', pathParams: { id: z.string() } },
    list: { method: 'GET', path: '/widgets', summary: 'List widgets', response: z.looseObject({}) },
    upload: { method: 'PUT', path: '/widgets/{id}/form', summary: 'Send a form', pathParams: { id: z.string() }, body: { schema: z.record(z.string(), z.string()), encoding: 'form' } },
    replace: { method: 'PUT', path: '/widgets/{id}/tags', summary: 'Replace tags', pathParams: { id: z.string() }, body: z.array(z.string()) },
  },
});
const client = () => createClient(service, { baseUrl: server.url, retry: false });

describe('extra query parameters and body fields', () => {
  it('sends extra query parameters after the declared ones, and extra body fields the schema would drop', async () => {
    await client().widgets.create(
      { dryRun: true, body: { name: 'w', size: 2 } },
      { extraQuery: { expand: ['owner', 'tags'], version: 3, skip: undefined, empty: null }, extraBody: { color: 'blue', labels: { a: 1 }, at: new Date(Date.UTC(2026, 1, 3)) } },
    );
    const [received] = server.requests;
    expect(received?.url).toBe('/widgets?dry_run=true&expand=owner&expand=tags&version=3');
    expect(JSON.parse(received!.body)).toEqual({ name: 'w', size: 2, color: 'blue', labels: { a: 1 }, at: '2026-02-03T00:00:00.000Z' });
  });

  it('sends extra fields as the JSON body of an operation that declares none', async () => {
    await client().widgets.touch({ id: 'w1' }, { extraBody: { reason: 'audit' } });
    const [received] = server.requests;
    expect(received?.headers['content-type']).toBe('application/json');
    expect(received?.body).toBe('{"reason":"audit"}');
  });

  it.each([
    ['a declared query parameter by property name', { extraQuery: { dryRun: true } }, 'extraQuery.dryRun'],
    ['a declared query parameter by wire name', { extraQuery: { dry_run: true } }, 'extraQuery.dry_run'],
    ['a declared query parameter by alias', { extraQuery: { query: 'x' } }, 'extraQuery.query'],
    ['an object as a query value', { extraQuery: { filter: { a: 1 } as never } }, 'extraQuery.filter'],
    ['NaN as a query value', { extraQuery: { n: Number.NaN } }, 'extraQuery.n'],
    ['a function as a query value', { extraQuery: { f: (() => 1) as never } }, 'extraQuery.f'],
    ['a lone surrogate in a query value', { extraQuery: { s: '\ud800' } }, 'extraQuery.s'],
    ['a field the body schema declares', { extraBody: { size: 3 } }, 'extraBody.size'],
    ['a bigint', { extraBody: { amount: 10n } }, 'extraBody.amount'],
    ['Infinity', { extraBody: { ratio: Infinity } }, 'extraBody.ratio'],
    ['a symbol', { extraBody: { tag: Symbol('t') } }, 'extraBody.tag'],
    ['a function deep inside', { extraBody: { deep: { list: [1, () => 2] } } }, 'extraBody.deep.list.1'],
    ['a cycle', { extraBody: (() => { const loop: Record<string, unknown> = {}; loop['self'] = loop; return { loop }; })() }, 'extraBody.loop.self'],
    ['an array instead of an object', { extraBody: [1] as never }, 'extraBody'],
  ])('refuses %s before sending', async (_what, options, field) => {
    const error = await rejectionOf(client().widgets.create({ body: { name: 'w' } }, options));
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).field).toBe(field);
    expect(server.requests).toEqual([]);
  });

  it('refuses a field the body holds already, extra fields on a GET, a form body and a body that is not an object', async () => {
    const c = client();
    const refusals = await Promise.all([
      rejectionOf(c.widgets.create({ body: { name: 'w' } }, { extraBody: { name: 'other' } })),
      rejectionOf(c.widgets.list({}, { extraBody: { a: 1 } })),
      rejectionOf(c.widgets.upload({ id: 'w', body: { a: 'b' } }, { extraBody: { c: 'd' } })),
      rejectionOf(c.widgets.replace({ id: 'w', body: ['a'] }, { extraBody: { c: 'd' } })),
    ]);
    expect(refusals.map((error) => (error as ValidationError).field)).toEqual(['extraBody.name', 'extraBody', 'extraBody', 'extraBody']);
    expect(refusals.map((error) => (error as Error).message)).toEqual([
      expect.stringContaining('declares or its body holds already'),
      expect.stringContaining('GET'),
      expect.stringContaining('form body'),
      expect.stringContaining('not one'),
    ]);
    expect(server.requests).toEqual([]);
  });

  it('shows extra query values as [REDACTED] in errors', async () => {
    server.handle((_request, response) => {
      response.writeHead(500).end();
    });
    const error = await rejectionOf(client().widgets.list({}, { extraQuery: { sig: 'signed-value-1618' } }));
    expect((error as { url: string }).url).toBe(`${server.url}/widgets?sig=[REDACTED]`);
  });
});
