import * as z from '@org/http-core/light';
import { integer, plainCheck } from '@org/http-core/light';

const INT32_MAX = 2_147_483_647;

/** A positive 32-bit integer, as the service's integer identifiers are. */
export const positiveInt32 = integer(1, INT32_MAX);

/** The same number written in decimal digits, as the service returns subscription ids. */
const decimalInt32 = z
  .string()
  .check(
    plainCheck((value: string) => /^[1-9]\d{0,9}$/.test(value), 'must be a positive integer in decimal digits'),
    plainCheck((value: string) => Number(value) <= INT32_MAX, 'must fit in a 32-bit integer'),
  );

/**
 * Identifier of an app (`appId` in every path): a positive 32-bit integer.
 */
export const AppId = positiveInt32;
/** Identifier of an app. */
export type AppId = z.infer<typeof AppId>;

/**
 * Identifier of a subscription as a caller passes it. The service takes an integer in paths and batch
 * inputs but returns a subscription's `id` as a string, so both forms are accepted: `7` or `'7'`.
 */
export const SubscriptionId = z.union([positiveInt32, decimalInt32]);
/** Identifier of a subscription: the number, or the string the service returned in `Subscription.id`. */
export type SubscriptionId = z.input<typeof SubscriptionId>;

/** A {@link SubscriptionId} converted to the integer the service expects in request bodies. */
export const SubscriptionIdNumber = z.pipe(
  SubscriptionId,
  z.transform((value: number | string) => Number(value)),
);
