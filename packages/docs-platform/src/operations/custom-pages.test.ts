import { isApiError } from '@org/http-core';
import { expect, test } from 'vitest';
import { rejection, useDocsFake } from '../test-support/fixture.js';

const f = useDocsFake();

test('create, list, get, update and delete custom pages', async () => {
  const client = f.client();
  const about = await client.customPages.create({ body: { title: 'About us', body: '# About' } });
  expect(about).toMatchObject({ slug: 'about-us', htmlmode: false, hidden: true, html: '' });
  await client.customPages.create({ body: { title: 'Status', html: '<p>ok</p>', htmlmode: true, hidden: false } });
  expect((await client.customPages.list().toArray()).map((page) => page.slug)).toEqual(['about-us', 'status']);
  expect(await client.customPages.get({ slug: 'status' })).toMatchObject({ html: '<p>ok</p>', htmlmode: true });
  const updated = await client.customPages.update({ slug: 'about-us', body: { title: 'About', body: '# About the team' } });
  expect(updated).toMatchObject({ slug: 'about-us', title: 'About', body: '# About the team', _id: about._id });
  await client.customPages.delete({ slug: 'about-us' });
  expect(f.fake.customPage('about-us')).toBeUndefined();
  const error = await rejection(client.customPages.delete({ slug: 'about-us' }), isApiError);
  expect([error.status, error.code]).toEqual([404, 'CUSTOMPAGE_NOTFOUND']);
});

test('pages with the same title get distinct slugs, and the list pages through all of them', async () => {
  const client = f.client();
  for (let n = 0; n < 12; n++) await client.customPages.create({ body: { title: 'Draft' } });
  const slugs = (await client.customPages.list({ perPage: 5 }).toArray()).map((page) => page.slug);
  expect(slugs).toHaveLength(12);
  expect(new Set(slugs).size).toBe(12);
  expect(slugs.slice(0, 3)).toEqual(['draft', 'draft-1', 'draft-2']);
});
