import { model } from '@org/http-core/light';
import * as z from '@org/http-core/light';
import { Stacktrace } from './stacktrace.js';

/** One crash report. */
export const Crash = model({
  /** The crash's id; used in paths as `crash_id`. */
  crash_id: z.string(),
  /** The crash's id in the newer diagnostics store. */
  new_crash_id: z.string(),
  /** Id of the crash's group in the newer diagnostics store. */
  new_crash_group_id: z.string(),
  /** The app build (version code) that crashed. */
  build: z.string(),
  /** The app version that crashed. */
  version: z.string(),
  /** The device model, e.g. `iPhone10,6`. */
  device: z.string(),
  /** Version of the device's operating system. */
  os_version: z.string(),
  /** Name of the user the app reported, when it set one. */
  user_name: z.string(),
  /** When the crash happened (ISO 8601). */
  timestamp: z.string(),
  /** The device's marketing name, e.g. `iPhone X`. */
  device_name: z.optional(z.string()),
  /** The short id shown in the portal. */
  display_id: z.optional(z.string()),
  /** The operating system, e.g. `iOS` or `Android`. */
  os_type: z.optional(z.string()),
  /** Email address of the user the app reported, when it set one. */
  user_email: z.optional(z.string()),
  /** More about the device and the app session; present when details were asked for. */
  details: z.optional(
    model({
      /** The device's language and region, e.g. `en_US`. */
      locale: z.string(),
      /** Whether the device is rooted or jailbroken. */
      rooted: z.boolean(),
      /** Screen size in pixels, e.g. `1080x1920`. */
      screen_size: z.string(),
      /** When the app was started (ISO 8601). */
      app_start_timestamp: z.optional(z.string()),
      /** Country code of the mobile carrier. */
      carrier_country: z.optional(z.string()),
      /** Name of the mobile carrier. */
      carrier_name: z.optional(z.string()),
      /** Build code of the operating system, e.g. `LMY47X`. */
      os_build: z.optional(z.string()),
    }),
  ),
  /** The crash's threads and exceptions; present when asked for. */
  stacktrace: z.optional(Stacktrace),
});
/** One crash report. */
export type Crash = z.infer<typeof Crash>;

/** What deleting a crash removed. */
export const CrashDeletion = model({
  /** The app's id (a UUID). */
  app_id: z.optional(z.string()),
  /** The crash group's id. */
  crash_group_id: z.optional(z.string()),
  /** The crash's id. */
  crash_id: z.optional(z.string()),
  /** How many crash records were deleted. */
  crashes_deleted: z.optional(z.number()),
  /** How many attachments were deleted. */
  attachments_deleted: z.optional(z.number()),
  /** How many stored files were deleted. */
  blobs_succeeded: z.optional(z.number()),
  /** How many stored files could not be deleted. */
  blobs_failed: z.optional(z.number()),
});
/** What deleting a crash removed. */
export type CrashDeletion = z.infer<typeof CrashDeletion>;

/** A file attached to a crash. */
export const CrashAttachment = model({
  /** The attachment's id. */
  attachment_id: z.string(),
  /** The app's id (a UUID). */
  app_id: z.string(),
  /** The crash's id. */
  crash_id: z.string(),
  /** The attachment's file name. */
  file_name: z.string(),
  /** Media type of the attachment, e.g. `text/plain`. */
  content_type: z.string(),
  /** Size of the attachment in bytes. */
  size: z.number(),
  /** When the attachment was stored (ISO 8601). */
  created_time: z.string(),
  /** URL of the stored attachment. */
  blob_location: z.string(),
});
/** A file attached to a crash. */
export type CrashAttachment = z.infer<typeof CrashAttachment>;

/** Whether an app has crashes, and which crash features it may use. */
export const AppCrashesInfo = model({
  /** Whether the app has any crashes. */
  has_crashes: z.boolean(),
  /** Which crash features the app supports. */
  features: model({
    /** Whether raw crash reports can be downloaded. */
    crash_download_raw: z.optional(z.boolean()),
    /** Whether the crash-free users figure is available. */
    crashgroup_analytics_crashfreeusers: z.optional(z.boolean()),
    /** Whether the affected users figure is available. */
    crashgroup_analytics_impactedusers: z.optional(z.boolean()),
    /** Whether a crash group's annotation can be changed. */
    crashgroup_modify_annotation: z.optional(z.boolean()),
    /** Whether a crash group's status can be changed. */
    crashgroup_modify_status: z.optional(z.boolean()),
    /** Whether crashes can be searched. */
    search: z.optional(z.boolean()),
  }),
});
/** Whether an app has crashes. */
export type AppCrashesInfo = z.infer<typeof AppCrashesInfo>;
