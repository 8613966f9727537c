import { bearer, type ClientOptions } from '@org/http-core';
import type { EventTriggerClientOptions } from './client-options.js';

/** The core's client options for this service's options, shared by both client factories. */
export function coreOptions(options: EventTriggerClientOptions): ClientOptions {
  const { token, baseUrl = DEFAULT_BASE_URL, auth, ...rest } = options;
  // The token's bearer credential first, then those of `auth` (one or several).
  return { ...rest, baseUrl, auth: [token === undefined ? [] : bearer(token), auth ?? []].flat() };
}

/** The public address of the event trigger service. */
export const DEFAULT_BASE_URL = 'https://eventarc.googleapis.com';
