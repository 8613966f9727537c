/**
 * `@org/notification-config`: a typed client for the notification configuration service, which sets up,
 * reads, updates, deletes and tests subscriptions to platform event notifications. Built on
 * `@org/http-core`; a fake of the service for tests is in `@org/notification-config/testing`.
 *
 * @packageDocumentation
 */
export { createNotificationConfigClient, type NotificationConfigClient, type NotificationConfigClientOptions } from './client.js';
export { notificationCredentials, type CredentialOptions } from './credentials.js';
export { deleteOutcomes, type DeleteOutcome, type DeleteOutcomes } from './delete-outcomes.js';
export {
  notificationTestUrl,
  resolveNotificationBaseUrl,
  type EnvironmentOptions,
  type NotificationEnvironment,
} from './environment.js';
export { assertNoInvalidFields, InvalidFieldsError, invalidFieldsOf, isInvalidFieldsError, type WithInvalidFields } from './invalid-fields.js';
/** The lossless decoder, now shared by every service with 64-bit integers: `losslessJsonParse` of `@org/http-core`. */
export { losslessJsonParse as parseLosslessJson, quoteUnsafeIntegers } from '@org/http-core';
export { ConfigurationAnswer, ConfigurationListAnswer } from './models/configuration-answers.js';
export { EventType, eventTypes, IncludeMode } from './models/event-type.js';
export { FieldError, FieldType, GenericAnswer } from './models/field-error.js';
export { FieldName, fieldNames } from './models/field-name.js';
export {
  EventConfiguration,
  NewNotificationConfiguration,
  NotificationConfiguration,
  NotificationConfigurationUpdate,
  SslProtocol,
} from './models/notification-configuration.js';
export { NotificationId, NotificationIdOnTheWire, type NotificationIdInput } from './models/notification-id.js';
export {
  CreateConfigurationRequest,
  DeleteConfigurationsRequest,
  GetConfigurationRequest,
  ListConfigurationsRequest,
  TestConfigurationRequest,
  UpdateConfigurationRequest,
} from './models/requests.js';
export { ExchangeMessage, TestResult } from './models/test-result.js';
export {
  configurationsCreate,
  configurationsDelete,
  configurationsGet,
  configurationsList,
  configurationsTest,
  configurationsUpdate,
} from './operations/configurations.js';
export {
  type ContentOf,
  type KnownNotification,
  type NotificationAccountHolderStatus,
  type NotificationAmount,
  type NotificationContent,
  type NotificationError,
  type NotificationFields,
  type PayoutContent,
  type PlatformNotification,
  type StatusChangeContent,
  type TransferFundsContent,
  type UnknownNotification,
} from './models/platform-notification.js';
export {
  PROTOCOL_HEADER,
  readNotification,
  SIGNATURE_HEADER,
  SIGNATURE_PROTOCOL,
  type ReadNotificationOptions,
} from './read-notification.js';
export { notificationConfigService, operations, type NotificationConfigGroups } from './service.js';
export { type CallOptions } from '@org/http-core';
/** A value of an enum this version does not list: the type of one read, and the way to send one. */
export { unknownEnumValue, type UnknownEnumValue } from '@org/http-core';
/** Every error class and guard of the SDKs, so callers need not import `@org/http-core`. */
export * from '@org/http-core/errors';
/** The fields of a result its type does not name, such as those the service added after this package was released. */
export { unknownFields } from '@org/http-core';
/** Sends a call the operation table does not declare through any client of this package, a `create…ClientFor` one included. */
export { request } from '@org/http-core';
export { createNotificationConfigClientFor } from './client-for.js';
export { notificationConfigServiceInfo } from './service-info.js';
/**
 * The documented client surface: per operation its input with each field described (`<Group><Method>Input`) and its
 * output (`...Output`, `...Item` for lists, `...Result` for long-running ones), per group its methods
 * (`<Group>Methods`), and the methods of every group (`<Service>Methods`).
 */
export type * from './operation-types.js';
export { VERSION } from './version.js';
