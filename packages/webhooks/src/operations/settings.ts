import { defineOperation, jsonBody } from '@org/http-core';
import { AppId } from '../models/ids.js';
import { Settings, SettingsInput } from '../models/settings.js';

const pathParams = {
  appId: { schema: AppId, description: 'The app whose settings these are.' },
} as const;

/**
 * Gets the webhook settings of an app: its target URL and throttling.
 *
 * @throws NotFoundError when the app has no settings.
 * @example
 * ```ts
 * const { targetUrl, throttling } = await client.settings.get({ appId: 1001 });
 * ```
 */
export const settingsGet = defineOperation({
  method: 'GET',
  path: '/webhooks/v3/{appId}/settings',
  summary: 'Get the webhook settings of an app',
  pathParams,
  response: Settings,
});

/**
 * Configures the settings (target URL and throttling) of an app, replacing any earlier ones: an app
 * has exactly one target URL. The URL must be absolute and HTTPS; plain HTTP is accepted only to a
 * loopback address, for local testing. A bad URL is refused before anything is sent.
 *
 * @example
 * ```ts
 * await client.settings.configure({
 *   appId: 1001,
 *   body: { targetUrl: 'https://hooks.example.com/events', throttling: { maxConcurrentRequests: 10, period: 'SECONDLY' } },
 * });
 * ```
 */
export const settingsConfigure = defineOperation({
  method: 'PUT',
  path: '/webhooks/v3/{appId}/settings',
  summary: 'Configure the settings (target URL)',
  pathParams,
  body: jsonBody(SettingsInput),
  response: Settings,
});

/**
 * Clears the settings of an app: no target URL is left, so no event is delivered. The app's
 * subscriptions are kept.
 *
 * @example
 * ```ts
 * await client.settings.clear({ appId: 1001 });
 * ```
 */
export const settingsClear = defineOperation({
  method: 'DELETE',
  path: '/webhooks/v3/{appId}/settings',
  summary: 'Clear the settings',
  pathParams,
});

/**
 * An app's webhook settings. An app has at most one target URL: configuring replaces it, clearing
 * removes it. Subscriptions do not depend on the settings and survive a clear.
 */
export const settingsGroup = {
  get: settingsGet,
  configure: settingsConfigure,
  clear: settingsClear,
} as const;
