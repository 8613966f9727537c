import { apiKeyHeader, type ClientOptions } from '@org/http-core';
import { resolveCheckoutBaseUrl } from './environment.js';
import type { CheckoutUtilityClientOptions } from './client-options.js';

/** The core's client options for this service's options, shared by both client factories. */
export function coreOptions(options: CheckoutUtilityClientOptions): ClientOptions {
  const { apiKey, environment, liveUrl, baseUrl, keyEnvironment, ...rest } = options;
  const resolved = resolveCheckoutBaseUrl({ environment, liveUrl, baseUrl, keyEnvironment });
  return { ...rest, baseUrl: resolved, auth: apiKeyHeader(apiKey, { header: 'x-api-key' }) };
}
