import { isNotFoundError } from '@org/http-core';

/**
 * Resolves to `null` when the call fails with a 404 (a benign miss: an unknown postcode, UDPRN, UMPRN,
 * suggestion, place, licensee or config) and to the data otherwise. Every other error is thrown as is.
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
    if (isNotFoundError(error)) return null;
    throw error;
  }
}
