import { model, openEnum } from '@org/http-core/light';
import * as z from '@org/http-core/light';

/** Events an alert webhook is called for. */
export const AlertEventType = openEnum(['newCrashGroupCreated', 'newAppReleased']);
/** Events an alert webhook is called for. */
export type AlertEventType = z.infer<typeof AlertEventType>;

/** A webhook the service calls when an alert event happens in the app. */
export const AlertWebhook = model({
  /** The webhook's id (a UUID); set by the service. */
  id: z.optional(z.string()),
  /** The webhook's display name. */
  name: z.string(),
  /** The URL the service posts alert bodies to. */
  url: z.string(),
  /** Whether the webhook receives alerts; true unless turned off. */
  enabled: z.optional(z.boolean()),
  /** Which events the webhook receives. */
  event_types: z.array(AlertEventType),
});
/** A webhook the service calls on alert events. */
export type AlertWebhook = z.infer<typeof AlertWebhook>;

/** The alert webhooks of an app. */
export const AlertWebhookList = model({
  /** The app's alert webhooks. */
  values: z.array(AlertWebhook),
});
/** The alert webhooks of an app. */
export type AlertWebhookList = z.infer<typeof AlertWebhookList>;

/** How often an alert e-mail is sent. */
export const EmailFrequency = openEnum(['Disabled', 'Individual', 'Daily', 'DailyAndIndividual']);
/** How often an alert e-mail is sent. */
export type EmailFrequency = z.infer<typeof EmailFrequency>;

/** The e-mail setting of one alert event: its frequency, or `Default` for the default one. */
export const EmailEventSetting = model({
  /** The event the setting is for. */
  event_type: openEnum(['crash_newCrashGroupCreated']),
  /** How often emails about the event are sent; `Default` follows the app or user default. */
  value: openEnum(['Disabled', 'Individual', 'Daily', 'DailyAndIndividual', 'Default']),
  /** The frequency used when the setting says `Default`. */
  default_value: z.optional(EmailFrequency),
});
/** The e-mail setting of one alert event. */
export type EmailEventSetting = z.infer<typeof EmailEventSetting>;

/** A user's alert e-mail settings: whether e-mails are sent at all, and per event how often. */
export const EmailSettings = model({
  /** An id of this answer, to quote when asking for support. */
  request_id: z.string(),
  /** Whether emails are sent at all at this level (false turns them all off). */
  enabled: z.boolean(),
  /** The email frequency per event. */
  settings: z.array(EmailEventSetting),
  /** Version tag of the settings, as the service's ETag. */
  eTag: z.optional(z.string()),
  /** The user's id (a UUID). */
  userId: z.optional(z.string()),
});
/** A user's alert e-mail settings. */
export type EmailSettings = z.infer<typeof EmailSettings>;

/** A user's alert e-mail settings for one app; `user_enabled` says whether the user's own settings allow e-mails. */
export const AppEmailSettings = model({
  ...EmailSettings.shape,
  /** The app's id (a UUID). */
  appId: z.optional(z.string()),
  /** Whether the user's own global setting allows emails for this app. */
  user_enabled: z.optional(z.boolean()),
});
/** A user's alert e-mail settings for one app. */
export type AppEmailSettings = z.infer<typeof AppEmailSettings>;
