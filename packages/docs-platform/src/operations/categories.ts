import { defineOperation } from '@org/http-core';
import * as z from '@org/http-core/light';
import { docsVersion } from '../docs-version.js';
import { Category } from '../models/category.js';
import { Doc } from '../models/doc.js';

const slug = { schema: z.string().check(z.minLength(1)), description: 'Slug of the category.' } as const;

/** Gets a category of a documentation version by its slug; its `_id` is what a doc's `category` names. */
export const categoriesGet = defineOperation({
  method: 'GET',
  path: '/categories/{slug}',
  summary: 'Get category',
  pathParams: { slug },
  headers: { docsVersion },
  response: Category,
});

/** Lists the docs of a category in a documentation version. */
export const categoriesListDocs = defineOperation({
  method: 'GET',
  path: '/categories/{slug}/docs',
  summary: 'Docs of a category',
  pathParams: { slug },
  headers: { docsVersion },
  response: z.array(Doc),
});

/** Categories of a documentation version (read-only here). */
export const categoriesGroup = {
  get: categoriesGet,
  listDocs: categoriesListDocs,
};
