import { defineListOperation, defineOperation, jsonBody, linkHeaderPaging } from '@org/http-core';
import * as z from '@org/http-core/light';
import { CustomPage, CustomPageInput } from '../models/custom-page.js';
import { pageQuery } from '../paging.js';

const slug = { schema: z.string().check(z.minLength(1)), description: 'Slug of the custom page.' } as const;

/** Lists custom pages, a page at a time (`page`, `perPage`, following the `Link` header). */
export const customPagesList = defineListOperation({
  method: 'GET',
  path: '/custompages',
  summary: 'List custom pages',
  query: pageQuery,
  response: z.array(CustomPage),
  pagination: linkHeaderPaging({ items: '', identity: 'slug' }),
});

/** Creates a custom page in Markdown or HTML; its slug is made from the title. Not retried automatically (a POST). */
export const customPagesCreate = defineOperation({
  method: 'POST',
  path: '/custompages',
  summary: 'Create custom page',
  body: jsonBody(CustomPageInput),
  response: CustomPage,
});

/** Gets a custom page by slug. */
export const customPagesGet = defineOperation({
  method: 'GET',
  path: '/custompages/{slug}',
  summary: 'Get custom page',
  pathParams: { slug },
  response: CustomPage,
});

/** Replaces a custom page's content and visibility; the slug stays. */
export const customPagesUpdate = defineOperation({
  method: 'PUT',
  path: '/custompages/{slug}',
  summary: 'Update custom page',
  pathParams: { slug },
  body: jsonBody(CustomPageInput),
  response: CustomPage,
});

/** Deletes a custom page. */
export const customPagesDelete = defineOperation({
  method: 'DELETE',
  path: '/custompages/{slug}',
  summary: 'Delete custom page',
  pathParams: { slug },
  responseKind: 'none',
});

/** Custom pages of the project (not tied to a documentation version). */
export const customPagesGroup = {
  list: customPagesList,
  create: customPagesCreate,
  get: customPagesGet,
  update: customPagesUpdate,
  delete: customPagesDelete,
};
