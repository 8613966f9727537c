import { defineOperation } from '@org/http-core';
import { envelope } from '../models/envelope.js';
import { PartialUkAddress } from '../models/uk-address.js';
import { fieldFilter, recordNumber } from '../params/common.js';
import { lookupTags } from '../params/tags.js';

/**
 * Reads the multiple-residence address with this UMPRN; an unknown one is a 404 with code 4046
 * (`orNull(...)` turns it into `null`). Affects the balance; accepts `tags`.
 */
export const umprnGet = defineOperation({
  method: 'GET',
  path: '/umprn/{umprn}',
  summary: 'Retrieve by UMPRN',
  pathParams: { umprn: { schema: recordNumber, description: 'The UMPRN.' } },
  query: { filter: fieldFilter, tags: lookupTags },
  response: envelope(PartialUkAddress),
  successStatus: [200],
});

/** Flats and other multiple-residence premises by UMPRN. */
export const umprnGroup = {
  get: umprnGet,
} as const;
