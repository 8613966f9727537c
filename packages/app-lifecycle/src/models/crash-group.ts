import { model, openEnum } from '@org/http-core/light';
import * as z from '@org/http-core/light';
import { FrameLanguage } from './stacktrace.js';

const text = z.optional(z.string());

/** The frame a crash group's reason points at. */
export const ReasonFrame = model({
  /** The frame as shown, with symbols. */
  code_formatted: text,
  /** The frame as reported, before formatting. */
  code_raw: text,
  /** Whether the frame is in the app's own code (not a framework's). */
  app_code: z.optional(z.boolean()),
  /** Name of the frame's class. */
  class_name: text,
  /** Whether the method is a class (static) method. */
  class_method: z.optional(z.boolean()),
  /** Name of the frame's method. */
  method: text,
  /** The method's parameters. */
  method_params: text,
  /** Name of the source file. */
  file: text,
  /** Line number in the source file. */
  line: z.optional(z.number()),
  /** Programming language of the frame. */
  language: z.optional(FrameLanguage),
  /** Name of the framework the frame is in. */
  framework_name: text,
  /** Type of the exception that crashed the app. */
  exception_type: text,
  /** Type of the operating system's exception (the signal, e.g. `SIGSEGV`). */
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
  /** The crash group's id; used in paths as `crash_group_id`. */
  crash_group_id: z.string(),
  /** The group's id in the newer diagnostics store. */
  new_crash_group_id: z.string(),
  /** The short id shown in the portal. */
  display_id: z.string(),
  /** The app version the group is counted for. */
  app_version: z.string(),
  /** The build (version code) the group is counted for. */
  build: z.string(),
  /** Free text kept with the group (a note by the team). */
  annotation: z.string(),
  /** Why the app crashed: the exception's message or reason. */
  crash_reason: z.string(),
  /** Crashes in the group. */
  count: z.number(),
  /** Whether the group holds crashes (true) or handled exceptions (false). */
  fatal: z.boolean(),
  /** When the first crash of the group happened (ISO 8601). */
  first_occurrence: z.string(),
  /** When the last crash of the group happened (ISO 8601). */
  last_occurrence: z.string(),
  /** The team's triage state: `open`, `closed` or `ignored`. */
  status: CrashGroupStatus,
  /** The exception type, when there is one. */
  exception: z.optional(z.string()),
  /** Users who hit a crash of the group. */
  impacted_users: z.optional(z.number()),
  /** The frame the crash is blamed on. */
  reason_frame: z.optional(ReasonFrame),
});
/** Crashes with the same cause, grouped. */
export type CrashGroup = z.infer<typeof CrashGroup>;

/** One page of crash groups; `continuation_token` fetches the next. */
export const CrashGroupList = model({
  /** The crash groups of this page. */
  crash_groups: z.array(CrashGroup),
  /** Whether the service cut the result short (too many groups). */
  limited_result_set: z.boolean(),
  /** Token for the next page; absent on the last page. */
  continuation_token: z.optional(z.string()),
});
/** One page of crash groups. */
export type CrashGroupList = z.infer<typeof CrashGroupList>;

/** Body of `crashGroups.update`. */
export const CrashGroupPatch = model({
  /** New note kept with the group. */
  annotation: z.optional(z.string()),
  /** New triage state. */
  status: z.optional(CrashGroupStatus),
});
/** Body of `crashGroups.update`. */
export type CrashGroupPatch = z.input<typeof CrashGroupPatch>;
