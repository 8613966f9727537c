/**
 * An error raised in the success path whose final wording is the error path's: a call's input refused by its
 * check, thrown at once (nothing is sent) with a provisional message, and worded before it leaves the call.
 */
import type * as z from 'zod/mini';
import type { RequestSummary, SdkError } from './errors.js';

/** What the error path words a refused input from. */
export interface InputRefusalParts {
  readonly error: z.core.$ZodError;
  readonly field: string;
  readonly request: RequestSummary;
  readonly secret: boolean;
  /** Rewrites each path and message of the final error (an own `__proto__` key as written). */
  readonly shown: ((text: string) => string) | undefined;
}

const parts = Symbol('refusal');

/** @internal `provisional`, carrying what its final form is worded from. */
export function deferredError<E extends SdkError>(provisional: E, refusal: InputRefusalParts): E {
  Object.defineProperty(provisional, parts, { value: refusal, enumerable: false });
  return provisional;
}

/** @internal What a {@link deferredError} is worded from; `undefined` for any other value. */
export function refusalOf(error: unknown): InputRefusalParts | undefined {
  return typeof error === 'object' && error !== null ? (error as { [parts]?: InputRefusalParts })[parts] : undefined;
}
