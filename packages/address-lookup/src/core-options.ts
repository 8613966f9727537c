import { ValidationError, type ClientOptions, type Credential } from '@org/http-core';
import { apiKeyAuth, userTokenAuth } from './credentials.js';
import type { AddressLookupClientOptions } from './client-options.js';
import { rateLimitThrottle } from './rate-limiter-on-demand.js';

/** The core's client options for this service's options, shared by both client factories. */
export function coreOptions(options: AddressLookupClientOptions): ClientOptions {
  const { apiKey, userToken, licensee, credentialPlacement, rateLimit, auth, ...rest } = options;
  // `auth` is one credential, a list of them, or nothing: flattened one level, a list gives its items.
  const credentials: Credential[] = [auth ?? []].flat();
  if (apiKey !== undefined) credentials.push(apiKeyAuth(apiKey, { placement: credentialPlacement, licensee }));
  else if (licensee !== undefined) throw new ValidationError('licensee is sent with apiKey; give the API key too', { field: 'licensee' });
  if (userToken !== undefined) credentials.push(userTokenAuth(userToken, { placement: credentialPlacement }));
  return {
    ...rest,
    baseUrl: rest.baseUrl ?? DEFAULT_BASE_URL,
    auth: credentials,
    // The published resolve-place path has a stray `$` (`/places/${place}`): the segment is dropped.
    pathAliases: { $: '', ...rest.pathAliases },
    paramDefaults: apiKey === undefined ? rest.paramDefaults : { key: apiKey, ...rest.paramDefaults },
    throttle: rateLimitThrottle(rateLimit),
  };
}

/** The service's public address, including the `/v1` version prefix. */
export const DEFAULT_BASE_URL = 'https://api.ideal-postcodes.co.uk/v1';
