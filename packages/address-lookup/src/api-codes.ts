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
