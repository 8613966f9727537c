import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { defineService } from '../service.js';
import { resourceName } from '../families/google/index.js';
import { createRouter } from './router.js';

const multi = { schema: z.string(), multiSegment: true } as const;

const service = defineService({
  name: 'routes',
  packageName: '@org/routes',
  version: '0.0.0',
  defaultAuth: [],
  groups: {
    a: {
      byId: { method: 'GET', path: '/{id}', summary: 'catch-all', pathParams: { id: multi } },
      scoped: {
        method: 'GET',
        path: '/{scope}/providers/X/things/{name}',
        summary: 'scoped',
        pathParams: { scope: multi, name: z.string() },
      },
      fixed: { method: 'GET', path: '/subscriptions/{sub}/providers/X/things/{name}', summary: 'fixed', pathParams: { sub: z.string(), name: z.string() } },
      first: { method: 'GET', path: '/tie/{x}', summary: 'first of a tie', pathParams: { x: z.string() } },
      second: { method: 'GET', path: '/tie/{y}', summary: 'second of a tie', pathParams: { y: z.string() } },
      multiTie: { method: 'GET', path: '/m/{rest}', summary: 'multi', pathParams: { rest: multi } },
      singleTie: { method: 'GET', path: '/m/{one}', summary: 'single', pathParams: { one: z.string() } },
      verb: { method: 'POST', path: '/v1/{name}:cancel', summary: 'verb', pathParams: { name: multi } },
      put: { method: 'PUT', path: '/v1/{name}', summary: 'put', pathParams: { name: multi } },
      renamed: { method: 'GET', path: '/items/{itemId}', summary: 'wire name', pathParams: { item: { schema: z.string(), name: 'itemId' } } },
    },
  },
});

const router = createRouter(service.operations);
const routed = (method: string, path: string) => {
  const result = router.match(method, path);
  return result.kind === 'match' ? { id: result.operation.id, params: result.params } : result;
};

describe('createRouter', () => {
  it('orders by literal characters, then fewer multi-segment params, then declaration order', () => {
    expect(routed('GET', '/subscriptions/1/providers/X/things/t')).toEqual({ id: 'a.fixed', params: { sub: '1', name: 't' } });
    expect(routed('GET', '/a/b/providers/X/things/t')).toEqual({ id: 'a.scoped', params: { scope: 'a/b', name: 't' } });
    expect(routed('GET', '/a/b')).toEqual({ id: 'a.byId', params: { id: 'a/b' } });
    expect(routed('GET', '/tie/1')).toEqual({ id: 'a.first', params: { x: '1' } });
    expect(routed('GET', '/m/1')).toEqual({ id: 'a.singleTie', params: { one: '1' } });
    expect(routed('GET', '/m/1/2')).toEqual({ id: 'a.multiTie', params: { rest: '1/2' } });
  });

  it('single-segment parameters never span a slash and are never empty', () => {
    expect(routed('GET', '/subscriptions//providers/X/things/t')).toMatchObject({ id: 'a.scoped' });
    expect(routed('GET', '/items/')).toMatchObject({ id: 'a.byId' });
  });

  it('keeps a :verb suffix as literal text of the last segment', () => {
    expect(routed('POST', '/v1/operations/op-1:cancel')).toEqual({ id: 'a.verb', params: { name: 'operations/op-1' } });
    expect(routed('PUT', '/v1/operations/op-1:cancel')).toEqual({ id: 'a.put', params: { name: 'operations/op-1:cancel' } });
    expect(routed('POST', '/v1/operations/op-1:cancelled')).toEqual({ kind: 'method-not-allowed', allow: ['GET', 'HEAD', 'PUT'] });
  });

  it('hands a zero-segment scope over as "/"', () => {
    expect(routed('GET', '/providers/X/things/t')).toEqual({ id: 'a.scoped', params: { scope: '/', name: 't' } });
  });

  it('hands an empty scope between two slashes over as "/" too', () => {
    expect(routed('GET', '//providers/X/things/t')).toEqual({ id: 'a.scoped', params: { scope: '/', name: 't' } });
  });

  it('answers not-found only when no template matches at all', () => {
    expect(routed('GET', '/')).toEqual({ kind: 'not-found' });
  });

  it('names parameters by their template name', () => {
    expect(routed('GET', '/items/i%2D1')).toEqual({ id: 'a.renamed', params: { itemId: 'i-1' } });
  });

  it('reports bad percent-encoding with the parameter', () => {
    expect(router.match('GET', '/items/%ZZ')).toMatchObject({ kind: 'bad-encoding', param: 'itemId' });
  });

  it('applies path aliases to literal segments', () => {
    const aliased = createRouter(service.operations, { X: 'Y' });
    expect(aliased.match('GET', '/a/providers/Y/things/t')).toMatchObject({ kind: 'match', params: { scope: 'a', name: 't' } });
    expect(aliased.match('GET', '/a/providers/X/things/t')).toMatchObject({ kind: 'match', operation: { id: 'a.byId' } });
  });
});

describe('operations sharing a template', () => {
  const books = resourceName('shelves/{shelf}/books/{book}');
  const shelves = resourceName('shelves/{shelf}');
  const shared = defineService({
    name: 'shared',
    packageName: '@org/shared',
    version: '0.0.0',
    defaultAuth: [],
    groups: {
      books: { get: { method: 'GET', path: '/v1/{name}', summary: 'a book', pathParams: { name: { schema: books.schema(), multiSegment: true } } } },
      shelves: { get: { method: 'GET', path: '/v1/{name}', summary: 'a shelf', pathParams: { name: { schema: shelves.schema(), multiSegment: true } } } },
      ids: {
        other: { method: 'GET', path: '/{id}', summary: 'other full id', pathParams: { id: { schema: z.string().check(z.regex(/^\/others\//)), multiSegment: true } } },
        get: { method: 'GET', path: '/{id}', summary: 'by full id', pathParams: { id: { schema: z.string().check(z.regex(/^\/things\//)), multiSegment: true } } },
      },
    },
  });
  const sharedRouter = createRouter(shared.operations);
  const id = (path: string) => {
    const result = sharedRouter.match('GET', path);
    return result.kind === 'match' ? result.operation.id : result.kind;
  };

  it('routes to the operation whose parameters fit, whatever the declaration order', () => {
    expect(id('/v1/shelves/s1/books/b1')).toBe('books.get');
    expect(id('/v1/shelves/s1')).toBe('shelves.get');
  });

  it('tries a multi-segment value with its leading slash, as callers write full ids', () => {
    expect(id('/things/t1')).toBe('ids.get');
  });

  it('answers not-found when several share the template and none fits', () => {
    expect(id('/v1/racks/r1')).toBe('not-found');
  });
});
