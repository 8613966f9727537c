import { extendModel, model, openEnum, plainCheck } from '@org/http-core/light';
import * as z from '@org/http-core/light';
import { EventType, IncludeMode } from './event-type.js';
import { NotificationId, NotificationIdOnTheWire } from './notification-id.js';

/** One event type of a subscription and whether it is included or excluded. Unknown fields are kept. */
export const EventConfiguration = model({
  /** The event type. */
  eventType: EventType,
  /** `INCLUDE` sends this event type; `EXCLUDE` sends all others. */
  includeMode: IncludeMode,
});
/** One event type of a subscription. */
export type EventConfiguration = z.infer<typeof EventConfiguration>;

/** TLS version the receiving endpoint uses; open to new values. */
export const SslProtocol = openEnum(['TLSv12', 'TLSv13'] as const);

const hmacKey = z.string().check(plainCheck((key: string) => /^[0-9a-fA-F]{64}$/.test(key), 'must be 64 hexadecimal characters'));
const notifyUrl = z
  .string()
  .check(plainCheck((value: string) => /^https?:\/\/[^\s/?#]+/i.test(value) && URL.canParse(value), 'must be an absolute http or https URL'));
// What `integer()` of `@org/http-core/light` checks of a version, in one plain check: its general bounds and their
// issues would cost a page more code than the only field that needs them is worth.
const wholeNumber = z.number().check(plainCheck(Number.isSafeInteger, 'must be an integer'));

/** Fields of a configuration, as the service answers them. */
const answeredFields = {
  /** Whether the subscription is active. */
  active: z.optional(z.boolean()),
  /** Version of the notifications subscribed to; use the version of the API you integrate with. */
  apiVersion: z.optional(z.number()),
  /** A description of the subscription. */
  description: z.optional(z.string()),
  /** Event types and their include modes. */
  eventConfigs: z.optional(z.array(EventConfiguration)),
  /** Key the notifications are signed with (`HmacSignature` and `Protocol` headers); the service does not echo it. */
  hmacSignatureKey: z.optional(z.string()),
  /** Password for Basic authentication at your endpoint; the service does not echo it. */
  notifyPassword: z.optional(z.string()),
  /** Where notifications are sent. */
  notifyURL: z.optional(z.string()),
  /** User name for Basic authentication at your endpoint. */
  notifyUsername: z.optional(z.string()),
  /** TLS version of your endpoint. */
  sslProtocol: z.optional(SslProtocol),
};

/**
 * A notification subscription configuration as the service returns it. `notificationId` is a 64-bit id
 * as an exact decimal string. Unknown fields are kept, so a configuration read and sent back to
 * `configurations.update` loses nothing.
 */
export const NotificationConfiguration = model({
  ...answeredFields,
  /** The id the service assigned; needed to update, test or delete the configuration. */
  notificationId: z.optional(NotificationId),
});
/** A notification subscription configuration. */
export type NotificationConfiguration = z.infer<typeof NotificationConfiguration>;

const inputFields = {
  ...answeredFields,
  /** Must be 64 hexadecimal characters (a 32-byte key). */
  hmacSignatureKey: z.optional(hmacKey),
  /** An absolute `http` or `https` URL. */
  notifyURL: z.optional(notifyUrl),
  /** A whole number. */
  apiVersion: z.optional(wholeNumber),
};

/** A configuration as sent to `configurations.create`: `notificationId` is assigned by the service. */
export const NewNotificationConfiguration = model({
  ...inputFields,
  /** Normally left out: the service assigns it. */
  notificationId: z.optional(NotificationIdOnTheWire),
});
/** A configuration as sent to `configurations.create`. */
export type NewNotificationConfiguration = z.input<typeof NewNotificationConfiguration>;

/**
 * A configuration as sent to `configurations.update`: `notificationId` says which one, and is required. (An
 * extension of {@link NewNotificationConfiguration} rather than a spread of its fields, which a bundler keeps on a
 * page that never uses this model.)
 */
export const NotificationConfigurationUpdate = extendModel(NewNotificationConfiguration, {
  /** The configuration to update. */
  notificationId: NotificationIdOnTheWire,
});
/** A configuration as sent to `configurations.update`. */
export type NotificationConfigurationUpdate = z.input<typeof NotificationConfigurationUpdate>;
