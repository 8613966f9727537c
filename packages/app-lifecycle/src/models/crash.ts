import { model } from '@org/http-core';
import * as z from '@org/http-core/zod';
import { Stacktrace } from './stacktrace.js';

/** One crash report. */
export const Crash = model({
  crash_id: z.string(),
  new_crash_id: z.string(),
  new_crash_group_id: z.string(),
  build: z.string(),
  version: z.string(),
  device: z.string(),
  os_version: z.string(),
  user_name: z.string(),
  timestamp: z.string(),
  device_name: z.optional(z.string()),
  display_id: z.optional(z.string()),
  os_type: z.optional(z.string()),
  user_email: z.optional(z.string()),
  details: z.optional(
    model({
      locale: z.string(),
      rooted: z.boolean(),
      screen_size: z.string(),
      app_start_timestamp: z.optional(z.string()),
      carrier_country: z.optional(z.string()),
      carrier_name: z.optional(z.string()),
      os_build: z.optional(z.string()),
    }),
  ),
  stacktrace: z.optional(Stacktrace),
});
/** One crash report. */
export type Crash = z.infer<typeof Crash>;

/** What deleting a crash removed. */
export const CrashDeletion = model({
  app_id: z.optional(z.string()),
  crash_group_id: z.optional(z.string()),
  crash_id: z.optional(z.string()),
  crashes_deleted: z.optional(z.number()),
  attachments_deleted: z.optional(z.number()),
  blobs_succeeded: z.optional(z.number()),
  blobs_failed: z.optional(z.number()),
});
/** What deleting a crash removed. */
export type CrashDeletion = z.infer<typeof CrashDeletion>;

/** A file attached to a crash. */
export const CrashAttachment = model({
  attachment_id: z.string(),
  app_id: z.string(),
  crash_id: z.string(),
  file_name: z.string(),
  content_type: z.string(),
  size: z.number(),
  created_time: z.string(),
  blob_location: z.string(),
});
/** A file attached to a crash. */
export type CrashAttachment = z.infer<typeof CrashAttachment>;

/** Whether an app has crashes, and which crash features it may use. */
export const AppCrashesInfo = model({
  has_crashes: z.boolean(),
  features: model({
    crash_download_raw: z.optional(z.boolean()),
    crashgroup_analytics_crashfreeusers: z.optional(z.boolean()),
    crashgroup_analytics_impactedusers: z.optional(z.boolean()),
    crashgroup_modify_annotation: z.optional(z.boolean()),
    crashgroup_modify_status: z.optional(z.boolean()),
    search: z.optional(z.boolean()),
  }),
});
/** Whether an app has crashes. */
export type AppCrashesInfo = z.infer<typeof AppCrashesInfo>;
