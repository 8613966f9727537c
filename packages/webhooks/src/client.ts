import { type ClientOptions, createClient } from '@org/http-core';
import { webhooksService } from './service.js';
import { coreOptions } from './core-options.js';
import type { WebhooksMethods } from './operation-types.js';

/**
 * Options of {@link createWebhooksClient}: every option of the core's `ClientOptions` (retries, time-outs,
 * hooks, logging, validation, ...), with `baseUrl` made optional, plus the API key.
 */
export interface WebhooksClientOptions extends Omit<ClientOptions, 'baseUrl'> {
  /** Address of the service. Default {@link DEFAULT_BASE_URL}; point it at a fake in tests. */
  readonly baseUrl?: string | URL;
  /**
   * The developer API key, sent in the `X-API-Key` header of every request and never shown in errors or
   * logs. Give either this or `auth` (e.g. `webhooksApiKey(key)`); without either, each call must pass
   * `auth` in its options.
   */
  readonly apiKey?: string;
}

/** A client of the webhook subscription service: `client.settings.*` and `client.subscriptions.*`. */
export type WebhooksClient = WebhooksMethods;

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
