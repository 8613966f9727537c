import { resolveEnvironmentUrl, type Environment } from '@org/http-core/payments';

/** Where calls go: the test environment, or the live one. */
export type CheckoutEnvironment = Environment;

/** The public address of the test environment (version suffix included). */
export const checkoutTestUrl = 'https://checkout-test.adyen.com/v1';

/** How a client chooses its environment. */
export interface EnvironmentOptions {
  /** `test` (default) or `live`. */
  readonly environment?: CheckoutEnvironment;
  /**
   * The live base address, required for `live`. It is specific to each merchant account and has no default;
   * give it in full, version suffix included (it usually has the form
   * `https://<prefix>-checkout-live.adyenpayments.com/checkout/v1`). Must use `https` (plain `http` is accepted
   * for loopback addresses only, for local testing).
   */
  readonly liveUrl?: string | URL;
  /** The test base address; default {@link checkoutTestUrl}. Only used for `test`, e.g. to point at a fake or proxy. */
  readonly baseUrl?: string | URL;
  /**
   * The environment the API key was generated for, when you know it. Live calls need a key generated for
   * live; with `keyEnvironment: 'test'` a live client is refused at once, and the other way round.
   */
  readonly keyEnvironment?: CheckoutEnvironment;
}

/**
 * Picks the base address for the chosen environment and checks the credentials fit it. Throws a
 * `ValidationError` (nothing is sent) when `live` has no `liveUrl`, the live address is not `https`
 * or is the test address, or the credentials belong to the other environment.
 */
export function resolveCheckoutBaseUrl(options: EnvironmentOptions): string | URL {
  return resolveEnvironmentUrl(
    // The rest of the options (keyEnvironment itself) are not read.
    { ...options, credentialEnvironment: options.keyEnvironment },
    { packageName: '@org/checkout-utility', testUrl: checkoutTestUrl, credentialOption: 'keyEnvironment', credentials: 'API keys' },
  );
}
