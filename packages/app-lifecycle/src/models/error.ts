import { model } from '@org/http-core';
import * as z from '@org/http-core/zod';
import { ErrorReasonFrame } from './error-group.js';

const text = z.optional(z.string());

/** One error as lists show it: when and on which device it happened. */
export const ErrorSummary = model({
  errorId: text,
  timestamp: text,
  deviceName: text,
  osVersion: text,
  osType: text,
  country: text,
  language: text,
  userId: text,
  hasBreadcrumbs: z.optional(z.boolean()),
  hasAttachments: z.optional(z.boolean()),
});
/** One error as lists show it. */
export type ErrorSummary = z.infer<typeof ErrorSummary>;

/** One error with its device, launch time, custom properties and the frames it was grouped by. */
export const ErrorDetails = model({
  ...ErrorSummary.shape,
  name: text,
  appLaunchTimestamp: text,
  carrierName: text,
  jailbreak: z.optional(z.boolean()),
  properties: z.optional(z.record(z.string(), z.string())),
  reasonFrames: z.optional(z.array(ErrorReasonFrame)),
});
/** One error with its details. */
export type ErrorDetails = z.infer<typeof ErrorDetails>;

/** One page of a group's errors, newest first; `nextLink` is the address of the next. */
export const ErrorList = model({
  errors: z.array(ErrorSummary),
  nextLink: text,
});
/** One page of a group's errors. */
export type ErrorList = z.infer<typeof ErrorList>;

/** Errors a search found; `hasMoreResults` says a later `$skip` finds more. */
export const ErrorSearchResult = model({
  errors: z.array(ErrorSummary),
  hasMoreResults: z.optional(z.boolean()),
});
/** Errors a search found. */
export type ErrorSearchResult = z.infer<typeof ErrorSearchResult>;

/** What deleting an error removed: the error, its attachments and their stored files. */
export const ErrorDeletion = model({
  appId: text,
  errorGroupId: text,
  errorId: text,
  errorsDeleted: z.optional(z.number()),
  attachmentsDeleted: z.optional(z.number()),
  blobsSucceeded: z.optional(z.number()),
  blobsFailed: z.optional(z.number()),
});
/** What deleting an error removed. */
export type ErrorDeletion = z.infer<typeof ErrorDeletion>;

/** A file attached to an error (`crashId` is the error's id). */
export const ErrorAttachment = model({
  attachmentId: text,
  appId: text,
  crashId: text,
  fileName: text,
  contentType: text,
  size: z.optional(z.number()),
  createdTime: text,
  blobLocation: text,
});
/** A file attached to an error. */
export type ErrorAttachment = z.infer<typeof ErrorAttachment>;

/** The content of a text attachment. */
export const ErrorAttachmentText = model({
  content: text,
});
/** The content of a text attachment. */
export type ErrorAttachmentText = z.infer<typeof ErrorAttachmentText>;

/** How long the service keeps errors, in days. */
export const ErrorRetentionSettings = model({
  retention_in_days: z.number(),
});
/** How long the service keeps errors. */
export type ErrorRetentionSettings = z.infer<typeof ErrorRetentionSettings>;
