import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { defineService } from '../service.js';
import { errorShapes, json, startFakeServer, type FakeServer } from './index.js';

const service = defineService({
  name: 'cors',
  packageName: '@org/cors',
  version: '0.0.0',
  defaultAuth: ['bearer'],
  groups: { items: { get: { method: 'GET', path: '/items/{id}', summary: 'Get', pathParams: { id: z.string() }, response: z.unknown() } } },
});

const limit = (init: RequestInit = {}): RequestInit => ({ ...init, signal: AbortSignal.timeout(3_000) });
let server: FakeServer;

beforeAll(async () => {
  server = await startFakeServer({
    service,
    cors: true,
    errorShape: errorShapes.category,
    handlers: { 'items.get': (req) => json(200, { id: req.params.id }, { link: '</items?page=2>; rel="next"' }) },
  });
});
afterAll(() => server.close());

describe('cors', () => {
  it('answers a preflight with 204, the methods and the requested headers, without auth or logging', async () => {
    const response = await fetch(
      `${server.url}/items/1`,
      limit({
        method: 'OPTIONS',
        headers: { origin: 'http://app.test', 'access-control-request-method': 'GET', 'access-control-request-headers': 'Authorization, X-Custom-Trace' },
      }),
    );
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('access-control-allow-methods')).toContain('PATCH');
    const allowed = response.headers.get('access-control-allow-headers')!.split(', ');
    expect(allowed).toEqual(expect.arrayContaining(['authorization', 'content-type', 'x-api-key', 'x-custom-trace']));
    expect(server.requestCount()).toBe(0);
  });

  it('exposes request-id, link and retry-after headers on answers, errors included', async () => {
    const ok = await fetch(`${server.url}/items/1`, limit({ headers: { authorization: 'Bearer x', origin: 'http://app.test' } }));
    expect(ok.status).toBe(200);
    expect(ok.headers.get('access-control-allow-origin')).toBe('*');
    const exposed = ok.headers.get('access-control-expose-headers')!.split(', ');
    expect(exposed).toEqual(expect.arrayContaining(['x-request-id', 'link', 'retry-after', 'x-correlation-id']));
    const denied = await fetch(`${server.url}/items/1`, limit({ headers: { origin: 'http://app.test' } }));
    expect(denied.status).toBe(401);
    expect(denied.headers.get('access-control-allow-origin')).toBe('*');
    server.faults.status(503, { headers: { 'retry-after': '1' } });
    expect((await fetch(`${server.url}/items/1`, limit())).headers.get('access-control-allow-origin')).toBe('*');
  });

  it('is off unless asked for: OPTIONS is then routed like any method', async () => {
    await using plain = await startFakeServer({ service, handlers: {} });
    const response = await fetch(`${plain.url}/items/1`, limit({ method: 'OPTIONS', headers: { 'access-control-request-method': 'GET' } }));
    expect(response.status).toBe(405);
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
  });
});
