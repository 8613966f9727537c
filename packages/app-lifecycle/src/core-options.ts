import { apiKeyHeader } from '@org/http-core';
import { type ClientOptions, type Credential, type ErrorBodyParser } from '@org/http-core';
import { completedParser } from './status-completion.js';
import type { AppLifecycleClientOptions } from './client-options.js';

/** The core's client options for this service's options, shared by both client factories. */
export function coreOptions(options: AppLifecycleClientOptions): ClientOptions {
  const { apiKey, appApiKey, auth, errorParser, ...rest } = options;
  const credentials: Credential[] = [];
  if (apiKey !== undefined) credentials.push(appLifecycleApiKey(apiKey));
  if (appApiKey !== undefined) credentials.push(appLifecycleAppApiKey(appApiKey));
  if (auth !== undefined) credentials.push(...(Array.isArray(auth) ? (auth as readonly Credential[]) : [auth as Credential]));
  // The service's parser fills in a code and a message from the status; a parser of the caller's does too.
  const parser: ErrorBodyParser | undefined = errorParser && completedParser(errorParser);
  return { ...rest, auth: credentials, ...(parser ? { errorParser: parser } : {}) };
}

/**
 * A user API token in the `X-API-Key` header (credential kind `userApiToken`), accepted by every operation
 * that needs a credential. Use it for per-call `auth`.
 */
export function appLifecycleApiKey(key: string): Credential {
  return apiKeyHeader(key, { header: 'X-API-Key', kind: 'userApiToken' });
}

/**
 * An app API token in the `X-API-Key` header (credential kind `appApiToken`). Operations reserved for a user
 * token refuse it before sending. Use it for per-call `auth`.
 */
export function appLifecycleAppApiKey(key: string): Credential {
  return apiKeyHeader(key, { header: 'X-API-Key', kind: 'appApiToken' });
}
