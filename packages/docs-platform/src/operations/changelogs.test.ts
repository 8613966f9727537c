import { isApiError, isValidationError, unknownEnumValue } from '@org/http-core';
import { describe, expect, test } from 'vitest';
import { rejection, useDocsFake } from '../test-support/fixture.js';

const f = useDocsFake();

describe('changelogs', () => {
  test('create, get, update and delete by slug', async () => {
    const client = f.client();
    const created = await client.changelogs.create({ body: { title: 'Faster search', type: 'improved', body: 'Search is faster.' } });
    expect(created).toMatchObject({ slug: 'faster-search', type: 'improved', hidden: true });
    expect(await client.changelogs.get({ slug: 'faster-search' })).toEqual(created);
    const updated = await client.changelogs.update({ slug: 'faster-search', body: { ...created, body: 'Search is much faster.', hidden: false } });
    expect(updated).toMatchObject({ slug: 'faster-search', body: 'Search is much faster.', hidden: false, _id: created._id });
    await client.changelogs.delete({ slug: 'faster-search' });
    const error = await rejection(client.changelogs.get({ slug: 'faster-search' }), isApiError);
    expect([error.status, error.code]).toEqual([404, 'CHANGELOG_NOTFOUND']);
    expect(f.fake.changelog('faster-search')).toBeUndefined();
  });

  test('a type the SDK does not know is sent as is (through unknownEnumValue); the service judges it', async () => {
    const error = await rejection(f.client().changelogs.create({ body: { title: 'x', body: 'y', type: unknownEnumValue('security') } }), isApiError);
    expect([error.status, error.code]).toEqual([400, 'CHANGELOG_INVALID']);
    expect(f.fake.requests[0]!.json).toEqual({ title: 'x', body: 'y', type: 'security' });
  });

  test('a missing body or title is refused before sending', async () => {
    const client = f.client();
    const noBody = await rejection(client.changelogs.create({ body: { title: 'x' } as never }), isValidationError);
    expect(noBody.field).toBe('body.body');
    const noTitle = await rejection(client.changelogs.create({ body: { title: '', body: 'y' } }), isValidationError);
    expect(noTitle.field).toBe('body.title');
    expect(f.fake.requestCount()).toBe(0);
  });
});

describe('paging', () => {
  test('the iterator follows the Link header across pages, newest first', async () => {
    const client = f.client();
    for (let n = 1; n <= 7; n++) await client.changelogs.create({ body: { title: `Release ${n}`, body: `Notes ${n}` } });
    const before = f.fake.requestCount();
    const titles: string[] = [];
    for await (const entry of client.changelogs.list({ perPage: 3 })) titles.push(entry.title);
    expect(titles).toEqual(['Release 7', 'Release 6', 'Release 5', 'Release 4', 'Release 3', 'Release 2', 'Release 1']);
    const pages = f.fake.requests.slice(before);
    expect(pages.map((r) => r.query.get('page'))).toEqual([null, '2', '3']);
    expect(pages.every((r) => r.headers.authorization?.startsWith('Basic '))).toBe(true);
  });

  test('byPage exposes each page and maxPages stops early', async () => {
    const client = f.client();
    for (let n = 1; n <= 5; n++) await client.changelogs.create({ body: { title: `Entry ${n}`, body: '-' } });
    const sizes: number[] = [];
    for await (const page of client.changelogs.list({ perPage: 2 }, { maxPages: 2 }).byPage()) {
      sizes.push(page.items.length);
      expect(page.response.headers.get('link')).toContain('rel="last"');
    }
    expect(sizes).toEqual([2, 2]);
    expect(await client.changelogs.list({ perPage: 2, page: 3 }).toArray()).toHaveLength(1);
  });

  test('perPage outside 1 to 100 is refused before sending', async () => {
    const error = await rejection(f.client().changelogs.list({ perPage: 101 }).firstPage(), isValidationError);
    expect(error.field).toBe('perPage');
    expect(f.fake.requestCount()).toBe(0);
  });
});
