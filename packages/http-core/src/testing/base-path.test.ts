import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { apiKeyHeader } from '../auth.js';
import { NotFoundError } from '../errors.js';
import { createClient, defineService } from '../service.js';
import { belowBasePath, normaliseBasePath } from './base-path.js';
import { errorShapes, fakeError, json, notFoundPage, startFakeServer, text, type FakeServer } from './index.js';
import { defineListOperation } from '../index.js';
import { nextLinkPaging } from '../paging-next-link.js';

const lookup = defineService({
  name: 'lookup',
  packageName: '@org/lookup',
  version: '0.0.0',
  defaultAuth: ['apiKey'],
  groups: {
    root: { get: { method: 'GET', path: '/', summary: 'Root', response: z.unknown() } },
    postcodes: {
      get: {
        method: 'GET',
        path: '/postcodes/{postcode}',
        summary: 'One postcode',
        pathParams: { postcode: z.string() },
        response: z.unknown(),
      },
      list: defineListOperation({ method: 'GET', path: '/postcodes', summary: 'List', response: z.unknown(), pagination: nextLinkPaging({ items: 'hits', nextLink: 'next' }) }),
    },
  },
});

const key = { header: 'x-api-key', check: (value: string) => value === 'k' };
let plain: FakeServer;
let custom: FakeServer;

beforeAll(async () => {
  const handlers = {
    'root.get': () => json(200, { root: true }),
    'postcodes.get': (req: { path: string; params: Readonly<Record<string, string>> }) => {
      if (req.params.postcode === 'ZZ1') throw fakeError(404, 4040, 'Postcode not found');
      return json(200, { path: req.path, postcode: req.params.postcode });
    },
    'postcodes.list': (req: { path: string; query: URLSearchParams }, ctx: { baseUrl: string }) =>
      json(200, req.query.has('page') ? { hits: [2] } : { hits: [1], next: `${ctx.baseUrl}${req.path}?page=2` }),
  };
  plain = await startFakeServer({ service: lookup, basePath: 'v1/', errorShape: errorShapes.numeric, auth: { apiKey: key }, handlers });
  custom = await startFakeServer({
    service: lookup,
    basePath: '/api/v1',
    errorShape: errorShapes.numeric,
    auth: { apiKey: key },
    handlers,
    unknownPath: ({ method, path }) => {
      if (method === 'DELETE') throw fakeError(404, 4049, `no ${path}`);
      return text(404, `<html>${path}</html>`, { 'content-type': 'text/html; charset=utf-8' });
    },
  });
});
afterAll(async () => {
  await plain.close();
  await custom.close();
});

const get = (url: string, init: RequestInit = {}) => fetch(url, { ...init, headers: { 'x-api-key': 'k' }, signal: AbortSignal.timeout(3_000) });

describe('basePath', () => {
  it('is normalised to one leading slash and no trailing one, and refuses what is not a plain path', () => {
    expect(normaliseBasePath(undefined)).toBe('');
    expect(normaliseBasePath('/')).toBe('');
    expect(normaliseBasePath('v1/')).toBe('/v1');
    expect(normaliseBasePath('//cal/services/Notification/v6//')).toBe('/cal/services/Notification/v6');
    expect(() => normaliseBasePath('/v1?x=1')).toThrow(/plain path/);
    expect(() => normaliseBasePath('/v1/../admin')).toThrow(/plain path/);
    expect(belowBasePath('/v1', '/v1')).toBe('/');
    expect(belowBasePath('/v1/postcodes', '/v1')).toBe('/postcodes');
    expect(belowBasePath('/v10/postcodes', '/v1')).toBeUndefined();
    expect(belowBasePath('/postcodes', '')).toBe('/postcodes');
  });

  it('ends the url, serves the operations below it, and hands handlers the path below it', async () => {
    expect(plain.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/v1$/);
    const response = await get(`${plain.url}/postcodes/SW1A%202AA`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ path: '/postcodes/SW1A%202AA', postcode: 'SW1A 2AA' });
    expect(await (await get(plain.url)).json()).toEqual({ root: true });
    expect(await (await get(`${plain.url}/`)).json()).toEqual({ root: true });
    // The log keeps the path as sent, base path included.
    expect(plain.requests.at(-3)!.path).toBe('/v1/postcodes/SW1A%202AA');
  });

  it('a client given the url (base path included) reaches the operations, and links built from ctx.baseUrl work', async () => {
    const client = createClient(lookup, { baseUrl: plain.url, auth: apiKeyHeader('k', { header: 'x-api-key' }) });
    expect(await client.postcodes.get({ postcode: 'ID1 1QD' })).toEqual({ path: '/postcodes/ID1%201QD', postcode: 'ID1 1QD' });
    const all: unknown[] = [];
    for await (const hit of client.postcodes.list({})) all.push(hit);
    expect(all).toEqual([1, 2]);
    expect(plain.requests.slice(-2).map((r) => `${r.path}?${r.query}`)).toEqual(['/v1/postcodes?', '/v1/postcodes?page=2']);
  });

  it('a path outside it, or with no operation, is an unknown path: the shape’s 404 by default', async () => {
    for (const path of ['/postcodes/SW1A', '/v10/postcodes/SW1A', '/v1/nothing/here']) {
      const url = new URL(plain.url).origin + path;
      const response = await get(url);
      expect(response.status, path).toBe(404);
      expect(await response.json(), path).toEqual({ code: 4040, message: `No operation of lookup matches GET ${path}` });
      expect(plain.requests.at(-1)!.operationId, path).toBeUndefined();
    }
  });
});

describe('unknownPath', () => {
  it('answers what the service answers for a path it has no route for, inside or outside the base path', async () => {
    const origin = new URL(custom.url).origin;
    for (const path of ['/api/v1/nothing', '/v1/postcodes/SW1A', '/']) {
      const response = await get(`${origin}${path}`);
      expect(response.status, path).toBe(404);
      expect(response.headers.get('content-type'), path).toBe('text/html; charset=utf-8');
      expect(await response.text(), path).toBe(`<html>${path}</html>`);
    }
  });

  it('may throw fakeError for an answer in the error shape; a domain miss keeps its own code', async () => {
    const response = await fetch(`${custom.url}/nothing`, { method: 'DELETE', headers: { 'x-api-key': 'k' } });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ code: 4049, message: 'no /api/v1/nothing' });
    const miss = await get(`${custom.url}/postcodes/ZZ1`);
    expect(await miss.json()).toEqual({ code: 4040, message: 'Postcode not found' });
  });

  it('a client with a wrong base path gets an error, not a miss of the service', async () => {
    const client = createClient(lookup, { baseUrl: new URL(custom.url).origin, auth: apiKeyHeader('k', { header: 'x-api-key' }), retry: { limit: 0 } });
    const error = await client.postcodes.get({ postcode: 'ZZ1' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NotFoundError);
    expect((error as NotFoundError).status).toBe(404);
    expect((error as NotFoundError).code).not.toBe(4040);
  });
});

describe('notFoundPage', () => {
  it('is a 404 HTML page naming the path, escaped', async () => {
    await using page = await startFakeServer({ service: lookup, auth: { apiKey: key }, unknownPath: notFoundPage, errorShape: errorShapes.google });
    const response = await get(`${page.url}/v1/<b>nothing`);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toBe('text/html; charset=UTF-8');
    const body = await response.text();
    expect(body).toContain('<code>/v1/%3Cb%3Enothing</code> was not found on this server.');
    const raw = notFoundPage({ method: 'GET', path: '/a<b>"' }).body as string;
    expect(raw).toContain('<code>/a&#60;b&#62;&#34;</code>');
  });
});
