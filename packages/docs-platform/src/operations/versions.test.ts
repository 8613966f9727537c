import { isApiError } from '@org/http-core';
import { describe, expect, test } from 'vitest';
import { rejection, useDocsFake } from '../test-support/fixture.js';

const f = useDocsFake();

describe('versions', () => {
  test('a new version forks its base: categories and docs are copied, with their own ids', async () => {
    const client = f.client();
    const created = await client.versions.create({ body: { version: '2.0', from: '1.0', codename: 'Bolt' } });
    expect(created).toMatchObject({ version: '2.0', codename: 'Bolt', is_stable: false, is_beta: true, forked_from: '1.0' });
    const docs = await client.categories.listDocs({ slug: 'guides', docsVersion: '2.0' });
    expect(docs.map((doc) => doc.slug)).toEqual(['authentication']);
    expect(docs[0]!._id).not.toBe(f.fake.doc('1.0', 'authentication')!._id);
    expect(docs[0]!.category).toBe(f.fake.category('2.0', 'guides')!._id);
    expect((await client.versions.list()).map((v) => v.version)).toEqual(['1.0', '2.0']);
    expect(await client.versions.get({ versionId: '2.0' })).toEqual(created);
  });

  test.each([
    ['a duplicate version', { version: '1.0', from: '1.0' }, 400, 'VERSION_DUPLICATE'],
    ['a base that does not exist', { version: '3.0', from: '2.5' }, 404, 'VERSION_FORK_NOTFOUND'],
    ['is_deprecated on a new version', { version: '3.0', from: '1.0', is_deprecated: true }, 400, 'VERSION_INVALID'],
  ])('create refuses %s', async (_why, body, status, code) => {
    const error = await rejection(f.client().versions.create({ body }), isApiError);
    expect([error.status, error.code]).toEqual([status, code]);
  });

  test('the main version cannot be demoted or deleted', async () => {
    const client = f.client();
    const demote = await rejection(client.versions.update({ versionId: '1.0', body: { version: '1.0', from: '1.0', is_stable: false } }), isApiError);
    expect([demote.status, demote.code]).toEqual([400, 'VERSION_CANT_DEMOTE_STABLE']);
    const remove = await rejection(client.versions.delete({ versionId: '1.0' }), isApiError);
    expect([remove.status, remove.code]).toEqual([400, 'VERSION_CANT_REMOVE_STABLE']);
    expect(f.fake.version('1.0')?.is_stable).toBe(true);
  });

  test('making another version main moves the role; then the old one can be deleted', async () => {
    const client = f.client();
    await client.versions.create({ body: { version: '2.0', from: '1.0' } });
    const promoted = await client.versions.update({ versionId: '2.0', body: { version: '2.0', from: '1.0', is_stable: true, is_beta: false } });
    expect(promoted).toMatchObject({ is_stable: true, is_beta: false });
    expect(f.fake.version('1.0')?.is_stable).toBe(false);
    await client.versions.delete({ versionId: '1.0' });
    expect(f.fake.versions().map((v) => v.version)).toEqual(['2.0']);
    expect(f.fake.docs('1.0')).toEqual([]);
  });

  test('renaming a version moves its docs; deprecating keeps the rest', async () => {
    const client = f.client();
    await client.versions.create({ body: { version: '2.0', from: '1.0' } });
    const renamed = await client.versions.update({ versionId: '2.0', body: { version: '2.1', from: '1.0', is_deprecated: true } });
    expect(renamed).toMatchObject({ version: '2.1', version_clean: '2.1', is_deprecated: true, is_beta: true });
    expect((await client.docs.get({ slug: 'welcome', docsVersion: '2.1' })).version).toBe('2.1');
    const gone = await rejection(client.versions.get({ versionId: '2.0' }), isApiError);
    expect([gone.status, gone.code]).toEqual([404, 'VERSION_NOTFOUND']);
  });

  test('versions are found with or without a leading v', async () => {
    expect((await f.client().versions.get({ versionId: 'v1.0' })).version).toBe('1.0');
    expect((await f.client({ docsVersion: 'v1.0' }).docs.get({ slug: 'welcome' })).slug).toBe('welcome');
  });
});
