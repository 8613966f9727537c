import type { ClientOptions } from '@org/http-core';

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
