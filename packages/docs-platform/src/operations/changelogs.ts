import { defineListOperation, defineOperation, jsonBody, linkHeaderPaging } from '@org/http-core';
import * as z from '@org/http-core/light';
import { Changelog, ChangelogInput } from '../models/changelog.js';
import { pageQuery } from '../paging.js';

const slug = { schema: z.string().check(z.minLength(1)), description: 'Slug of the changelog entry.' } as const;

/** Lists changelog entries, newest first, a page at a time (`page`, `perPage`, following the `Link` header). */
export const changelogsList = defineListOperation({
  method: 'GET',
  path: '/changelogs',
  summary: 'List changelogs',
  query: pageQuery,
  response: z.array(Changelog),
  pagination: linkHeaderPaging({ items: '', identity: 'slug' }),
});

/** Creates a changelog entry; its slug is made from the title. Not retried automatically (a POST). */
export const changelogsCreate = defineOperation({
  method: 'POST',
  path: '/changelogs',
  summary: 'Create changelog',
  body: jsonBody(ChangelogInput),
  response: Changelog,
});

/** Gets a changelog entry by slug. */
export const changelogsGet = defineOperation({
  method: 'GET',
  path: '/changelogs/{slug}',
  summary: 'Get changelog',
  pathParams: { slug },
  response: Changelog,
});

/** Replaces a changelog entry's title, type, body and visibility; the slug stays. */
export const changelogsUpdate = defineOperation({
  method: 'PUT',
  path: '/changelogs/{slug}',
  summary: 'Update changelog',
  pathParams: { slug },
  body: jsonBody(ChangelogInput),
  response: Changelog,
});

/** Deletes a changelog entry. */
export const changelogsDelete = defineOperation({
  method: 'DELETE',
  path: '/changelogs/{slug}',
  summary: 'Delete changelog',
  pathParams: { slug },
  responseKind: 'none',
});

/** Changelog entries of the project (not tied to a documentation version). */
export const changelogsGroup = {
  list: changelogsList,
  create: changelogsCreate,
  get: changelogsGet,
  update: changelogsUpdate,
  delete: changelogsDelete,
};
