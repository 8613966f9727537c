import { defineService } from '@org/http-core';
import { notificationConfigServiceInfo } from './service-info.js';
import { configurationOperations } from './operations/configurations.js';

/**
 * The operation groups of the service, by resource, as declared in `src/operations` (where each operation's TSDoc
 * is): what the client and the named operation types are computed from.
 */
export type NotificationConfigGroups = {
  /** Notification subscription configurations. */
  readonly configurations: typeof configurationOperations;
};

/**
 * The notification configuration service as data: six POST operations with JSON bodies, an API key
 * (`X-API-Key`) or HTTP Basic credentials, and the error body `{ status, errorCode, message, errorType,
 * pspReference }`. JSON answers are decoded with `losslessJsonParse` (from `@org/http-core`), so 64-bit ids keep every digit.
 */
export const notificationConfigService = defineService<NotificationConfigGroups>({
  ...notificationConfigServiceInfo,
  groups: {
    /** Notification subscription configurations. */
    configurations: configurationOperations,
  },
});

/** Every operation of the notification configuration service, flat, in declaration order. */
export const operations = notificationConfigService.operations;
