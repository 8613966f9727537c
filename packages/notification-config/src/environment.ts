import { ValidationError } from '@org/http-core';

/** Where calls go: the test environment, or the live one. */
export type NotificationEnvironment = 'test' | 'live';

/** The public address of the test environment (service path and version suffix included). */
export const notificationTestUrl = 'https://cal-test.adyen.com/cal/services/Notification/v6';

/** How a client chooses its environment. */
export interface EnvironmentOptions {
  /** `test` (default) or `live`. */
  readonly environment?: NotificationEnvironment;
  /**
   * The live base address, required for `live`, service path and version suffix included (usually
   * `https://cal-live.adyen.com/cal/services/Notification/v6`). It is never assumed: pass it explicitly. Must
   * use `https` (plain `http` is accepted for loopback addresses only, for local testing).
   */
  readonly liveUrl?: string | URL;
  /** The test base address; default {@link notificationTestUrl}. Only used for `test`, e.g. to point at a fake or proxy. */
  readonly baseUrl?: string | URL;
  /**
   * The environment the credentials (API key, or user name and password) were issued for, when you know it.
   * Going live needs new credentials issued for live; with `credentialEnvironment: 'test'` a live client is
   * refused at once, and the other way round.
   */
  readonly credentialEnvironment?: NotificationEnvironment;
}

const environments: readonly string[] = ['test', 'live'];

/**
 * Picks the base address for the chosen environment and checks the credentials fit it. Throws a
 * {@link ValidationError} (nothing is sent) when `live` has no `liveUrl`, the live address is not `https`
 * or is the test address, or the credentials belong to the other environment.
 */
export function resolveNotificationBaseUrl(options: EnvironmentOptions): string | URL {
  const environment = options.environment ?? 'test';
  if (!environments.includes(environment)) {
    throw new ValidationError(`@org/notification-config: environment must be 'test' or 'live'`, { field: 'environment' });
  }
  const credentialEnvironment = options.credentialEnvironment;
  if (credentialEnvironment !== undefined && !environments.includes(credentialEnvironment)) {
    throw new ValidationError(`@org/notification-config: credentialEnvironment must be 'test' or 'live'`, { field: 'credentialEnvironment' });
  }
  if (credentialEnvironment !== undefined && credentialEnvironment !== environment) {
    const message =
      environment === 'live'
        ? 'test credentials cannot be used live: generate new web service credentials for the live environment and pass them with credentialEnvironment: "live"'
        : 'live credentials cannot be used in the test environment: use test credentials, or set environment: "live" with your liveUrl';
    throw new ValidationError(`@org/notification-config: ${message}`, { field: 'credentialEnvironment' });
  }
  if (environment === 'test') return options.baseUrl ?? notificationTestUrl;

  if (options.liveUrl === undefined || options.liveUrl === '') {
    throw new ValidationError('@org/notification-config: the live environment needs liveUrl, the live base address (it is never assumed)', {
      field: 'liveUrl',
    });
  }
  let live: URL;
  try {
    live = new URL(String(options.liveUrl));
  } catch {
    throw new ValidationError('@org/notification-config: liveUrl must be an absolute URL', { field: 'liveUrl' });
  }
  if (live.protocol !== 'https:' && !(live.protocol === 'http:' && isLoopback(live.hostname))) {
    throw new ValidationError('@org/notification-config: liveUrl must use https', { field: 'liveUrl' });
  }
  if (live.origin === new URL(notificationTestUrl).origin) {
    throw new ValidationError('@org/notification-config: liveUrl points at the test environment; give the live address', { field: 'liveUrl' });
  }
  return options.liveUrl;
}

function isLoopback(hostname: string): boolean {
  return hostname === 'localhost' || hostname === '[::1]' || /^127(\.\d{1,3}){3}$/.test(hostname);
}
