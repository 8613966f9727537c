import { defineOperation, jsonBody } from '@org/http-core';
import { paymentIdempotencyKey } from '@org/http-core/payments';
import { OriginKeysRequest, OriginKeysResponse } from '../models/origin-keys.js';

/**
 * Creates origin key values for one or more merchant domains. The answer maps each domain, exactly as
 * sent, to its key; {@link originKeyOutcomes} pairs them up domain by domain.
 *
 * Every domain is checked as an origin (scheme and host, optional port, no path) before anything is
 * sent. Sends an `Idempotency-Key` (one per call, or the call's `idempotencyKey`), so a failed attempt is
 * retried like a read: the service answers a repeat with its first answer.
 *
 * @example
 * ```ts
 * const { originKeys } = await client.originKeys.create({
 *   body: { originDomains: ['https://www.example.com', 'http://localhost:3000'] },
 * });
 * ```
 */
export const originKeysCreate = defineOperation({
  method: 'POST',
  path: '/originKeys',
  summary: 'Create origin key values for one or more merchant domains',
  body: jsonBody(OriginKeysRequest),
  response: OriginKeysResponse,
  idempotencyKey: paymentIdempotencyKey,
});

/** Origin keys: the values a browser-side checkout integration presents for a merchant domain. */
export const originKeysGroup = {
  create: originKeysCreate,
};
