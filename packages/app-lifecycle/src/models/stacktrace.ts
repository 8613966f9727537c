import { model, openEnum } from '@org/http-core/light';
import * as z from '@org/http-core/light';

/** Languages a stack frame can be written in. */
export const FrameLanguage = openEnum(['JavaScript', 'CSharp', 'Objective-C', 'Objective-Cpp', 'Cpp', 'C', 'Swift', 'Java', 'Unknown']);

/** Platforms an exception can come from. */
export const ExceptionPlatform = openEnum(['ios', 'android', 'xamarin', 'react-native', 'ndk', 'unity', 'other']);

/** One frame of a stack. `app_code` tells the app's own code from libraries. */
export const StackFrame = model({
  /** The frame as shown, with symbols. */
  code_formatted: z.string(),
  /** The frame as reported, before formatting. */
  code_raw: z.string(),
  /** Whether the frame is in the app's own code (not a framework's). */
  app_code: z.boolean(),
  /** Memory address of the frame. */
  address: z.optional(z.string()),
  /** Name of the frame's class. */
  class_name: z.optional(z.string()),
  /** Whether the method is a class (static) method. */
  class_method: z.optional(z.boolean()),
  /** Name of the frame's method. */
  method: z.optional(z.string()),
  /** The method's parameters. */
  method_params: z.optional(z.string()),
  /** Name of the source file. */
  file: z.optional(z.string()),
  /** Line number in the source file. */
  line: z.optional(z.number()),
  /** Programming language of the frame. */
  language: z.optional(FrameLanguage),
  /** Name of the framework the frame is in. */
  framework_name: z.optional(z.string()),
  /** Whether the frame is always shown (not folded away). */
  relevant: z.optional(z.boolean()),
});
/** One frame of a stack. */
export type StackFrame = z.infer<typeof StackFrame>;

/** An exception with its frames and the exceptions it wraps. */
export interface CrashException {
  /** The exception's frames. */
  frames: StackFrame[];
  /** Exceptions this one wraps. */
  inner_exceptions?: CrashException[] | undefined;
  /** The SDK or platform that reported the exception, e.g. `ios` or `android`. */
  platform?: string | undefined;
  /** Why the exception was thrown: its message. */
  reason?: string | undefined;
  /** Whether this is the exception that crashed the app. */
  relevant?: boolean | undefined;
  /** Type of the exception, e.g. `NullPointerException`. */
  type?: string | undefined;
  [key: string]: unknown;
}

/** An exception with its frames and the exceptions it wraps (recursive). */
export const CrashException: z.LightType<CrashException> = model({
  /** The exception's frames. */
  frames: z.array(StackFrame),
  /** Exceptions this one wraps. */
  get inner_exceptions() {
    return z.optional(z.array(CrashException));
  },
  /** The SDK or platform that reported the exception, e.g. `ios` or `android`. */
  platform: z.optional(ExceptionPlatform),
  /** Why the exception was thrown: its message. */
  reason: z.optional(z.string()),
  /** Whether this is the exception that crashed the app. */
  relevant: z.optional(z.boolean()),
  /** Type of the exception, e.g. `NullPointerException`. */
  type: z.optional(z.string()),
});

/** A thread of a crashed process. */
export const CrashThread = model({
  /** The thread's name. */
  title: z.string(),
  /** The thread's frames. */
  frames: z.array(StackFrame),
  /** Whether this thread crashed. */
  crashed: z.optional(z.boolean()),
  /** Whether any of the thread's frames is relevant (false when none is). */
  relevant: z.optional(z.boolean()),
  /** The SDK or platform that reported the thread, e.g. `ios` or `android`. */
  platform: z.optional(ExceptionPlatform),
  /** The exception the thread threw, when it threw one. */
  exception: z.optional(CrashException),
});
/** A thread of a crashed process. */
export type CrashThread = z.infer<typeof CrashThread>;

/** The stack trace of a crash or crash group: its threads, or the exception for managed platforms. */
export const Stacktrace = model({
  /** Title of the crash, e.g. the crashing method. */
  title: z.optional(z.string()),
  /** Why the app crashed. */
  reason: z.optional(z.string()),
  /** The process's threads. */
  threads: z.optional(z.array(CrashThread)),
  /** The exception that crashed the app, when there is one. */
  exception: z.optional(CrashException),
});
/** The stack trace of a crash or crash group. */
export type Stacktrace = z.infer<typeof Stacktrace>;
