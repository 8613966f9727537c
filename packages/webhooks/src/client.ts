import { createClient, type RequestMethods } from '@org/http-core';
import { webhooksService } from './service.js';
import type { WebhooksClientOptions } from './client-options.js';
import { coreOptions } from './core-options.js';
import type { WebhooksMethods } from './operation-types.js';

/**
 * A client of the webhook subscription service: `client.settings.*` and `client.subscriptions.*`.
 * `client.request(...)` sends what the operation table does not declare, with the client's credential and limits.
 */
export type WebhooksClient = WebhooksMethods & RequestMethods;

/**
 * Creates a client of the webhook subscription service.
 *
 * Error answers become typed errors (`AuthenticationError`, `NotFoundError`, `ApiError`, ...) whose `code`
 * is the service's `category` and whose `requestId` is its `correlationId`.
 *
 * @example
 * ```ts
 * const client = createWebhooksClient({ apiKey: process.env.WEBHOOKS_API_KEY! });
 * const { results } = await client.subscriptions.list({ appId: 1001 });
 * ```
 * @throws ValidationError when both `apiKey` and `auth` are given, or the key or `baseUrl` is not usable.
 */
export function createWebhooksClient(options: WebhooksClientOptions = {}): WebhooksClient {
  return createClient(webhooksService, coreOptions(options));
}

export { DEFAULT_BASE_URL } from './core-options.js';

export type { WebhooksClientOptions } from './client-options.js';
