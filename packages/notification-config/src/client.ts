import { createClient, type RequestMethods } from '@org/http-core';
import { notificationConfigService } from './service.js';
import type { NotificationConfigClientOptions } from './client-options.js';
import { coreOptions } from './core-options.js';
import type { NotificationConfigMethods } from './operation-types.js';

/**
 * A notification configuration client: `client.configurations.create(...)`, `.get`, `.list`, `.update`, `.delete`, `.test`.
 * `client.request(...)` sends what the operation table does not declare, with the client's credential and limits.
 */
export type NotificationConfigClient = NotificationConfigMethods & RequestMethods;

/**
 * Creates a notification configuration client. Options are checked at once: missing credentials, a
 * `live` client without `liveUrl`, or credentials known to belong to the other environment throw a
 * `ValidationError` before anything is sent.
 *
 * JSON answers are read so that 64-bit ids keep every digit: `notificationId` is always an exact decimal
 * string, and ids you send (string, `bigint` or safe `number`) are written as JSON numbers with every digit.
 *
 * @example
 * ```ts
 * const client = createNotificationConfigClient({ apiKey: process.env.NOTIFICATION_API_KEY! });
 * const { configurations = [] } = await client.configurations.list();
 * ```
 */
export function createNotificationConfigClient(options: NotificationConfigClientOptions): NotificationConfigClient {
  return createClient(notificationConfigService, coreOptions(options));
}

export type { NotificationConfigClientOptions } from './client-options.js';
