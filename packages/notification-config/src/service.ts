import { defineService } from '@org/http-core';
import { notificationConfigServiceInfo } from './service-info.js';
import { configurationsGroup } from './operations/configurations.js';

/**
 * The operation groups of the service, by resource, as declared in `src/operations` (where each operation's TSDoc
 * is): what the client and the named operation types are computed from.
 */
export type NotificationConfigGroups = {
  readonly configurations: typeof configurationsGroup;
};

/**
 * The notification configuration service as data: six POST operations with JSON bodies, an API key
 * (`X-API-Key`) or HTTP Basic credentials, and the error body `{ status, errorCode, message, errorType,
 * pspReference }`. JSON answers are decoded with `losslessJsonParse` (from `@org/http-core`), so 64-bit ids keep every digit.
 */
export const notificationConfigService = defineService<NotificationConfigGroups>({
  ...notificationConfigServiceInfo,
  groups: {
    configurations: configurationsGroup,
  },
});

/**
 * Every operation of the notification configuration service, flat, in declaration order.
 * In the browser build (`dist/browser`) summaries are `''` and descriptions absent: see `OperationSpec.summary`.
 */
export const operations = notificationConfigService.operations;
