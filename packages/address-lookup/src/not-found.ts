import { isNotFoundError } from '@org/http-core';
import { ApiCode } from './api-codes.js';
import { isAddressLookupError } from './errors.js';

/** The codes of a resource the service looked for and did not find. */
const missingResourceCodes: ReadonlySet<number> = new Set([
  ApiCode.PostcodeNotFound,
  ApiCode.UserNotFound,
  ApiCode.KeyNotFound,
  ApiCode.UdprnNotFound,
  ApiCode.LicenseeNotFound,
  ApiCode.UmprnNotFound,
]);

/**
 * Resolves to `null` when the call fails with a 404 that names a missing resource (a benign miss: an unknown
 * postcode, UDPRN, UMPRN, suggestion, place, licensee or config; codes 4040-4046) and to the data otherwise.
 * Every other error is thrown as is, a 404 without such a code included: that one means the request went
 * somewhere the service has no endpoint (a wrong `baseUrl`, a proxy), which no caller should read as "none".
 *
 * @example
 * ```ts
 * const address = await orNull(client.udprn.get({ udprn: 23747771 }));
 * if (address === null) showManualEntry();
 * ```
 */
export async function orNull<T>(call: PromiseLike<T>): Promise<T | null> {
  try {
    return await call;
  } catch (error) {
    if (isNotFoundError(error) && isAddressLookupError(error) && error.apiCode !== undefined && missingResourceCodes.has(error.apiCode)) return null;
    throw error;
  }
}
