/**
 * The bodies the service posts to an app's alert webhooks. They carry no event type: which alert a body is,
 * its documented fields say (`build_id` and `build_status`, `release_id` and `install_link`, or the crash
 * group's `id`, `name`, `reason` and `stack_trace`). Every shape is loose: fields the service adds are kept.
 */
import { model } from '@org/http-core';
import * as z from '@org/http-core/zod';

/** A new crash group was created in the app. */
export const CrashGroupAlertPayload = model({
  /** The crash group's id. */
  id: z.string(),
  name: z.string(),
  reason: z.string(),
  /** Where the crash group is shown in the portal. */
  url: z.string(),
  app_display_name: z.string(),
  app_platform: z.string(),
  app_version: z.string(),
  stack_trace: z.array(z.string()),
  affected_users: z.optional(z.number()),
  crash_count: z.optional(z.number()),
  /** When the alert was sent (ISO 8601). */
  sent_at: z.optional(z.string()),
  app_id: z.optional(z.string()),
});
/** A new crash group was created in the app. */
export type CrashGroupAlertPayload = z.infer<typeof CrashGroupAlertPayload>;

/** A new release was distributed to a distribution group. */
export const ReleaseAlertPayload = model({
  app_name: z.string(),
  app_display_name: z.string(),
  release_id: z.string(),
  platform: z.string(),
  uploaded_at: z.string(),
  version: z.string(),
  short_version: z.string(),
  size: z.number(),
  bundle_identifier: z.string(),
  install_link: z.string(),
  fingerprint: z.optional(z.string()),
  release_notes: z.optional(z.string()),
  min_os: z.optional(z.string()),
  mandatory_update: z.optional(z.boolean()),
  provisioning_profile_name: z.optional(z.nullable(z.string())),
  provisioning_profile_type: z.optional(z.nullable(z.string())),
  icon_link: z.optional(z.nullable(z.string())),
  distribution_group_id: z.optional(z.string()),
  installable: z.optional(z.boolean()),
  sent_at: z.optional(z.string()),
  app_id: z.optional(z.string()),
});
/** A new release was distributed to a distribution group. */
export type ReleaseAlertPayload = z.infer<typeof ReleaseAlertPayload>;

/** A build finished (succeeded or failed, as the webhook's build settings ask). */
export const BuildAlertPayload = model({
  app_name: z.string(),
  branch: z.string(),
  /** How the build ended, e.g. `Succeeded` or `Failed`. */
  build_status: z.string(),
  build_id: z.string(),
  build_link: z.optional(z.string()),
  build_reason: z.optional(z.string()),
  start_time: z.optional(z.string()),
  finish_time: z.optional(z.string()),
  icon_link: z.optional(z.nullable(z.string())),
  notification_settings_link: z.optional(z.string()),
  os: z.optional(z.string()),
  source_version: z.optional(z.string()),
  sent_at: z.optional(z.string()),
});
/** A build finished. */
export type BuildAlertPayload = z.infer<typeof BuildAlertPayload>;

/**
 * An alert read by `readAlert`, by kind: `newCrashGroupCreated` and `newAppReleased` (the webhook event types of
 * the alerting operations), `buildCompleted`, or `unknown` for a JSON body of no documented shape, kept whole.
 */
export type Alert =
  | { readonly kind: 'newCrashGroupCreated'; readonly payload: CrashGroupAlertPayload }
  | { readonly kind: 'newAppReleased'; readonly payload: ReleaseAlertPayload }
  | { readonly kind: 'buildCompleted'; readonly payload: BuildAlertPayload }
  | { readonly kind: 'unknown'; readonly payload: unknown };

/** The kind of an {@link Alert}. */
export type AlertKind = Alert['kind'];
