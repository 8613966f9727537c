import { type ClientOptions } from '@org/http-core';
import { notificationCredentials } from './credentials.js';
import { resolveNotificationBaseUrl } from './environment.js';
import type { NotificationConfigClientOptions } from './client-options.js';

/** The core's client options for this service's options, shared by both client factories. */
export function coreOptions(options: NotificationConfigClientOptions): ClientOptions {
  const { apiKey, username, password, auth, environment, liveUrl, baseUrl, credentialEnvironment, ...rest } = options;
  const resolved = resolveNotificationBaseUrl({ environment, liveUrl, baseUrl, credentialEnvironment });
  const credentials = auth ?? notificationCredentials({ apiKey, username, password });
  return { ...rest, baseUrl: resolved, auth: credentials };
}
