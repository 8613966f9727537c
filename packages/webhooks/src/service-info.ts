import type { ServiceInfo } from '@org/http-core';
import { categoryErrorParser } from '@org/http-core/hubspot';
import { VERSION } from './version.js';


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
