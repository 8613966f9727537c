import { defineOperation } from '@org/http-core';
import { OriginKeysRequest, OriginKeysResponse } from '../models/origin-keys.js';

/**
 * Creates origin key values for one or more merchant domains. The answer maps each domain, exactly as
 * sent, to its key; {@link originKeyOutcomes} pairs them up domain by domain.
 *
 * Every domain is checked as an origin (scheme and host, optional port, no path) before anything is
 * sent. Not retried automatically (a POST).
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
  body: OriginKeysRequest,
  response: OriginKeysResponse,
});

/** Origin keys: the values a browser-side checkout integration presents for a merchant domain. */
export const originKeysGroup = {
  create: originKeysCreate,
};
