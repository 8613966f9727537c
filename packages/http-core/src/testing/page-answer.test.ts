import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { testService } from '../test-support/fixtures.js';
import { startFakeServer } from './fake-server.js';
import { pageAnswer } from './page-answer.js';
import { paginate } from './paginate.js';

const service = testService({
  g: {
    list: { method: 'GET', path: '/widgets', summary: 'list', query: { pageToken: z.optional(z.string()) }, response: z.unknown() },
    groups: { method: 'GET', path: '/groups', summary: 'groups', query: { continuation_token: z.optional(z.string()) }, response: z.unknown() },
  },
});
const widgets = ['a', 'b', 'c'];

describe('pageAnswer', () => {
  it('answers the items with the next token, and without one on the last page', async () => {
    await using server = await startFakeServer({
      service,
      handlers: {
        'g.list': (req) => pageAnswer('widgets', paginate(widgets, { pageSize: 2, token: req.query.get('pageToken') })),
      },
    });
    const first = await fetch(`${server.url}/widgets`, { signal: AbortSignal.timeout(3_000) });
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toMatch(/^application\/json/);
    const firstBody = (await first.json()) as { widgets: string[]; nextPageToken: string };
    expect(firstBody).toEqual({ widgets: ['a', 'b'], nextPageToken: expect.any(String) });
    const last = await fetch(`${server.url}/widgets?pageToken=${firstBody.nextPageToken}`, { signal: AbortSignal.timeout(3_000) });
    // No token field at all on the last page, not a null one.
    expect(await last.text()).toBe('{"widgets":["c"]}');
  });

  it('names the token field as the service does and adds fields after the token', async () => {
    await using server = await startFakeServer({
      service,
      handlers: {
        'g.groups': (req) =>
          pageAnswer('crash_groups', paginate(widgets, { pageSize: 1, token: req.query.get('continuation_token') }), {
            tokenField: 'continuation_token',
            extra: { limited_result_set: false },
          }),
      },
    });
    const body = (await (await fetch(`${server.url}/groups`, { signal: AbortSignal.timeout(3_000) })).json()) as Record<string, unknown>;
    expect(Object.keys(body)).toEqual(['crash_groups', 'continuation_token', 'limited_result_set']);
    expect(body).toMatchObject({ crash_groups: ['a'], limited_result_set: false });
  });
});
