import * as z from '@org/http-core/light';
import { plainCheck } from '@org/http-core/light';
import { wholeNumber } from './number-checks.js';
import { isDigits, nonEmptyString } from './string-checks.js';
import { termList } from './terms.js';

/** Results per page or suggestions per answer: 1 to 100. */
export const limitParam = {
  schema: z.optional(wholeNumber(1, 100)),
  name: 'limit',
  description: 'Most results to return (1-100, service default 10).',
} as const;

/** Zero-based page number. */
export const pageParam = {
  schema: z.optional(wholeNumber(0)),
  name: 'page',
  description: 'Zero-based page of results.',
} as const;

/** Fields to return; everything else is left out of each address. */
export const fieldFilter = termList({ name: 'filter', description: 'Return only these address fields, e.g. `["line_1", "postcode"]`.' });

/**
 * A UDPRN or UMPRN: a whole number (the test values are negative), or up to 9 digits as text with an optional `-`,
 * checked by looking at its characters rather than by a pattern.
 */
export const recordNumber = z.union([
  wholeNumber(),
  z.string().check(plainCheck((text: string) => isDigits(text.startsWith('-') ? text.slice(1) : text, 9), 'must be a whole number')),
]);

/** A free-text search. */
export const searchText = { schema: z.optional(z.string()), name: 'query', description: 'Free text to search for.' } as const;

/**
 * An API key or sub-licensed key in a path. Marked secret so that it never shows in messages or logs;
 * defaults to the client's own key.
 */
export const keyPathParam = {
  schema: z.optional(nonEmptyString),
  secret: true,
  description: "The key (`ak_...` or `sl_...`); defaults to the client's API key.",
} as const;

/** A licensee key in a path; secret like any key. */
export const licenseePathParam = {
  schema: nonEmptyString,
  secret: true,
  description: 'The licensee key (`sk_...`).',
} as const;

/** Restricts a report to one licensee of a sub-licensed key. */
export const licenseeFilter = {
  schema: z.optional(nonEmptyString),
  name: 'licensee',
  secret: true,
  description: 'Sub-licensed keys only: report on this licensee alone.',
} as const;
