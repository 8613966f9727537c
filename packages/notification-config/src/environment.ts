import { resolveEnvironmentUrl, type Environment } from '@org/http-core/payments';

/** Where calls go: the test environment, or the live one. */
export type NotificationEnvironment = Environment;

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

/**
 * Picks the base address for the chosen environment and checks the credentials fit it. Throws a
 * `ValidationError` (nothing is sent) when `live` has no `liveUrl`, the live address is not `https`
 * or is the test address, or the credentials belong to the other environment.
 */
export function resolveNotificationBaseUrl(options: EnvironmentOptions): string | URL {
  return resolveEnvironmentUrl(options, {
    packageName: '@org/notification-config',
    testUrl: notificationTestUrl,
    credentials: 'web service credentials',
  });
}
