import { model, openEnum } from '@org/http-core';
import * as z from '@org/http-core/zod';
import { FrameLanguage } from './stacktrace.js';

const text = z.optional(z.string());

/** A frame that decides which group an error belongs to. */
export const ErrorReasonFrame = model({
  className: text,
  method: text,
  classMethod: z.optional(z.boolean()),
  file: text,
  line: z.optional(z.number()),
  appCode: z.optional(z.boolean()),
  frameworkName: text,
  codeFormatted: text,
  codeRaw: text,
  methodParams: text,
  exceptionType: text,
  osExceptionType: text,
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
  errorGroupId: z.string(),
  state: ErrorGroupState,
  annotation: text,
  appVersion: z.string(),
  appBuild: text,
  count: z.number(),
  deviceCount: z.number(),
  firstOccurrence: z.string(),
  lastOccurrence: z.string(),
  exceptionType: text,
  exceptionMessage: text,
  exceptionClassName: text,
  exceptionClassMethod: z.optional(z.boolean()),
  exceptionMethod: text,
  exceptionAppCode: z.optional(z.boolean()),
  exceptionFile: text,
  exceptionLine: text,
  codeRaw: text,
  hidden: z.optional(z.boolean()),
  reasonFrames: z.optional(z.array(ErrorReasonFrame)),
});
/** Errors with the same cause, grouped. */
export type ErrorGroup = z.infer<typeof ErrorGroup>;

/** One page of error groups; `nextLink` is the address of the next. */
export const ErrorGroupList = model({
  errorGroups: z.array(ErrorGroup),
  nextLink: text,
});
/** One page of error groups. */
export type ErrorGroupList = z.infer<typeof ErrorGroupList>;

/** Error groups a search found; `hasMoreResults` says a later `$skip` finds more. */
export const ErrorGroupSearchResult = model({
  errorGroups: z.array(ErrorGroup),
  hasMoreResults: z.optional(z.boolean()),
});
/** Error groups a search found. */
export type ErrorGroupSearchResult = z.infer<typeof ErrorGroupSearchResult>;

/** Body of `errorGroups.updateState`: the new state (required) and an annotation. */
export const ErrorGroupStatePatch = model({
  state: ErrorGroupState,
  annotation: text,
});
/** Body of `errorGroups.updateState`. */
export type ErrorGroupStatePatch = z.input<typeof ErrorGroupStatePatch>;
