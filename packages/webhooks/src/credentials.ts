import { apiKeyHeader, type Credential } from '@org/http-core';

/** The header the service reads the API key from. */
export const API_KEY_HEADER = 'X-API-Key';

/**
 * The service's credential: an API key sent in the `X-API-Key` header. Pass it as a client's or a
 * call's `auth`, e.g. to use another key for one call.
 *
 * @example
 * ```ts
 * await client.settings.get({ appId: 1001 }, { auth: webhooksApiKey(otherKey) });
 * ```
 */
export function webhooksApiKey(key: string): Credential {
  return apiKeyHeader(key, { header: API_KEY_HEADER });
}
