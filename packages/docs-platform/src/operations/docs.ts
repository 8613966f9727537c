import { defineOperation, jsonBody } from '@org/http-core';
import * as z from '@org/http-core/light';
import { docsVersion } from '../docs-version.js';
import { Doc, DocInput, DocSearchResult } from '../models/doc.js';

const slug = { schema: z.string().check(z.minLength(1)), description: 'Slug of the doc page.' } as const;

/**
 * Creates a doc page in a category of a documentation version; its slug is made from the title. Not
 * retried automatically (a POST).
 */
export const docsCreate = defineOperation({
  method: 'POST',
  path: '/docs',
  summary: 'Create doc',
  headers: { docsVersion },
  body: jsonBody(DocInput),
  response: Doc,
});

/** Searches the titles and bodies of the docs of a documentation version. */
export const docsSearch = defineOperation({
  method: 'POST',
  path: '/docs/search',
  summary: 'Search docs',
  query: { search: { schema: z.string().check(z.minLength(1)), description: 'Text to search the docs for.' } },
  headers: { docsVersion },
  response: DocSearchResult,
});

/** Gets a doc page by slug. */
export const docsGet = defineOperation({
  method: 'GET',
  path: '/docs/{slug}',
  summary: 'Get doc',
  pathParams: { slug },
  headers: { docsVersion },
  response: Doc,
});

/** Replaces a doc page's title, type, body, category, visibility and parent; the slug stays. */
export const docsUpdate = defineOperation({
  method: 'PUT',
  path: '/docs/{slug}',
  summary: 'Update doc',
  pathParams: { slug },
  headers: { docsVersion },
  body: jsonBody(DocInput),
  response: Doc,
});

/** Deletes a doc page. */
export const docsDelete = defineOperation({
  method: 'DELETE',
  path: '/docs/{slug}',
  summary: 'Delete doc',
  pathParams: { slug },
  headers: { docsVersion },
  responseKind: 'none',
});

/** Doc pages of a documentation version. Every operation needs the version (`docsVersion`). */
export const docsGroup = {
  create: docsCreate,
  search: docsSearch,
  get: docsGet,
  update: docsUpdate,
  delete: docsDelete,
};
