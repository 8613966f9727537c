import { apiKeyHeader, type ClientOptions } from '@org/http-core';
import { resolveCheckoutBaseUrl } from './environment.js';
import type { CheckoutUtilityClientOptions } from './client-options.js';

/** The core's client options for this service's options, shared by both client factories. */
export function coreOptions(options: CheckoutUtilityClientOptions): ClientOptions {
  // The service's own options are read from `options` as given, and none of them reaches the core.
  const { apiKey, environment: _environment, liveUrl: _liveUrl, keyEnvironment: _keyEnvironment, ...rest } = options;
  return { ...rest, baseUrl: resolveCheckoutBaseUrl(options), auth: apiKeyHeader(apiKey, { header: 'x-api-key' }) };
}
