import { defineOperation } from '@org/http-core';
import { envelope } from '../models/envelope.js';
import { PhoneNumberCheck } from '../models/phone-number.js';
import { notBlankString } from '../params/string-checks.js';
import { lookupTags } from '../params/tags.js';

/**
 * Checks whether a phone number is valid and names its country and carrier. The number must carry its
 * country code (`+44...`, `+1...`). Affects the balance; accepts `tags`.
 *
 * @example
 * ```ts
 * const { valid, national_format } = await client.phoneNumbers.validate({ query: '+442079460123' });
 * ```
 */
export const phoneNumbersValidate = defineOperation({
  method: 'GET',
  path: '/phone_numbers',
  summary: 'Phone number validation',
  query: {
    query: { schema: notBlankString, name: 'query', description: 'The phone number, with its country code.' },
    tags: lookupTags,
  },
  response: envelope(PhoneNumberCheck),
  successStatus: [200],
});

/** Checking a phone number. */
export const phoneNumbersGroup = {
  validate: phoneNumbersValidate,
} as const;
