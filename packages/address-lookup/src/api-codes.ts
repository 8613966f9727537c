/**
 * The service's numeric response codes. `code` in every body says more than the HTTP status: 2000 is
 * success, 4xxx a problem with the request, 5xxx a problem on the service's side.
 */
export const ApiCode = {
  Success: 2000,
  BadSyntax: 4000,
  ValidationFailed: 4001,
  InvalidStart: 4005,
  InvalidEnd: 4006,
  StartAfterEnd: 4007,
  RangeTooLong: 4008,
  TooManyTags: 4009,
  InvalidKey: 4010,
  UrlNotAllowed: 4011,
  InvalidUserToken: 4012,
  LicenseeRequired: 4013,
  BalanceDepleted: 4020,
  LimitReached: 4021,
  PostcodeNotFound: 4040,
  UserNotFound: 4041,
  KeyNotFound: 4042,
  UdprnNotFound: 4044,
  LicenseeNotFound: 4045,
  UmprnNotFound: 4046,
  ServerError: 5000,
  ServerErrorAlt: 5001,
  ServerTimeout: 5002,
} as const;

/** A known response code. */
export type ApiCode = (typeof ApiCode)[keyof typeof ApiCode];

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
