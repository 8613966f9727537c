import { type ClientOptions, createClient, createClientFor, type Credential, type OperationGroups, type ServiceClient, ValidationError } from '@org/http-core';
import { webhooksApiKey } from './credentials.js';
import { webhooksService, webhooksServiceInfo } from './service.js';
import type { WebhooksMethods } from './operation-types.js';

/** The public address of the service; used when `baseUrl` is not given. */
export const DEFAULT_BASE_URL = 'https://api.hubapi.com';

/**
 * Options of {@link createWebhooksClient}: every option of the core's `ClientOptions` (retries, time-outs,
 * hooks, logging, validation, ...), with `baseUrl` made optional, plus the API key.
 */
export interface WebhooksClientOptions extends Omit<ClientOptions, 'baseUrl'> {
  /** Address of the service. Default {@link DEFAULT_BASE_URL}; point it at a fake in tests. */
  readonly baseUrl?: string | URL;
  /**
   * The developer API key, sent in the `X-API-Key` header of every request and never shown in errors or
   * logs. Give either this or `auth` (e.g. {@link webhooksApiKey}); without either, each call must pass
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

/**
 * Creates a client of only the operations given, grouped as they should appear on it, with the options of
 * {@link createWebhooksClient}: a page bundles the operations it imports and the engine parts they use, not the
 * whole table.
 *
 * @example
 * ```ts
 * import { createWebhooksClientFor, settingsGet } from '@org/webhooks';
 *
 * const client = createWebhooksClientFor({ settings: { get: settingsGet } }, { apiKey });
 * const settings = await client.settings.get({ appId: 12345 });
 * ```
 */
export function createWebhooksClientFor<const G extends OperationGroups>(operations: G, options: WebhooksClientOptions = {}): ServiceClient<G> {
  return createClientFor(webhooksServiceInfo, operations, coreOptions(options));
}

/** The core's client options for this service's options. */
function coreOptions(options: WebhooksClientOptions): ClientOptions {
  const { apiKey, baseUrl, auth, ...rest } = options;
  if (apiKey !== undefined && auth !== undefined) {
    throw new ValidationError('@org/webhooks: give apiKey or auth, not both', { field: 'apiKey' });
  }
  const credentials: Credential | readonly Credential[] | undefined = apiKey === undefined ? auth : webhooksApiKey(apiKey);
  return {
    ...rest,
    baseUrl: baseUrl ?? DEFAULT_BASE_URL,
    ...(credentials === undefined ? {} : { auth: credentials }),
  };
}

