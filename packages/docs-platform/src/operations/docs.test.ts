import { inspect } from 'node:util';
import { isApiError, isValidationError } from '@org/http-core';
import { describe, expect, test } from 'vitest';
import { rejection, useDocsFake } from '../test-support/fixture.js';

const f = useDocsFake();

async function categoryId(slug = 'guides', version?: string) {
  return (await f.client().categories.get({ slug, ...(version ? { docsVersion: version } : {}) }))._id!;
}

describe('docs', () => {
  test('create makes a slug from the title, applies the service defaults, and keeps unknown fields', async () => {
    const category = await categoryId();
    // A field the package does not know is sent from an object of the caller's own type.
    const withCustomField = { title: 'Paging Through Results!', body: 'Use page and perPage.\nMore.', category, customField: 'kept' };
    const doc = await f.client().docs.create({ body: withCustomField });
    expect(doc).toMatchObject({ slug: 'paging-through-results', title: 'Paging Through Results!', type: 'basic', hidden: true, category, excerpt: 'Use page and perPage.', customField: 'kept' });
    const again = await f.client().docs.create({ body: { title: 'Paging through results', category } });
    expect(again.slug).toBe('paging-through-results-1');
    expect(f.fake.doc('1.0', 'paging-through-results')?.customField).toBe('kept');
    expect(f.fake.requests[1]!.headers['x-readme-version']).toBe('1.0');
  });

  test('get, update and delete by slug', async () => {
    const client = f.client();
    const welcome = await client.docs.get({ slug: 'welcome' });
    expect(welcome.title).toBe('Welcome');
    const updated = await client.docs.update({ slug: 'welcome', body: { ...welcome, title: 'Welcome aboard', category: welcome.category!, hidden: true } });
    expect(updated).toMatchObject({ slug: 'welcome', title: 'Welcome aboard', hidden: true, _id: welcome._id, createdAt: welcome.createdAt });
    expect(updated.updatedAt).not.toBe(welcome.updatedAt);
    await client.docs.delete({ slug: 'welcome' });
    const error = await rejection(client.docs.get({ slug: 'welcome' }), isApiError);
    expect(error.name).toBe('NotFoundError');
    expect(error.status).toBe(404);
    expect(error.code).toBe('DOC_NOTFOUND');
    expect(error.serviceMessage).toBe("The doc with the slug 'welcome' does not exist in version 1.0");
    expect(error.requestId).toBe(f.fake.requests.at(-1)!.requestId);
    expect(error.details).toMatchObject({ help: expect.stringContaining(error.requestId!) });
  });

  test('a doc read and sent back leaves parentDoc out when it has none, and sends it when it has one', async () => {
    const client = f.client();
    const welcome = await client.docs.get({ slug: 'welcome' });
    expect(welcome.parentDoc).toBeNull();
    await client.docs.update({ slug: 'welcome', body: { ...welcome, category: welcome.category!, body: 'Updated.' } });
    const sent = f.fake.requests.at(-1)!.json as Record<string, unknown>;
    expect(sent).not.toHaveProperty('parentDoc');
    expect(sent).toMatchObject({ title: 'Welcome', body: 'Updated.', _id: welcome._id });

    const child = await client.docs.create({ body: { title: 'Child', category: welcome.category!, parentDoc: welcome._id! } });
    expect(f.fake.requests.at(-1)!.json).toMatchObject({ parentDoc: welcome._id });
    expect(child.parentDoc).toBe(welcome._id);
    await client.docs.update({ slug: child.slug, body: { ...child, category: child.category!, title: 'Child page' } });
    expect(f.fake.requests.at(-1)!.json).toMatchObject({ parentDoc: welcome._id, title: 'Child page' });
  });

  test('the fake refuses a parentDoc that is not a string, as the service types it', async () => {
    const welcome = f.fake.doc('1.0', 'welcome')!;
    const response = await fetch(`${f.fake.url}/docs/welcome`, {
      method: 'PUT',
      headers: {
        authorization: `Basic ${Buffer.from(`${f.fake.apiKey}:`).toString('base64')}`,
        'x-readme-version': '1.0',
        'content-type': 'application/json',
      },
      body: JSON.stringify({ title: 'Welcome', category: welcome.category, parentDoc: null }),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: 'DOC_INVALID', message: expect.stringContaining('parentDoc') });
  });

  test('a doc in a category that does not exist is refused by the service', async () => {
    const error = await rejection(f.client().docs.create({ body: { title: 'Orphan', category: 'nope' } }), isApiError);
    expect(error.status).toBe(400);
    expect(error.code).toBe('CATEGORY_INVALID');
  });

  test('search matches titles first, then bodies, case-insensitively', async () => {
    const client = f.client();
    await client.docs.create({ body: { title: 'API keys', body: 'Where to find them.', category: await categoryId() } });
    const result = await client.docs.search({ search: 'API' });
    expect(result.results?.map((doc) => doc.slug)).toEqual(['api-keys', 'authentication']);
    expect((await client.docs.search({ search: 'no-such-term' })).results).toEqual([]);
    expect(f.fake.requests.at(-1)!.query.get('search')).toBe('no-such-term');
  });

  test('the error pages are the docs of type error', async () => {
    const errors = await f.client().errors.list();
    expect(errors.map((doc) => [doc.slug, doc.type])).toEqual([['rate-limited', 'error']]);
  });
});

describe('the documentation version header', () => {
  test('comes from the client default, and a call can name another version', async () => {
    const client = f.client();
    await client.versions.create({ body: { version: '2.0', from: '1.0' } });
    await client.docs.update({ slug: 'welcome', docsVersion: '2.0', body: { title: 'Welcome to 2.0', category: await categoryId('getting-started', '2.0') } });
    expect((await client.docs.get({ slug: 'welcome' })).title).toBe('Welcome');
    expect((await client.docs.get({ slug: 'welcome', docsVersion: '2.0' })).title).toBe('Welcome to 2.0');
    const sent = f.fake.requests.filter((r) => r.operationId === 'docs.get').map((r) => r.headers['x-readme-version']);
    expect(sent).toEqual(['1.0', '2.0']);
  });

  test('is refused before sending when neither the call nor the client gives it', async () => {
    const client = f.client({ docsVersion: undefined });
    for (const call of [
      () => client.docs.get({ slug: 'welcome' }),
      () => client.docs.search({ search: 'x' }),
      () => client.categories.get({ slug: 'guides' }),
      () => client.apiSpecifications.list().firstPage(),
    ]) {
      const error = await rejection(call(), isValidationError);
      expect(error.field).toBe('docsVersion');
      expect(error.message).toMatch(/^docsVersion: required \(the documentation version sent as x-readme-version.*set docsVersion on the client/);
    }
    expect(f.fake.requestCount()).toBe(0);
    // Operations that do not need a version still work without one.
    await client.changelogs.list().firstPage();
    expect(f.fake.requests[0]!.headers['x-readme-version']).toBeUndefined();
  });

  test('an unknown version is a 404 from the service', async () => {
    const error = await rejection(f.client({ docsVersion: '9.9' }).docs.get({ slug: 'welcome' }), isApiError);
    expect(error.code).toBe('VERSION_NOTFOUND');
    expect(JSON.stringify(error)).not.toContain(f.fake.apiKey);
    expect(inspect(error)).not.toContain(f.fake.apiKey);
  });
});
