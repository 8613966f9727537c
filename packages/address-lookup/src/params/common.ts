import * as z from '@org/http-core/zod';
import { termList } from './terms.js';

/** Results per page or suggestions per answer: 1 to 100. */
export const limitParam = {
  schema: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.int().check(/* @__PURE__ */ z.minimum(1), /* @__PURE__ */ z.maximum(100))),
  name: 'limit',
  description: 'Most results to return (1-100, service default 10).',
} as const;

/** Zero-based page number. */
export const pageParam = {
  schema: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.int().check(/* @__PURE__ */ z.minimum(0))),
  name: 'page',
  description: 'Zero-based page of results.',
} as const;

/** Fields to return; everything else is left out of each address. */
export const fieldFilter = /* @__PURE__ */ termList('filter', 'Return only these address fields, e.g. `["line_1", "postcode"]`.');

/** A free-text search. */
export const searchText = { schema: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.string()), name: 'query', description: 'Free text to search for.' } as const;

/**
 * An API key or sub-licensed key in a path. Marked secret so that it never shows in messages or logs;
 * defaults to the client's own key.
 */
export const keyPathParam = {
  schema: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.string().check(/* @__PURE__ */ z.minLength(1))),
  secret: true,
  description: "The key (`ak_...` or `sl_...`); defaults to the client's API key.",
} as const;

/** A licensee key in a path; secret like any key. */
export const licenseePathParam = {
  schema: /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.minLength(1)),
  secret: true,
  description: 'The licensee key (`sk_...`).',
} as const;

/** Restricts a report to one licensee of a sub-licensed key. */
export const licenseeFilter = {
  schema: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.string().check(/* @__PURE__ */ z.minLength(1))),
  name: 'licensee',
  secret: true,
  description: 'Sub-licensed keys only: report on this licensee alone.',
} as const;
