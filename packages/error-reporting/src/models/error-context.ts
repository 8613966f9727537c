import { integer, model } from '@org/http-core/light';
import * as z from '@org/http-core/light';

/** The HTTP request being handled when the error happened. */
export const HttpRequestContext = model({
  /** Method, e.g. `GET`. */
  method: z.optional(z.string()),
  /** URL of the request. */
  url: z.optional(z.string()),
  /** User agent of the request. */
  userAgent: z.optional(z.string()),
  /** Referrer of the request. */
  referrer: z.optional(z.string()),
  /** Status answered, e.g. 500. */
  responseStatusCode: z.optional(integer()),
  /** Address the request came from (used to count affected users when `user` is missing). */
  remoteIp: z.optional(z.string()),
});
/** The HTTP request being handled when the error happened. */
export type HttpRequestContext = z.infer<typeof HttpRequestContext>;

/** Where in the source the error was reported. */
export const SourceLocation = model({
  /** Source file, possibly a partial path. */
  filePath: z.optional(z.string()),
  /** 1-based line; 0 when unknown. */
  lineNumber: z.optional(integer(0)),
  /** Function or method, e.g. `OrderService.place`. */
  functionName: z.optional(z.string()),
});
/** Where in the source the error was reported. */
export type SourceLocation = z.infer<typeof SourceLocation>;

/** The source snapshot the failing program was built from. */
export const SourceReference = model({
  /** Repository URI. */
  repository: z.optional(z.string()),
  /** Revision, e.g. a commit hash. */
  revisionId: z.optional(z.string()),
});
/** The source snapshot the failing program was built from. */
export type SourceReference = z.infer<typeof SourceReference>;

/** Circumstances of an error: request, user, report location, source. */
export const ErrorContext = model({
  /** The HTTP request being handled. */
  httpRequest: z.optional(HttpRequestContext),
  /** The affected user (an id, an e-mail, any stable token); leave out for anonymous users. */
  user: z.optional(z.string()),
  /** Where the error was reported; needed when the message carries no stack trace. */
  reportLocation: z.optional(SourceLocation),
  /** Source snapshots of the program. */
  sourceReferences: z.optional(z.array(SourceReference)),
});
/** Circumstances of an error. */
export type ErrorContext = z.infer<typeof ErrorContext>;
