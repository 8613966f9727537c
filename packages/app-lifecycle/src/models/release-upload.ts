import { model, openEnum } from '@org/http-core/light';
import * as z from '@org/http-core/light';

/** Body of `releaseUploads.create`: the version of the file, for files whose version the service cannot read. */
export const NewReleaseUpload = model({
  /** A build version to give the release (e.g. for a `.zip` that carries none). */
  build_version: z.optional(z.string()),
  /** A build number to give the release (e.g. for a `.zip` that carries none). */
  build_number: z.optional(z.string()),
});
/** Body of `releaseUploads.create`. */
export type NewReleaseUpload = z.input<typeof NewReleaseUpload>;

/**
 * A release upload just created: where to send the file (`upload_domain`, the file service), the asset it
 * goes into (`package_asset_id`) and the token that authorises sending it (`token`, or `url_encoded_token`
 * ready for a query string). The token is a credential of the file service only.
 */
export const ReleaseUpload = model({
  /** The upload's id (a UUID), needed in the later steps. */
  id: z.string(),
  /** The host to upload the file to. */
  upload_domain: z.string(),
  /** Id (a UUID) of the file asset the upload fills. */
  package_asset_id: z.string(),
  /** The token that allows the upload. Secret. */
  token: z.string(),
  /** The same token, URL-encoded for use as one query parameter. Secret. */
  url_encoded_token: z.string(),
});
/** A release upload just created. */
export type ReleaseUpload = z.infer<typeof ReleaseUpload>;

/** States of a release upload. */
export const releaseUploadStatuses = ['uploadStarted', 'uploadFinished', 'uploadCanceled', 'readyToBePublished', 'malwareDetected', 'error'] as const;

/**
 * Where a release upload is: `uploadStarted` while the file is sent, `uploadFinished` while the service
 * processes it, then `readyToBePublished` (with `release_distinct_id`, the new release's id),
 * `malwareDetected` or `error` (with `error_details`).
 */
export const ReleaseUploadStatus = model({
  /** The upload's id (a UUID). */
  id: z.string(),
  /** Where the upload is. */
  upload_status: openEnum(releaseUploadStatuses),
  /** Id of the new release, once the status is `readyToBePublished`. */
  release_distinct_id: z.optional(z.number()),
  /** URL of the new release, once the status is `readyToBePublished`. */
  release_url: z.optional(z.unknown()),
  /** What went wrong, when the status is `error`. */
  error_details: z.optional(z.string()),
});
/** Where a release upload is. */
export type ReleaseUploadStatus = z.infer<typeof ReleaseUploadStatus>;

/** Body of `releaseUploads.updateStatus`: `uploadFinished` once the file is sent, or `uploadCanceled`. */
export const ReleaseUploadStatusChange = model({
  /** `uploadFinished` once the file is sent, or `uploadCanceled` to give up. */
  upload_status: z.literal(['uploadFinished', 'uploadCanceled']),
});
/** Body of `releaseUploads.updateStatus`. */
export type ReleaseUploadStatusChange = z.input<typeof ReleaseUploadStatusChange>;

/** Answer of `releaseUploads.updateStatus`: the upload's new state. */
export const ReleaseUploadStatusChanged = model({
  /** The upload's id (a UUID). */
  id: z.string(),
  /** Where the upload is now. */
  upload_status: openEnum(releaseUploadStatuses),
});
/** Answer of `releaseUploads.updateStatus`. */
export type ReleaseUploadStatusChanged = z.infer<typeof ReleaseUploadStatusChanged>;
