import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { testService } from '../test-support/fixtures.js';
import { startFakeServer } from './fake-server.js';
import { nextPageLink } from './next-page-link.js';
import { paginate } from './paginate.js';
import { json } from './responses.js';

const service = testService({
  g: {
    list: {
      method: 'GET',
      path: '/scopes/{scope}/items',
      summary: 'list',
      pathParams: { scope: z.string() },
      query: { 'api-version': z.string(), $filter: z.optional(z.string()), $skipToken: z.optional(z.string()) },
      response: z.unknown(),
    },
  },
});

describe('nextPageLink', () => {
  it('links to the same list below the base path, the query kept and the token replaced, until the last page', async () => {
    const items = [1, 2, 3, 4, 5];
    await using server = await startFakeServer({
      service,
      basePath: '/v1',
      handlers: {
        'g.list': (req, ctx) => {
          const page = paginate(items, { pageSize: 2, token: req.query.get('$skipToken') });
          return json(200, { value: page.items, nextLink: page.nextToken && nextPageLink(req, ctx, '$skipToken', page.nextToken) });
        },
      },
    });
    const seen: number[] = [];
    const links: string[] = [];
    let url: string | undefined = `${server.url}/scopes/a%20b/items?api-version=2022-04-01&$filter=atScope()`;
    while (url) {
      const body = (await (await fetch(url, { signal: AbortSignal.timeout(3_000) })).json()) as { value: number[]; nextLink?: string };
      seen.push(...body.value);
      if (body.nextLink) links.push(body.nextLink);
      url = body.nextLink;
    }
    expect(seen).toEqual(items);
    expect(links).toHaveLength(2);
    for (const link of links) {
      const parsed = new URL(link);
      expect(`${parsed.origin}${parsed.pathname}`).toBe(`${server.url}/scopes/a%20b/items`);
      expect(parsed.searchParams.get('api-version')).toBe('2022-04-01');
      expect(parsed.searchParams.get('$filter')).toBe('atScope()');
      expect(parsed.searchParams.getAll('$skipToken')).toHaveLength(1);
    }
  });
});
