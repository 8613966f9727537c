import { losslessJsonParse, type ServiceInfo } from '@org/http-core';
import { paymentErrorParser } from '@org/http-core/payments';

/**
 * The service's identity and answer format without its operations: what a client of only some operations
 * needs besides them (`createNotificationConfigClientFor`).
 */
export const notificationConfigServiceInfo = {
  name: 'notification-config',
  packageName: '@org/notification-config',
  version: '0.1.0',
  defaultAuth: ['apiKey', 'basic'],
  errorParser: paymentErrorParser,
  parseJson: losslessJsonParse,
} as const satisfies ServiceInfo;
