import type { ServiceInfo } from '@org/http-core';
import { categoryErrorParser } from '@org/http-core/hubspot';

/** Version of this package, sent in the user agent (kept equal to `package.json` by a test). */
export const VERSION = '0.1.0';

/**
 * The service's identity and answer format without its operations: what a client of only some operations
 * needs besides them (`createWebhooksClientFor`).
 */
export const webhooksServiceInfo = {
  name: 'webhooks',
  packageName: '@org/webhooks',
  version: VERSION,
  defaultAuth: ['apiKey'],
  errorParser: categoryErrorParser,
} as const satisfies ServiceInfo;
