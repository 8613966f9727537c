import { ValidationError } from '@org/http-core';

/** Where calls go: the test environment, or the live one. */
export type CheckoutEnvironment = 'test' | 'live';

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

const environments: readonly string[] = ['test', 'live'];

/**
 * Picks the base address for the chosen environment and checks the key fits it. Throws a
 * {@link ValidationError} (nothing is sent) when `live` has no `liveUrl`, the live address is not `https`
 * or is the test address, or the key belongs to the other environment.
 */
export function resolveCheckoutBaseUrl(options: EnvironmentOptions): string | URL {
  const environment = options.environment ?? 'test';
  if (!environments.includes(environment)) {
    throw new ValidationError(`@org/checkout-utility: environment must be 'test' or 'live'`, { field: 'environment' });
  }
  const keyEnvironment = options.keyEnvironment;
  if (keyEnvironment !== undefined && !environments.includes(keyEnvironment)) {
    throw new ValidationError(`@org/checkout-utility: keyEnvironment must be 'test' or 'live'`, { field: 'keyEnvironment' });
  }
  if (keyEnvironment !== undefined && keyEnvironment !== environment) {
    const message =
      environment === 'live'
        ? 'a test API key cannot be used live: generate a new API key for the live environment and pass it with keyEnvironment: "live"'
        : 'a live API key cannot be used in the test environment: use a test API key, or set environment: "live" with your liveUrl';
    throw new ValidationError(`@org/checkout-utility: ${message}`, { field: 'keyEnvironment' });
  }
  if (environment === 'test') return options.baseUrl ?? checkoutTestUrl;

  if (options.liveUrl === undefined || options.liveUrl === '') {
    throw new ValidationError(
      '@org/checkout-utility: the live environment needs liveUrl, the live base address of your account (it has no default)',
      { field: 'liveUrl' },
    );
  }
  let live: URL;
  try {
    live = new URL(String(options.liveUrl));
  } catch {
    throw new ValidationError('@org/checkout-utility: liveUrl must be an absolute URL', { field: 'liveUrl' });
  }
  if (live.protocol !== 'https:' && !(live.protocol === 'http:' && isLoopback(live.hostname))) {
    throw new ValidationError('@org/checkout-utility: liveUrl must use https', { field: 'liveUrl' });
  }
  if (live.origin === new URL(checkoutTestUrl).origin) {
    throw new ValidationError('@org/checkout-utility: liveUrl points at the test environment; give the live address of your account', {
      field: 'liveUrl',
    });
  }
  return options.liveUrl;
}

function isLoopback(hostname: string): boolean {
  return hostname === 'localhost' || hostname === '[::1]' || /^127(\.\d{1,3}){3}$/.test(hostname);
}
