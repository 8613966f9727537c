import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { createClient } from './service.js';
import { testService } from './test-support/fixtures.js';
import { json, shareServer } from './test-support/loopback-server.js';

// An application without the optional peer dependency: importing it fails as a missing package does.
vi.mock('@opentelemetry/api', () => {
  throw Object.assign(new Error("Cannot find package '@opentelemetry/api'"), { code: 'ERR_MODULE_NOT_FOUND' });
});

const service = testService({ items: { get: { method: 'GET', path: '/items', summary: 'Read', response: z.looseObject({ id: z.string() }) } } });
const server = await shareServer((_request, response) => json(response, 200, { id: 'a' }));

describe('without @opentelemetry/api', () => {
  it('calls as usual, the first call included, when importing the API fails', async () => {
    await expect(import('@opentelemetry/api')).rejects.toThrow();
    const client = createClient(service, { baseUrl: server.url });
    expect(await client.items.get()).toEqual({ id: 'a' });
    expect(await client.items.get()).toEqual({ id: 'a' });
    expect(server.requests).toHaveLength(2);
    for (const request of server.requests) expect(request.headers.traceparent).toBeUndefined();
  });
});
