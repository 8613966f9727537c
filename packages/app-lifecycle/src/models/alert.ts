/**
 * The bodies the service posts to an app's alert webhooks. They carry no event type: which alert a body is,
 * its documented fields say (`build_id` and `build_status`, `release_id` and `install_link`, or the crash
 * group's `id`, `name`, `reason` and `stack_trace`). Every shape is loose: fields the service adds are kept.
 */
import { model } from '@org/http-core/light';
import * as z from '@org/http-core/light';

/** A new crash group was created in the app. */
export const CrashGroupAlertPayload = model({
  /** The crash group's id. */
  id: z.string(),
  /** The crash group's name, usually the crashing method or exception type. */
  name: z.string(),
  /** Why the app crashed: the exception message or signal. */
  reason: z.string(),
  /** Where the crash group is shown in the portal. */
  url: z.string(),
  /** The app's display name. */
  app_display_name: z.string(),
  /** The app's platform or SDK, e.g. `ios`, `android` or `react-native`. */
  app_platform: z.string(),
  /** The app version that crashed. */
  app_version: z.string(),
  /** The top frames of the crashing thread, one line each. */
  stack_trace: z.array(z.string()),
  /** How many distinct users hit this crash so far. */
  affected_users: z.optional(z.number()),
  /** How many crashes the group holds so far. */
  crash_count: z.optional(z.number()),
  /** When the alert was sent (ISO 8601). */
  sent_at: z.optional(z.string()),
  /** The app's id (a UUID). */
  app_id: z.optional(z.string()),
});
/** A new crash group was created in the app. */
export type CrashGroupAlertPayload = z.infer<typeof CrashGroupAlertPayload>;

/** A new release was distributed to a distribution group. */
export const ReleaseAlertPayload = model({
  /** The app's name (its slug in paths). */
  app_name: z.string(),
  /** The app's display name. */
  app_display_name: z.string(),
  /** The release's id (a number, sent as a string). */
  release_id: z.string(),
  /** The app's platform, e.g. `Java` or `Objective-C-Swift`. */
  platform: z.string(),
  /** When the release was uploaded (ISO 8601). */
  uploaded_at: z.string(),
  /** The build version: `CFBundleVersion` on iOS, `versionCode` on Android. */
  version: z.string(),
  /** The version shown to users: `CFBundleShortVersionString` on iOS, `versionName` on Android. */
  short_version: z.string(),
  /** The release's size in bytes. */
  size: z.number(),
  /** The app's bundle identifier (iOS) or package name (Android). */
  bundle_identifier: z.string(),
  /** The link testers open to install the release. */
  install_link: z.string(),
  /** MD5 checksum of the release binary. */
  fingerprint: z.optional(z.string()),
  /** The release notes, as written by the uploader. */
  release_notes: z.optional(z.string()),
  /** Lowest operating system version the release runs on. */
  min_os: z.optional(z.string()),
  /** Whether testers must update to this release. */
  mandatory_update: z.optional(z.boolean()),
  /** iOS only: name of the provisioning profile the release is signed with; `null` otherwise. */
  provisioning_profile_name: z.optional(z.nullable(z.string())),
  /** iOS only: kind of provisioning profile, e.g. `adhoc` or `enterprise`; `null` otherwise. */
  provisioning_profile_type: z.optional(z.nullable(z.string())),
  /** URL of the app's icon; `null` when it has none. */
  icon_link: z.optional(z.nullable(z.string())),
  /** The id (a UUID) of the distribution group the release went to. */
  distribution_group_id: z.optional(z.string()),
  /** Whether recipients can install the release from the link. */
  installable: z.optional(z.boolean()),
  /** When the alert was sent (ISO 8601). */
  sent_at: z.optional(z.string()),
  /** The app's id (a UUID). */
  app_id: z.optional(z.string()),
});
/** A new release was distributed to a distribution group. */
export type ReleaseAlertPayload = z.infer<typeof ReleaseAlertPayload>;

/** A build finished (succeeded or failed, as the webhook's build settings ask). */
export const BuildAlertPayload = model({
  /** The app's name (its slug in paths). */
  app_name: z.string(),
  /** The branch that was built. */
  branch: z.string(),
  /** How the build ended, e.g. `Succeeded` or `Failed`. */
  build_status: z.string(),
  /** The build's id (a number, sent as a string). */
  build_id: z.string(),
  /** Where the build is shown in the portal. */
  build_link: z.optional(z.string()),
  /** What started the build, e.g. a push or a manual run. */
  build_reason: z.optional(z.string()),
  /** When the build started (ISO 8601). */
  start_time: z.optional(z.string()),
  /** When the build finished (ISO 8601). */
  finish_time: z.optional(z.string()),
  /** URL of the app's icon; `null` when it has none. */
  icon_link: z.optional(z.nullable(z.string())),
  /** Where the recipient changes which build alerts they get. */
  notification_settings_link: z.optional(z.string()),
  /** The app's operating system, e.g. `iOS` or `Android`. */
  os: z.optional(z.string()),
  /** The commit (SHA) that was built. */
  source_version: z.optional(z.string()),
  /** When the alert was sent (ISO 8601). */
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
