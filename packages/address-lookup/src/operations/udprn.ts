import { defineOperation } from '@org/http-core';
import { envelope } from '../models/envelope.js';
import { PartialUkAddress } from '../models/uk-address.js';
import { fieldFilter, recordNumber } from '../params/common.js';
import { lookupTags } from '../params/tags.js';

/**
 * Reads the address with this UDPRN; a deleted or unknown one is a 404 with code 4044
 * (`orNull(...)` turns it into `null`). Affects the balance; accepts `tags`.
 */
export const udprnGet = defineOperation({
  method: 'GET',
  path: '/udprn/{udprn}',
  summary: 'Retrieve by UDPRN',
  pathParams: { udprn: { schema: recordNumber, description: 'The UDPRN.' } },
  query: { filter: fieldFilter, tags: lookupTags },
  response: envelope(PartialUkAddress),
  successStatus: [200],
});

/** Addresses by Unique Delivery Point Reference Number. */
export const udprnGroup = {
  get: udprnGet,
} as const;
