import { bearer, type ClientOptions } from '@org/http-core';
import type { MarketplaceClientOptions } from './client-options.js';

/** The core's client options for this service's options, shared by both client factories. */
export function coreOptions(options: MarketplaceClientOptions): ClientOptions {
  const { token, auth, baseUrl, ...rest } = options;
  const credential = auth ?? (token === undefined ? undefined : bearer(token));
  return { ...rest, baseUrl: baseUrl ?? DEFAULT_BASE_URL, ...(credential ? { auth: credential } : {}) };
}

/** The service's public address. */
export const DEFAULT_BASE_URL = 'https://authorizedbuyersmarketplace.googleapis.com';
