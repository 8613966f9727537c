import { model, openEnum } from '@org/http-core/light';
import * as z from '@org/http-core/light';

/** A data subject request (export or deletion of the user's data) the service accepted: its token and when it was made. */
export const DataSubjectRequest = model({
  /** The request's token (a UUID); use it to ask how the request stands. */
  token: z.string(),
  /** When the request was made (ISO 8601). */
  createdAt: z.string(),
});
/** A data subject request the service accepted. */
export type DataSubjectRequest = z.infer<typeof DataSubjectRequest>;

/** Where a data subject request stands: it ends `Completed` or `Failed`. */
export const DataSubjectRequestState = openEnum(['None', 'Created', 'Queued', 'InProgress', 'Completed', 'Failed']);
/** Where a data subject request stands. */
export type DataSubjectRequestState = z.infer<typeof DataSubjectRequestState>;

/** The status of a data subject request; a completed export has `sasUrl`, the address to download the data from. */
export const DataSubjectRequestStatus = model({
  /** Where the request is. */
  status: DataSubjectRequestState,
  /** What the status means, in words. */
  message: z.string(),
  /** URL of the exported data, for an export that completed; signed, so keep it secret. */
  sasUrl: z.optional(z.string()),
  /** Whether the URL of the exported data has expired. */
  sasUrlExpired: z.optional(z.boolean()),
});
/** The status of a data subject request. */
export type DataSubjectRequestStatus = z.infer<typeof DataSubjectRequestStatus>;
