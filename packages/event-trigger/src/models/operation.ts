import { model, recordOf } from '@org/http-core/light';
import * as z from '@org/http-core/light';

/** One structured detail of a {@link Status}: a message of the type its `@type` names. */
export const StatusDetail = model({
  /** The type URL of the detail's message, e.g. `type.googleapis.com/google.rpc.ErrorInfo`. */
  '@type': z.optional(z.string()),
});
/** One structured detail of a {@link Status}. */
export type StatusDetail = z.infer<typeof StatusDetail>;

/**
 * Why an operation failed: a `google.rpc.Status`. `code` is the numeric canonical code (1 = cancelled,
 * 3 = invalid argument, 5 = not found, ...).
 */
export const Status = model({
  /** Canonical numeric code; `OperationCode` of `@org/event-trigger` names the common ones. */
  code: z.optional(z.number()),
  /** Developer-facing message. */
  message: z.optional(z.string()),
  /** Structured details; the fields of each besides `@type` are reached with `unknownFields(StatusDetail, detail)`. */
  details: z.optional(z.array(StatusDetail)),
});
/** Why an operation failed. */
export type Status = z.infer<typeof Status>;

/** Progress information of a trigger operation; every field is output only. */
export const OperationMetadata = model({
  /** The type URL of the metadata message, `type.googleapis.com/google.cloud.eventarc.v1beta1.OperationMetadata`. */
  '@type': z.optional(z.string()),
  /** When the operation started, ISO 8601. */
  createTime: z.optional(z.string()),
  /** When the operation finished, ISO 8601. */
  endTime: z.optional(z.string()),
  /** Resource the operation acts on, e.g. the trigger's name. */
  target: z.optional(z.string()),
  /** What the operation does: `create`, `update` or `delete`. */
  verb: z.optional(z.string()),
  /** Human-readable status. */
  statusMessage: z.optional(z.string()),
  /** Whether a cancellation was asked for. */
  requestedCancellation: z.optional(z.boolean()),
  /** API version that started the operation. */
  apiVersion: z.optional(z.string()),
});
/** Progress information of a trigger operation. */
export type OperationMetadata = z.infer<typeof OperationMetadata>;

/**
 * A long-running operation. Until `done`, only `metadata` tells the progress; once done, either `error` or
 * `response` (the trigger, or an empty object for a delete) is set.
 */
export const Operation = model({
  /** `projects/{project}/locations/{location}/operations/{operation}`: poll, cancel or resume by it. */
  name: z.string(),
  /** `true` once finished. */
  done: z.optional(z.boolean()),
  /** Set when the operation failed or was cancelled. */
  error: z.optional(Status),
  /** The result when it succeeded. */
  response: z.optional(recordOf(z.unknown())),
  /** Progress information. */
  metadata: z.optional(OperationMetadata),
});
/** A long-running operation. */
export type Operation = z.infer<typeof Operation>;

/** One page of operations. */
export const ListOperationsResponse = model({
  /** The operations of the page. */
  operations: z.optional(z.array(Operation)),
  /** Token of the next page; absent on the last. */
  nextPageToken: z.optional(z.string()),
});
/** One page of operations. */
export type ListOperationsResponse = z.infer<typeof ListOperationsResponse>;

/** An empty answer (`{}`); unknown fields a future version adds are kept. */
export const Empty = model({});
/** An empty answer. */
export type Empty = z.infer<typeof Empty>;
