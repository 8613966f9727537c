import { defineOperation } from '@org/http-core';
import { envelope } from '../models/envelope.js';
import { KeyAvailability, KeyDetails, KeyUsage } from '../models/key.js';
import { keyPathParam, licenseeFilter } from '../params/common.js';
import { usageTags } from '../params/tags.js';
import { reportRangeIssues } from '../report-range.js';
import { rangeEnd, rangeStart } from '../params/timestamps.js';

/**
 * Tells whether a key (`ak_...` or `sl_...`) can be used now and which countries it searches. Needs no
 * credential: check a key before offering address search on a page.
 */
export const keysAvailability = defineOperation({
  method: 'GET',
  path: '/keys/{key}',
  summary: 'Key availability',
  pathParams: { key: keyPathParam },
  response: envelope(KeyAvailability),
  successStatus: [200],
  auth: [],
});

/** Reads a key's balance, limits, allowed URLs, datasets and purchases. Needs the user token. */
export const keysDetails = defineOperation({
  method: 'GET',
  path: '/keys/{key}/details',
  summary: 'Key details',
  pathParams: { key: keyPathParam },
  response: envelope(KeyDetails),
  successStatus: [200],
  auth: ['userToken'],
});

/**
 * Downloads the key's lookup history between `start` and `end` (at most 90 days apart; checked before
 * sending; the service's default is the last 21 days) as CSV. The client parses the rows
 * (`parseLookupLog`); pass `{ raw: true }` for the text, or use `streamLookups` for long ranges. Needs the
 * user token.
 */
export const keysLookups = defineOperation({
  method: 'GET',
  path: '/keys/{key}/lookups',
  summary: 'Lookup logs as CSV',
  pathParams: { key: keyPathParam },
  query: { start: rangeStart, end: rangeEnd, licensee: licenseeFilter },
  check: (input) => reportRangeIssues(input),
  responseKind: 'text',
  successStatus: [200],
  auth: ['userToken'],
});

/**
 * Counts the key's lookups per day between `start` and `end` (at most 90 days apart; checked before
 * sending), optionally only those carrying all of `tags`. Needs the user token.
 */
export const keysUsage = defineOperation({
  method: 'GET',
  path: '/keys/{key}/usage',
  summary: 'Usage statistics',
  pathParams: { key: keyPathParam },
  query: { start: rangeStart, end: rangeEnd, tags: usageTags, licensee: licenseeFilter },
  check: (input) => reportRangeIssues(input),
  response: envelope(KeyUsage),
  successStatus: [200],
  auth: ['userToken'],
});

/** Keys: availability, private details, lookup history and usage. */
export const keysGroup = {
  availability: keysAvailability,
  details: keysDetails,
  lookups: keysLookups,
  usage: keysUsage,
} as const;
