import { model, openEnum } from '@org/http-core';
import * as z from '@org/http-core/zod';
import { FrameLanguage } from './stacktrace.js';

const text = z.optional(z.string());

/** The frame a crash group's reason points at. */
export const ReasonFrame = model({
  code_formatted: text,
  code_raw: text,
  app_code: z.optional(z.boolean()),
  class_name: text,
  class_method: z.optional(z.boolean()),
  method: text,
  method_params: text,
  file: text,
  line: z.optional(z.number()),
  language: z.optional(FrameLanguage),
  framework_name: text,
  exception_type: text,
  os_exception_type: text,
});
/** The frame a crash group's reason points at. */
export type ReasonFrame = z.infer<typeof ReasonFrame>;

/** Where a crash group is in its triage. */
export const CrashGroupStatus = openEnum(['open', 'closed', 'ignored']);
/** Where a crash group is in its triage. */
export type CrashGroupStatus = z.infer<typeof CrashGroupStatus>;

/** Crashes with the same cause, grouped. */
export const CrashGroup = model({
  crash_group_id: z.string(),
  new_crash_group_id: z.string(),
  display_id: z.string(),
  app_version: z.string(),
  build: z.string(),
  annotation: z.string(),
  crash_reason: z.string(),
  count: z.number(),
  fatal: z.boolean(),
  first_occurrence: z.string(),
  last_occurrence: z.string(),
  status: CrashGroupStatus,
  exception: z.optional(z.string()),
  impacted_users: z.optional(z.number()),
  reason_frame: z.optional(ReasonFrame),
});
/** Crashes with the same cause, grouped. */
export type CrashGroup = z.infer<typeof CrashGroup>;

/** One page of crash groups; `continuation_token` fetches the next. */
export const CrashGroupList = model({
  crash_groups: z.array(CrashGroup),
  limited_result_set: z.boolean(),
  continuation_token: z.optional(z.string()),
});
/** One page of crash groups. */
export type CrashGroupList = z.infer<typeof CrashGroupList>;

/** Body of `crashGroups.update`. */
export const CrashGroupPatch = model({
  annotation: z.optional(z.string()),
  status: z.optional(CrashGroupStatus),
});
/** Body of `crashGroups.update`. */
export type CrashGroupPatch = z.input<typeof CrashGroupPatch>;
