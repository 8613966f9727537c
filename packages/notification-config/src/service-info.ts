import { CLIENT_REQUEST_ID_HEADER, losslessJsonParse, type ServiceInfo } from '@org/http-core';
import { VERSION } from './version.js';

/**
 * The service's identity and answer format without its operations: what a client of only some operations
 * needs besides them (`createNotificationConfigClientFor`).
 */
export const notificationConfigServiceInfo = {
  name: 'notification-config',
  packageName: '@org/notification-config',
  version: VERSION,
  defaultAuth: ['apiKey', 'basic'],
  // How error answers are read (`error-format.ts`): loaded with the error path, not before a page's first answer.
  errorFormat: () => import('./error-format.js').then((module) => module.errorFormat),
  parseJson: losslessJsonParse,
  // No header documented for a caller's id of a request; the service ignores headers it does not know.
  clientRequestIdHeader: CLIENT_REQUEST_ID_HEADER,
} as const satisfies ServiceInfo;
