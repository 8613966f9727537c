import { CLIENT_REQUEST_ID_HEADER, type ServiceInfo } from '@org/http-core';
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
  // No header documented for a caller's id of a request; the service ignores headers it does not know.
  clientRequestIdHeader: CLIENT_REQUEST_ID_HEADER,
} as const satisfies ServiceInfo;
