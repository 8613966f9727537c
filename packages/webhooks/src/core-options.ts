import { type ClientOptions, type Credential, ValidationError } from '@org/http-core';
import { webhooksApiKey } from './credentials.js';
import type { WebhooksClientOptions } from './client-options.js';

/** The core's client options for this service's options, shared by both client factories. */
export function coreOptions(options: WebhooksClientOptions): ClientOptions {
  const { apiKey, baseUrl, auth, ...rest } = options;
  if (apiKey !== undefined && auth !== undefined) {
    throw new ValidationError('@org/webhooks: give apiKey or auth, not both', { field: 'apiKey' });
  }
  const credentials: Credential | readonly Credential[] | undefined = apiKey === undefined ? auth : webhooksApiKey(apiKey);
  return {
    ...rest,
    baseUrl: baseUrl ?? DEFAULT_BASE_URL,
    ...(credentials === undefined ? {} : { auth: credentials }),
  };
}

/** The public address of the service; used when `baseUrl` is not given. */
export const DEFAULT_BASE_URL = 'https://api.hubapi.com';
