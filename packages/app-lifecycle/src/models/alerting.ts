import { model, openEnum } from '@org/http-core';
import * as z from '@org/http-core/zod';

/** Events an alert webhook is called for. */
export const AlertEventType = openEnum(['newCrashGroupCreated', 'newAppReleased']);
/** Events an alert webhook is called for. */
export type AlertEventType = z.infer<typeof AlertEventType>;

/** A webhook the service calls when an alert event happens in the app. */
export const AlertWebhook = model({
  id: z.optional(z.string()),
  name: z.string(),
  url: z.string(),
  enabled: z.optional(z.boolean()),
  event_types: z.array(AlertEventType),
});
/** A webhook the service calls on alert events. */
export type AlertWebhook = z.infer<typeof AlertWebhook>;

/** The alert webhooks of an app. */
export const AlertWebhookList = model({ values: z.array(AlertWebhook) });
/** The alert webhooks of an app. */
export type AlertWebhookList = z.infer<typeof AlertWebhookList>;

/** How often an alert e-mail is sent. */
export const EmailFrequency = openEnum(['Disabled', 'Individual', 'Daily', 'DailyAndIndividual']);
/** How often an alert e-mail is sent. */
export type EmailFrequency = z.infer<typeof EmailFrequency>;

/** The e-mail setting of one alert event: its frequency, or `Default` for the default one. */
export const EmailEventSetting = model({
  event_type: openEnum(['crash_newCrashGroupCreated']),
  value: openEnum(['Disabled', 'Individual', 'Daily', 'DailyAndIndividual', 'Default']),
  default_value: z.optional(EmailFrequency),
});
/** The e-mail setting of one alert event. */
export type EmailEventSetting = z.infer<typeof EmailEventSetting>;

/** A user's alert e-mail settings: whether e-mails are sent at all, and per event how often. */
export const EmailSettings = model({
  request_id: z.string(),
  enabled: z.boolean(),
  settings: z.array(EmailEventSetting),
  eTag: z.optional(z.string()),
  userId: z.optional(z.string()),
});
/** A user's alert e-mail settings. */
export type EmailSettings = z.infer<typeof EmailSettings>;

/** A user's alert e-mail settings for one app; `user_enabled` says whether the user's own settings allow e-mails. */
export const AppEmailSettings = model({
  ...EmailSettings.shape,
  appId: z.optional(z.string()),
  user_enabled: z.optional(z.boolean()),
});
/** A user's alert e-mail settings for one app. */
export type AppEmailSettings = z.infer<typeof AppEmailSettings>;
