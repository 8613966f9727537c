import { model, recordOf } from '@org/http-core/light';
import * as z from '@org/http-core/light';
import { ErrorReasonFrame } from './error-group.js';

const text = z.optional(z.string());

/** One error as lists show it: when and on which device it happened. */
export const ErrorSummary = model({
  /** The error's id; used in paths as `errorId`. */
  errorId: text,
  /** When the error happened (ISO 8601). */
  timestamp: text,
  /** The device's model name. */
  deviceName: text,
  /** Version of the device's operating system. */
  osVersion: text,
  /** The operating system, e.g. `iOS` or `Android`. */
  osType: text,
  /** Country of the device (its code). */
  country: text,
  /** Language of the device. */
  language: text,
  /** Id of the user the app reported, when it set one. */
  userId: text,
  /** Whether the error comes with breadcrumbs (the events that led to it). */
  hasBreadcrumbs: z.optional(z.boolean()),
  /** Whether the error has attachments. */
  hasAttachments: z.optional(z.boolean()),
});
/** One error as lists show it. */
export type ErrorSummary = z.infer<typeof ErrorSummary>;

/** One error with its device, launch time, custom properties and the frames it was grouped by. */
export const ErrorDetails = model({
  ...ErrorSummary.shape,
  /** Name of the exception. */
  name: text,
  /** When the app was launched (ISO 8601). */
  appLaunchTimestamp: text,
  /** Name of the mobile carrier. */
  carrierName: text,
  /** Whether the device is jailbroken or rooted. */
  jailbreak: z.optional(z.boolean()),
  /** Custom properties the app sent with the error, by name. */
  properties: z.optional(recordOf(z.string())),
  /** The frames the error was grouped by. */
  reasonFrames: z.optional(z.array(ErrorReasonFrame)),
});
/** One error with its details. */
export type ErrorDetails = z.infer<typeof ErrorDetails>;

/** One page of a group's errors, newest first; `nextLink` is the address of the next. */
export const ErrorList = model({
  /** The errors of this page. */
  errors: z.array(ErrorSummary),
  /** Link to the next page; absent on the last page. */
  nextLink: text,
});
/** One page of a group's errors. */
export type ErrorList = z.infer<typeof ErrorList>;

/** Errors a search found; `hasMoreResults` says a later `$skip` finds more. */
export const ErrorSearchResult = model({
  /** The errors found. */
  errors: z.array(ErrorSummary),
  /** Whether more errors match than were returned. */
  hasMoreResults: z.optional(z.boolean()),
});
/** Errors a search found. */
export type ErrorSearchResult = z.infer<typeof ErrorSearchResult>;

/** What deleting an error removed: the error, its attachments and their stored files. */
export const ErrorDeletion = model({
  /** The app's id (a UUID). */
  appId: text,
  /** The error group's id. */
  errorGroupId: text,
  /** The error's id. */
  errorId: text,
  /** How many error records were deleted. */
  errorsDeleted: z.optional(z.number()),
  /** How many attachments were deleted. */
  attachmentsDeleted: z.optional(z.number()),
  /** How many stored files were deleted. */
  blobsSucceeded: z.optional(z.number()),
  /** How many stored files could not be deleted. */
  blobsFailed: z.optional(z.number()),
});
/** What deleting an error removed. */
export type ErrorDeletion = z.infer<typeof ErrorDeletion>;

/** A file attached to an error (`crashId` is the error's id). */
export const ErrorAttachment = model({
  /** The attachment's id. */
  attachmentId: text,
  /** The app's id (a UUID). */
  appId: text,
  /** Id of the error the attachment belongs to. */
  crashId: text,
  /** The attachment's file name. */
  fileName: text,
  /** Media type of the attachment, e.g. `text/plain`. */
  contentType: text,
  /** Size of the attachment in bytes. */
  size: z.optional(z.number()),
  /** When the attachment was stored (ISO 8601). */
  createdTime: text,
  /** URL of the stored attachment. */
  blobLocation: text,
});
/** A file attached to an error. */
export type ErrorAttachment = z.infer<typeof ErrorAttachment>;

/** The content of a text attachment. */
export const ErrorAttachmentText = model({
  /** The attachment's text. */
  content: text,
});
/** The content of a text attachment. */
export type ErrorAttachmentText = z.infer<typeof ErrorAttachmentText>;

/** How long the service keeps errors, in days. */
export const ErrorRetentionSettings = model({
  /** Days errors are kept (28 today). */
  retention_in_days: z.number(),
});
/** How long the service keeps errors. */
export type ErrorRetentionSettings = z.infer<typeof ErrorRetentionSettings>;
