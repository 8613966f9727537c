import * as z from '@org/http-core/light';
import { integer, model, openEnum, plainCheck, recordOf } from '@org/http-core/light';
import { SubscriptionIdNumber } from './ids.js';
import { Subscription } from './subscription.js';

/** One change of a batch update: the subscription and whether it should be active. */
export const BatchUpdateItem = model({
  /** The subscription: its number, or the string id the service returned. Sent as an integer. */
  id: SubscriptionIdNumber,
  /** `true` to deliver events, `false` to pause. */
  active: z.boolean(),
});
/** One change of a batch update. */
export type BatchUpdateItem = z.input<typeof BatchUpdateItem>;

/** The body of `subscriptions.batchUpdate`: at least one change. */
export const BatchUpdateRequest = model({
  /** The changes, one per subscription: at least one. */
  inputs: z.array(BatchUpdateItem).check(plainCheck((inputs: readonly unknown[]) => inputs.length > 0, 'must list at least one subscription')),
});
/** The body of `subscriptions.batchUpdate`. */
export type BatchUpdateRequest = z.input<typeof BatchUpdateRequest>;

/** Progress of a batch: `PENDING`, `PROCESSING`, `CANCELED` or `COMPLETE`. */
export const BatchStatus = openEnum(['PENDING', 'PROCESSING', 'CANCELED', 'COMPLETE']);
/** Progress of a batch. */
export type BatchStatus = z.infer<typeof BatchStatus>;

/** A detail of an error: a message, and optionally where it was found. */
export const ErrorDetail = model({
  /** What is wrong. */
  message: z.string(),
  /** A code for this detail. */
  code: z.optional(z.string()),
  /** The field or parameter at fault. */
  in: z.optional(z.string()),
  /** A finer category of the detail. */
  subCategory: z.optional(z.string()),
  /** What the detail is about, as lists of values by name. */
  context: z.optional(recordOf(z.array(z.string()))),
});
/** A detail of an error. */
export type ErrorDetail = z.infer<typeof ErrorDetail>;

/**
 * The category of a batch item error. Older answers give an object (`{ name, httpStatus }`), newer ones a
 * plain string; both are accepted.
 */
export const BatchErrorCategory = z.union([
  z.string(),
  model({
    /** The category name, e.g. `OBJECT_NOT_FOUND`. */
    name: z.string(),
    /** The HTTP status by reason name, e.g. `NOT_FOUND`. */
    httpStatus: z.string(),
  }),
]);
/** The category of a batch item error. */
export type BatchErrorCategory = z.infer<typeof BatchErrorCategory>;

/**
 * An error about part of a batch. `context` names what it is about (for subscriptions the fake of
 * `@org/webhooks/testing` uses `context.ids`); `batchUpdateOutcomes` matches it to the inputs.
 */
export const BatchError = model({
  /** Always `error`. */
  status: z.string(),
  /** The kind of error, e.g. `OBJECT_NOT_FOUND`. */
  category: BatchErrorCategory,
  /** What went wrong, in words. */
  message: z.string(),
  /** Details of the error. */
  errors: z.array(ErrorDetail),
  /** What the error is about, as lists of values by name (`ids` for subscriptions). */
  context: recordOf(z.array(z.string())),
  /** Related documentation URLs, by name. */
  links: recordOf(z.string()),
  /** Identifier of the error. */
  id: z.optional(z.string()),
  /** A finer category of the error. */
  subCategory: z.optional(z.unknown()),
});
/** An error about part of a batch. */
export type BatchError = z.infer<typeof BatchError>;

/**
 * The answer of `subscriptions.batchUpdate`. Full success comes with HTTP 200 and no `errors`; a partial
 * result with HTTP 207, `numErrors` and `errors`. `results` holds only the subscriptions that were changed.
 * Use `batchUpdateOutcomes` to read the outcome of each input.
 */
export const BatchUpdateResponse = model({
  /** Progress of the batch; `COMPLETE` once every change is applied. */
  status: BatchStatus,
  /** The subscriptions changed, as they are now. */
  results: z.array(Subscription),
  /** Number of errors (multi-status answers). */
  numErrors: z.optional(integer()),
  /** Errors about single inputs (multi-status answers). */
  errors: z.optional(z.array(BatchError)),
  /** When the batch was asked for (ISO 8601). */
  requestedAt: z.optional(z.string()),
  /** When the service started the batch (ISO 8601). */
  startedAt: z.string(),
  /** When the service finished the batch (ISO 8601). */
  completedAt: z.string(),
  /** Related URLs, by name. */
  links: z.optional(recordOf(z.string())),
});
/** The answer of `subscriptions.batchUpdate`. */
export type BatchUpdateResponse = z.infer<typeof BatchUpdateResponse>;
