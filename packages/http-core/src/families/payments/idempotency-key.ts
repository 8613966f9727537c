import type { IdempotencyKeySpec } from '../../idempotency.js';

/**
 * The payment platform's idempotency key: the `Idempotency-Key` header its POST requests take, a key of at most
 * 64 characters. A request sent again with the same key gets the first request's answer; nothing is done twice.
 * Give it as an operation's `idempotencyKey`.
 */
export const paymentIdempotencyKey = { header: 'Idempotency-Key', maxLength: 64 } as const satisfies IdempotencyKeySpec;
