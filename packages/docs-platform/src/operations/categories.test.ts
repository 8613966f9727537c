import { isApiError } from '@org/http-core';
import { expect, test } from 'vitest';
import { rejection, useDocsFake } from '../test-support/fixture.js';

const f = useDocsFake();

test('get returns the category of the version, with the id docs refer to', async () => {
  const category = await f.client().categories.get({ slug: 'guides' });
  expect(category).toMatchObject({ slug: 'guides', title: 'Guides', version: '1.0' });
  expect(category._id).toBe(f.fake.category('1.0', 'guides')!._id);
});

test('listDocs returns the docs of that category only', async () => {
  const client = f.client();
  const guides = await client.categories.get({ slug: 'guides' });
  await client.docs.create({ body: { title: 'Webhooks', category: guides._id! } });
  const docs = await client.categories.listDocs({ slug: 'guides' });
  expect(docs.map((doc) => doc.slug)).toEqual(['authentication', 'webhooks']);
  expect(docs.every((doc) => doc.category === guides._id)).toBe(true);
});

test('an unknown category is a typed 404', async () => {
  const error = await rejection(f.client().categories.listDocs({ slug: 'missing' }), isApiError);
  expect(error.status).toBe(404);
  expect(error.code).toBe('CATEGORY_NOTFOUND');
});
