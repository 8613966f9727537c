/**
 * `@org/checkout-utility/testing`: an in-memory fake of the checkout utility service on a real loopback
 * HTTP server, for your tests.
 *
 * @example
 * ```ts
 * import { startCheckoutUtilityFake } from '@org/checkout-utility/testing';
 *
 * const fake = await startCheckoutUtilityFake();
 * try {
 *   const client = fake.client();
 *   const { originKeys } = await client.originKeys.create({ body: { originDomains: ['https://www.example.com'] } });
 * } finally {
 *   await fake.close();
 * }
 * ```
 *
 * @packageDocumentation
 */
import { fakeClientRetry, errorShapes, fakeError, startFakeServer, type FakeListenOptions, type FakeServer } from '@org/http-core/testing';
import { createCheckoutUtilityClient, type CheckoutUtilityClient, type CheckoutUtilityClientOptions } from '../client.js';
import { checkoutUtilityService } from '../service.js';
import { fakeOriginKey } from './origin-key.js';
import { originKeysHandler, type IssuedOriginKey } from './origin-keys-handler.js';

/** The service's text for a request without a credential it accepts, word for word. */
export const UNAUTHORIZED_MESSAGE = 'HTTP Status Response - Unauthorized';

export { fakeOriginKey } from './origin-key.js';
export type { IssuedOriginKey } from './origin-keys-handler.js';

/** Options of {@link startCheckoutUtilityFake}. */
export interface CheckoutUtilityFakeOptions extends FakeListenOptions {
  /** API keys the fake accepts. Default: one generated test key, available as `fake.apiKey`. */
  readonly apiKeys?: readonly string[];
}

/** The path of the service's test address (`https://checkout-test.adyen.com/v1`): the version suffix. */
export const BASE_PATH = '/v1';

/** A running fake: the core fake server plus the test credential and the keys issued so far. */
export interface CheckoutUtilityFake extends FakeServer {
  /** The first accepted API key: pass it as the client's `apiKey`. */
  readonly apiKey: string;
  /** Every accepted API key. */
  readonly apiKeys: readonly string[];
  /** Origin keys issued since start or the last `reset()`, oldest first. */
  readonly issued: readonly IssuedOriginKey[];
  /** The key the fake issues for `domain` under `apiKey` (default: `fake.apiKey`). */
  originKeyFor(domain: string, apiKey?: string): string;
  /** Options of a client of this fake: `baseUrl`, the first accepted `apiKey` and short retry waits ({@link fakeClientRetry}). */
  clientOptions(): CheckoutUtilityClientOptions & { readonly baseUrl: string; readonly apiKey: string };
  /** A client of this fake: {@link CheckoutUtilityFake.clientOptions} with `options` over them. */
  client(options?: Partial<CheckoutUtilityClientOptions>): CheckoutUtilityClient;
}

/**
 * Starts the fake on a free loopback port, below {@link BASE_PATH} as the service (`fake.url` ends with it). It checks `X-API-Key` on every request (401 in the service's
 * error shape without a known key), refuses domains that are not origins with a 422, and issues
 * deterministic origin keys per domain per API key.
 */
export async function startCheckoutUtilityFake(options: CheckoutUtilityFakeOptions = {}): Promise<CheckoutUtilityFake> {
  const apiKeys = options.apiKeys && options.apiKeys.length > 0 ? [...options.apiKeys] : ['test_checkout_key_5c1d0f'];
  const accepted = new Set(apiKeys);
  const issued: IssuedOriginKey[] = [];
  let references = 0;
  const server = await startFakeServer({
    service: checkoutUtilityService,
    errorShape: errorShapes.payment,
    // Errors carry a 16-digit `pspReference` like the service's: the request id.
    requestIds: () => String(8_800_000_000_000_000n + BigInt(++references)),
    // A missing or unknown key: 401 errorCode 000, errorType security, the service's text, no pspReference.
    auth: { apiKey: { header: 'x-api-key', check: (key) => accepted.has(key) }, refuse: () => fakeError(401, '000', UNAUTHORIZED_MESSAGE, { pspReference: undefined }) },
    // The fake judges bodies itself, to answer bad domains with 422 as the service does.
    validateBody: false,
    basePath: BASE_PATH,
    tls: options.tls,
    host: options.host,
    port: options.port,
    cors: options.cors,
    onReset: () => {
      issued.length = 0;
    },
    handlers: { 'originKeys.create': originKeysHandler(issued) },
  });
  const clientOptions = () => ({ baseUrl: server.url, apiKey: apiKeys[0]!, retry: fakeClientRetry });
  return Object.assign(server, {
    apiKey: apiKeys[0]!,
    apiKeys,
    issued,
    originKeyFor: (domain: string, apiKey: string = apiKeys[0]!) => fakeOriginKey(apiKey, domain),
    clientOptions,
    client: (options: Partial<CheckoutUtilityClientOptions> = {}) => createCheckoutUtilityClient({ ...clientOptions(), ...options }),
  });
}
