import { bearer, type ClientOptions, type Credential } from '@org/http-core';
import type { EventTriggerClientOptions } from './client-options.js';

/** The core's client options for this service's options, shared by both client factories. */
export function coreOptions(options: EventTriggerClientOptions): ClientOptions {
  const { token, baseUrl = DEFAULT_BASE_URL, auth, ...rest } = options;
  const credentials: Credential[] = [];
  if (token !== undefined) credentials.push(bearer(token));
  if (auth !== undefined) credentials.push(...(Array.isArray(auth) ? auth : [auth as Credential]));
  return { ...rest, baseUrl, auth: credentials };
}

/** The public address of the event trigger service. */
export const DEFAULT_BASE_URL = 'https://eventarc.googleapis.com';
