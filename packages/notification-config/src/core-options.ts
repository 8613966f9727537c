import { type ClientOptions } from '@org/http-core';
import { notificationCredentials } from './credentials.js';
import { resolveNotificationBaseUrl } from './environment.js';
import type { NotificationConfigClientOptions } from './client-options.js';

/** The core's client options for this service's options, shared by both client factories. */
export function coreOptions(options: NotificationConfigClientOptions): ClientOptions {
  // The service's own options are read from `options` as given, and none of them reaches the core.
  const { apiKey: _apiKey, username: _username, password: _password, auth, environment: _environment, liveUrl: _liveUrl, credentialEnvironment: _issuedFor, ...rest } = options;
  return { ...rest, baseUrl: resolveNotificationBaseUrl(options), auth: auth ?? notificationCredentials(options) };
}
