/**
 * Errors raised in the success path whose final wording is the error path's, thrown at once with a provisional
 * message and worded before they leave the call: a call's input refused by its check, the other refusals of a
 * call whose sentences the error path holds (`refusal-words.ts`), and the refusals of an answer a list walk reads.
 */
import type * as z from 'zod/mini';
import { ResponseValidationError, ValidationError, type RequestSummary, type SdkError } from './errors.js';
import type { RefusalName, refusalWords } from './refusal-words.js';

/** What the error path words a refused input from. */
export interface InputRefusalParts {
  readonly error: z.core.$ZodError;
  readonly field: string;
  readonly request: RequestSummary;
  readonly secret: boolean;
  /** Rewrites each path and message of the final error (an own `__proto__` key as written). */
  readonly shown: ((text: string) => string) | undefined;
}

/**
 * What the error path words another refusal from: the name of its words, what fills them, and the error's fields;
 * `answer` where the refusal is of an answer (a {@link ResponseValidationError}) rather than of a call's input.
 */
export interface WordedRefusalParts {
  readonly words: RefusalName;
  readonly args: readonly unknown[];
  readonly init: RequestSummary & { readonly field?: string };
  readonly answer?: true;
}

/** What a {@link deferredError} is worded from. */
export type RefusalParts = InputRefusalParts | WordedRefusalParts;

const parts = Symbol('refusal');

/** @internal `provisional`, carrying what its final form is worded from. */
export function deferredError<E extends SdkError>(provisional: E, refusal: RefusalParts): E {
  Object.defineProperty(provisional, parts, { value: refusal, enumerable: false });
  return provisional;
}

/**
 * @internal A call refused before anything is sent: a {@link ValidationError} of `init` whose message the error
 * path words from `words` and `args`; while it cannot load, the message only names the field.
 */
export function refusal<N extends RefusalName>(words: N, init: RequestSummary & { readonly field: string }, ...args: Parameters<(typeof refusalWords)[N]>): ValidationError {
  return deferredError(new ValidationError(`${init.field} is refused; nothing was sent`, init), { words, args, init });
}

/** @internal What a {@link deferredError} is worded from; `undefined` for any other value. */
export function refusalOf(error: unknown): RefusalParts | undefined {
  return typeof error === 'object' && error !== null ? (error as { [parts]?: RefusalParts })[parts] : undefined;
}

/**
 * @internal A list walk of `operation` stopped at an answer a check of the page refuses (a page without its array
 * of items, a page that repeats itself): a {@link ResponseValidationError} naming the operation whose message the
 * error path words from `words` and `args`; while it cannot load, the message only says that paging stopped.
 */
export function walkRefusal<N extends RefusalName>(words: N, operation: { readonly id: string; readonly method?: string }, ...args: Parameters<(typeof refusalWords)[N]>): ResponseValidationError {
  const init = { operation: operation.id, method: operation.method };
  return deferredError(new ResponseValidationError(`${operation.id}: paging stopped`, init), { words, args, init, answer: true });
}
