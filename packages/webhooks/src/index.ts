/**
 * `@org/webhooks`: a typed client of the webhook subscription service. An app has one target URL (its
 * settings, with throttling) and event subscriptions; active subscriptions have their change events
 * delivered to the target URL.
 *
 * - {@link createWebhooksClient} makes a client: `client.settings.get|configure|clear`,
 *   `client.subscriptions.list|create|get|update|archive|batchUpdate`.
 * - {@link batchUpdateOutcomes} reads the outcome of each input of a batch update.
 * - {@link readWebhookEvents} checks a delivery's signature and returns its typed events.
 * - {@link operations} is the operation table every method is generated from.
 * - The error classes and guards of `@org/http-core` are re-exported, so that callers need one import.
 * - `@org/webhooks/testing` starts an in-memory fake of the service for tests.
 *
 * @packageDocumentation
 */
export { createWebhooksClient, DEFAULT_BASE_URL, type WebhooksClient, type WebhooksClientOptions } from './client.js';
export { API_KEY_HEADER, webhooksApiKey } from './credentials.js';
export { correlationIdOf } from './correlation-id.js';
export {
  batchUpdateOutcomes,
  type BatchItemFailed,
  type BatchItemOutcome,
  type BatchItemUnconfirmed,
  type BatchItemUpdated,
  type BatchUpdateOutcomes,
} from './batch-outcomes.js';
export { settingsGet, settingsConfigure, settingsClear } from './operations/settings.js';
export {
  subscriptionsList,
  subscriptionsCreate,
  subscriptionsBatchUpdate,
  subscriptionsGet,
  subscriptionsUpdate,
  subscriptionsArchive,
} from './operations/subscriptions.js';
export { DEFAULT_TOLERANCE_MS, readWebhookEvents, type ReadWebhookEventsOptions } from './receive/read-webhook-events.js';
export { SIGNATURE_HEADER, TIMESTAMP_HEADER } from './receive/signature-v3.js';
export {
  isKnownWebhookEvent,
  WEBHOOK_EVENT_TYPES,
  type AssociationChangeEvent,
  type AssociationChangeEventType,
  type ChangedObjectName,
  type CrmObjectName,
  type KnownWebhookEvent,
  type MergeEvent,
  type MergeEventType,
  type NewMessageEvent,
  type NewMessageEventType,
  type ObjectEvent,
  type ObjectEventType,
  type PropertyChangeEvent,
  type PropertyChangeEventType,
  type UnknownWebhookEvent,
  type WebhookEvent,
  type WebhookEventBase,
} from './receive/webhook-event.js';
export { isAllowedTargetUrl, isLoopbackHost, TargetUrl } from './target-url.js';
export { operations, webhooksService, type WebhooksGroups } from './service.js';
export { AppId, SubscriptionId, SubscriptionIdNumber } from './models/ids.js';
export { EVENT_TYPES, EventType, isKnownEventType, isPropertyChangeEventType, type KnownEventType } from './models/event-type.js';
export { Settings, SettingsInput, Throttling, ThrottlingPeriod } from './models/settings.js';
export { Subscription, SubscriptionInput, SubscriptionList, SubscriptionPatch } from './models/subscription.js';
export {
  BatchError,
  BatchErrorCategory,
  BatchStatus,
  BatchUpdateItem,
  BatchUpdateRequest,
  BatchUpdateResponse,
  ErrorDetail,
} from './models/batch.js';
export { type CallOptions, type Credential } from '@org/http-core';
/** A value of an enum this version does not list: the type of one read, and the way to send one. */
export { unknownEnumValue, type UnknownEnumValue } from '@org/http-core';
/** Every error class and guard of the SDKs, so callers need not import `@org/http-core`. */
export * from '@org/http-core/errors';
/** The fields of a result its type does not name, such as those the service added after this package was released. */
export { unknownFields } from '@org/http-core';
/** Sends a call the operation table does not declare through any client of this package, a `create…ClientFor` one included. */
export { request } from '@org/http-core';
export { createWebhooksClientFor } from './client-for.js';
export { webhooksServiceInfo } from './service-info.js';
/**
 * The documented client surface: per operation its input with each field described (`<Group><Method>Input`) and its
 * output (`...Output`, `...Item` for lists, `...Result` for long-running ones), per group its methods
 * (`<Group>Methods`), and the methods of every group (`<Service>Methods`).
 */
export type * from './operation-types.js';
export { VERSION } from './version.js';
