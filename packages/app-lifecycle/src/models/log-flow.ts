import { model, openEnum } from '@org/http-core';
import * as z from '@org/http-core/zod';

/** The device a log came from. */
export const LogDevice = model({
  app_build: z.string(),
  app_version: z.string(),
  locale: z.string(),
  os_name: z.string(),
  os_version: z.string(),
  sdk_name: z.string(),
  sdk_version: z.string(),
  time_zone_offset: z.number(),
  app_namespace: z.optional(z.string()),
  carrier_code: z.optional(z.string()),
  carrier_country: z.optional(z.string()),
  carrier_name: z.optional(z.string()),
  live_update_deployment_key: z.optional(z.string()),
  live_update_package_hash: z.optional(z.string()),
  live_update_release_label: z.optional(z.string()),
  model: z.optional(z.string()),
  oem_name: z.optional(z.string()),
  os_api_level: z.optional(z.number()),
  os_build: z.optional(z.string()),
  screen_size: z.optional(z.string()),
  wrapper_runtime_version: z.optional(z.string()),
  wrapper_sdk_name: z.optional(z.string()),
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
  type: LogType,
  timestamp: z.string(),
  install_id: z.string(),
  device: LogDevice,
});
/** A log as the log flow shows it. */
export type LogFlowEntry = z.infer<typeof LogFlowEntry>;

/** A log with its event, session and property details. */
export const GenericLogEntry = model({
  type: LogType,
  timestamp: z.string(),
  install_id: z.string(),
  device: LogDevice,
  session_id: z.optional(z.string()),
  event_id: z.optional(z.string()),
  event_name: z.optional(z.string()),
  message_id: z.optional(z.string()),
  properties: z.optional(z.record(z.string(), z.string())),
  account_id: z.optional(z.string()),
  auth_provider: z.optional(z.string()),
});
/** A log with its event, session and property details. */
export type GenericLogEntry = z.infer<typeof GenericLogEntry>;

/**
 * Logs received after a start time: at most 100 per call. `exceeded_max_limit` says more are waiting;
 * ask again from `last_received_log_timestamp` (the list methods do that for you).
 */
export const LogFlow = model({
  logs: z.array(LogFlowEntry),
  exceeded_max_limit: z.optional(z.boolean()),
  last_received_log_timestamp: z.optional(z.string()),
});
/** Logs received after a start time. */
export type LogFlow = z.infer<typeof LogFlow>;

/** Logs with their details, received after a start time (or of one session). */
export const GenericLogFlow = model({
  logs: z.array(GenericLogEntry),
  exceeded_max_limit: z.optional(z.boolean()),
  last_received_log_timestamp: z.optional(z.string()),
});
/** Logs with their details. */
export type GenericLogFlow = z.infer<typeof GenericLogFlow>;
