import { model, openEnum, recordOf } from '@org/http-core/light';
import * as z from '@org/http-core/light';

/** The device a log came from. */
export const LogDevice = model({
  /** The app's build number, e.g. `42`. */
  app_build: z.string(),
  /** The app's version name, e.g. `1.1.0`. */
  app_version: z.string(),
  /** The device's language and region, e.g. `en_US`. */
  locale: z.string(),
  /** The operating system, e.g. `iOS` or `Android`. */
  os_name: z.string(),
  /** Version of the operating system, e.g. `9.3.0`. */
  os_version: z.string(),
  /** The SDK that sent the log, with its platform, e.g. `appcenter.ios`. */
  sdk_name: z.string(),
  /** Version of that SDK (semver). */
  sdk_version: z.string(),
  /** The device's offset from UTC in minutes, daylight saving included. */
  time_zone_offset: z.number(),
  /** The app's bundle identifier, package name or namespace. */
  app_namespace: z.optional(z.string()),
  /** Country code of the mobile carrier. */
  carrier_code: z.optional(z.string()),
  /** Country of the mobile carrier. */
  carrier_country: z.optional(z.string()),
  /** Name of the mobile carrier. */
  carrier_name: z.optional(z.string()),
  /** The over-the-air deployment key the app follows. */
  live_update_deployment_key: z.optional(z.string()),
  /** Hash of the over-the-air update package the device runs. */
  live_update_package_hash: z.optional(z.string()),
  /** Label of the over-the-air release the device runs. */
  live_update_release_label: z.optional(z.string()),
  /** The device model, e.g. `iPad2,3`. */
  model: z.optional(z.string()),
  /** Who made the device, e.g. `HTC`. */
  oem_name: z.optional(z.string()),
  /** Android API level, e.g. `15`. */
  os_api_level: z.optional(z.number()),
  /** Build code of the operating system, e.g. `LMY47X`. */
  os_build: z.optional(z.string()),
  /** Screen size in pixels, e.g. `640x480`. */
  screen_size: z.optional(z.string()),
  /** Version of the wrapping framework's runtime (Xamarin, React Native, Cordova). */
  wrapper_runtime_version: z.optional(z.string()),
  /** The wrapper SDK, with its platform, e.g. `appcenter.xamarin`. */
  wrapper_sdk_name: z.optional(z.string()),
  /** Version of the wrapper SDK (semver). */
  wrapper_sdk_version: z.optional(z.string()),
});
/** The device a log came from. */
export type LogDevice = z.infer<typeof LogDevice>;

/** Kinds of logs. */
export const LogType = openEnum(['event', 'page', 'start_session', 'error', 'push_installation', 'start_service', 'custom_properties']);
/** Kinds of logs. */
export type LogType = z.infer<typeof LogType>;

/** A log as the log flow shows it. */
export const LogFlowEntry = model({
  /** Kind of log. */
  type: LogType,
  /** When the log was made on the device (ISO 8601). */
  timestamp: z.string(),
  /** Id (a UUID) of the app's installation on the device. */
  install_id: z.string(),
  /** The device and app the log comes from. */
  device: LogDevice,
});
/** A log as the log flow shows it. */
export type LogFlowEntry = z.infer<typeof LogFlowEntry>;

/** A log with its event, session and property details. */
export const GenericLogEntry = model({
  /** Kind of log. */
  type: LogType,
  /** When the log was made on the device (ISO 8601). */
  timestamp: z.string(),
  /** Id (a UUID) of the app's installation on the device. */
  install_id: z.string(),
  /** The device and app the log comes from. */
  device: LogDevice,
  /** Id (a UUID) of the session the log belongs to. */
  session_id: z.optional(z.string()),
  /** The event's id (event logs). */
  event_id: z.optional(z.string()),
  /** The event's name (event logs). */
  event_name: z.optional(z.string()),
  /** Id of the push message (push logs). */
  message_id: z.optional(z.string()),
  /** Properties sent with the log, by name. */
  properties: z.optional(recordOf(z.string())),
  /** Account id of the signed-in user, when the app set one. */
  account_id: z.optional(z.string()),
  /** Who signed the user in, when the app set it. */
  auth_provider: z.optional(z.string()),
});
/** A log with its event, session and property details. */
export type GenericLogEntry = z.infer<typeof GenericLogEntry>;

/**
 * Logs received after a start time: at most 100 per call. `exceeded_max_limit` says more are waiting;
 * ask again from `last_received_log_timestamp` (the list methods do that for you).
 */
export const LogFlow = model({
  /** The logs received, oldest first, at most 100. */
  logs: z.array(LogFlowEntry),
  /** Whether more logs were available than the 100 returned. */
  exceeded_max_limit: z.optional(z.boolean()),
  /** When the last returned log was received (ISO 8601); pass it as the start of the next call. */
  last_received_log_timestamp: z.optional(z.string()),
});
/** Logs received after a start time. */
export type LogFlow = z.infer<typeof LogFlow>;

/** Logs with their details, received after a start time (or of one session). */
export const GenericLogFlow = model({
  /** The logs received, oldest first, at most 100. */
  logs: z.array(GenericLogEntry),
  /** Whether more logs were available than the 100 returned. */
  exceeded_max_limit: z.optional(z.boolean()),
  /** When the last returned log was received (ISO 8601); pass it as the start of the next call. */
  last_received_log_timestamp: z.optional(z.string()),
});
/** Logs with their details. */
export type GenericLogFlow = z.infer<typeof GenericLogFlow>;
