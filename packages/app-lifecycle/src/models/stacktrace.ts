import { model, openEnum } from '@org/http-core';
import * as z from '@org/http-core/zod';

/** Languages a stack frame can be written in. */
export const FrameLanguage = openEnum(['JavaScript', 'CSharp', 'Objective-C', 'Objective-Cpp', 'Cpp', 'C', 'Swift', 'Java', 'Unknown']);

/** Platforms an exception can come from. */
export const ExceptionPlatform = openEnum(['ios', 'android', 'xamarin', 'react-native', 'ndk', 'unity', 'other']);

/** One frame of a stack. `app_code` tells the app's own code from libraries. */
export const StackFrame = model({
  code_formatted: z.string(),
  code_raw: z.string(),
  app_code: z.boolean(),
  address: z.optional(z.string()),
  class_name: z.optional(z.string()),
  class_method: z.optional(z.boolean()),
  method: z.optional(z.string()),
  method_params: z.optional(z.string()),
  file: z.optional(z.string()),
  line: z.optional(z.number()),
  language: z.optional(FrameLanguage),
  framework_name: z.optional(z.string()),
  relevant: z.optional(z.boolean()),
});
/** One frame of a stack. */
export type StackFrame = z.infer<typeof StackFrame>;

/** An exception with its frames and the exceptions it wraps. */
export interface CrashException {
  frames: StackFrame[];
  inner_exceptions?: CrashException[] | undefined;
  platform?: string | undefined;
  reason?: string | undefined;
  relevant?: boolean | undefined;
  type?: string | undefined;
  [key: string]: unknown;
}

/** An exception with its frames and the exceptions it wraps (recursive). */
export const CrashException: z.ZodMiniType<CrashException> = model({
  frames: z.array(StackFrame),
  get inner_exceptions() {
    return z.optional(z.array(CrashException));
  },
  platform: z.optional(ExceptionPlatform),
  reason: z.optional(z.string()),
  relevant: z.optional(z.boolean()),
  type: z.optional(z.string()),
});

/** A thread of a crashed process. */
export const CrashThread = model({
  title: z.string(),
  frames: z.array(StackFrame),
  crashed: z.optional(z.boolean()),
  relevant: z.optional(z.boolean()),
  platform: z.optional(ExceptionPlatform),
  exception: z.optional(CrashException),
});
/** A thread of a crashed process. */
export type CrashThread = z.infer<typeof CrashThread>;

/** The stack trace of a crash or crash group: its threads, or the exception for managed platforms. */
export const Stacktrace = model({
  title: z.optional(z.string()),
  reason: z.optional(z.string()),
  threads: z.optional(z.array(CrashThread)),
  exception: z.optional(CrashException),
});
/** The stack trace of a crash or crash group. */
export type Stacktrace = z.infer<typeof Stacktrace>;
