/**
 * What the service's response codes (`ApiCode`) mean, in words: read with the error path (`error-format.ts`), so
 * that a browser page downloads the table only when a call fails.
 */

const meanings: Readonly<Record<number, string>> = {
  2000: 'Success.',
  4000: 'The request is malformed.',
  4001: 'A value in the request failed validation (a length, a format).',
  4005: 'The start of the range is not a timestamp in milliseconds.',
  4006: 'The end of the range is not a timestamp in milliseconds.',
  4007: 'The range starts after it ends.',
  4008: 'The range is longer than 90 days.',
  4009: 'More than 3 tags.',
  4010: 'The API key is not valid.',
  4011: 'The page calling the service is not on the key’s list of allowed URLs.',
  4012: 'The user token is not valid.',
  4013: 'A sub-licensed key needs a licensee.',
  4020: 'The key has no lookups left.',
  4021: 'A daily limit was reached: the key’s, or the one per IP address.',
  4040: 'Not found: for a postcode, no such postcode (the body may suggest close ones).',
  4041: 'No user matches the credentials.',
  4042: 'No such key.',
  4044: 'No address has this UDPRN.',
  4045: 'No such licensee.',
  4046: 'No address has this UMPRN.',
  5000: 'The service failed.',
  5001: 'The service failed.',
  5002: 'The service took too long and gave up; the request may be repeated.',
};

/** What a response code means, in a sentence; `undefined` for a code this package does not know. */
export function apiCodeMeaning(code: number | string | undefined): string | undefined {
  return typeof code === 'number' ? meanings[code] : undefined;
}
