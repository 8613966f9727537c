import { model, openEnum } from '@org/http-core/light';
import * as z from '@org/http-core/light';
import { FrameLanguage } from './stacktrace.js';

const text = z.optional(z.string());

/** A frame that decides which group an error belongs to. */
export const ErrorReasonFrame = model({
  /** Name of the frame's class. */
  className: text,
  /** Name of the frame's method. */
  method: text,
  /** Whether the method is a class (static) method. */
  classMethod: z.optional(z.boolean()),
  /** Name of the source file. */
  file: text,
  /** Line number in the source file. */
  line: z.optional(z.number()),
  /** Whether the frame is in the app's own code (not a framework's). */
  appCode: z.optional(z.boolean()),
  /** Name of the framework the frame is in. */
  frameworkName: text,
  /** The frame as shown, with symbols. */
  codeFormatted: text,
  /** The frame as reported, before formatting. */
  codeRaw: text,
  /** The method's parameters. */
  methodParams: text,
  /** Type of the exception. */
  exceptionType: text,
  /** Type of the operating system's exception (the signal, e.g. `SIGSEGV`). */
  osExceptionType: text,
  /** Programming language of the frame. */
  language: z.optional(FrameLanguage),
});
/** A frame that decides which group an error belongs to. */
export type ErrorReasonFrame = z.infer<typeof ErrorReasonFrame>;

/** Where an error group is in its triage: `open`, `closed` or `ignored`. */
export const ErrorGroupState = openEnum(['open', 'closed', 'ignored']);
/** Where an error group is in its triage. */
export type ErrorGroupState = z.infer<typeof ErrorGroupState>;

/** Errors with the same cause, grouped, with their count and the devices they happened on. */
export const ErrorGroup = model({
  /** The error group's id; used in paths as `errorGroupId`. */
  errorGroupId: z.string(),
  /** The team's triage state: `open`, `closed` or `ignored`. */
  state: ErrorGroupState,
  /** Free text kept with the group (a note by the team). */
  annotation: text,
  /** The app version the group is counted for. */
  appVersion: z.string(),
  /** The app build the group is counted for. */
  appBuild: text,
  /** Errors in the group. */
  count: z.number(),
  /** Devices that reported an error of the group. */
  deviceCount: z.number(),
  /** When the first error of the group happened (ISO 8601). */
  firstOccurrence: z.string(),
  /** When the last error of the group happened (ISO 8601). */
  lastOccurrence: z.string(),
  /** Type of the group's exception. */
  exceptionType: text,
  /** Message of the group's exception. */
  exceptionMessage: text,
  /** Class the exception was thrown in. */
  exceptionClassName: text,
  /** Whether the throwing method is a class (static) method. */
  exceptionClassMethod: z.optional(z.boolean()),
  /** Method the exception was thrown in. */
  exceptionMethod: text,
  /** Whether the exception was thrown in the app's own code. */
  exceptionAppCode: z.optional(z.boolean()),
  /** Source file the exception was thrown in. */
  exceptionFile: text,
  /** Line the exception was thrown at. */
  exceptionLine: text,
  /** The throwing frame as reported, before formatting. */
  codeRaw: text,
  /** Whether the group is hidden from lists. */
  hidden: z.optional(z.boolean()),
  /** The frames the errors were grouped by. */
  reasonFrames: z.optional(z.array(ErrorReasonFrame)),
});
/** Errors with the same cause, grouped. */
export type ErrorGroup = z.infer<typeof ErrorGroup>;

/** One page of error groups; `nextLink` is the address of the next. */
export const ErrorGroupList = model({
  /** The error groups of this page. */
  errorGroups: z.array(ErrorGroup),
  /** Link to the next page; absent on the last page. */
  nextLink: text,
});
/** One page of error groups. */
export type ErrorGroupList = z.infer<typeof ErrorGroupList>;

/** Error groups a search found; `hasMoreResults` says a later `$skip` finds more. */
export const ErrorGroupSearchResult = model({
  /** The error groups found. */
  errorGroups: z.array(ErrorGroup),
  /** Whether more groups match than were returned. */
  hasMoreResults: z.optional(z.boolean()),
});
/** Error groups a search found. */
export type ErrorGroupSearchResult = z.infer<typeof ErrorGroupSearchResult>;

/** Body of `errorGroups.updateState`: the new state (required) and an annotation. */
export const ErrorGroupStatePatch = model({
  /** The new triage state. */
  state: ErrorGroupState,
  /** A note to keep with the group. */
  annotation: text,
});
/** Body of `errorGroups.updateState`. */
export type ErrorGroupStatePatch = z.input<typeof ErrorGroupStatePatch>;
