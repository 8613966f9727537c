import { model } from '@org/http-core/light';
import * as z from '@org/http-core/light';

/**
 * A file asset, from `fileAssets.create`: where and with which token the file goes to the file service
 * (`uploadDomain`, `token` or `urlEncodedToken`), and `location`, its address once uploaded.
 */
export const FileAsset = model({
  /** The asset's id. */
  id: z.optional(z.string()),
  /** Where the file can be read once uploaded. */
  location: z.optional(z.string()),
  /** The token that allows the upload. */
  token: z.optional(z.string()),
  /** The host to upload the file to. */
  uploadDomain: z.optional(z.string()),
  /** Where the upload page of the file service is. */
  uploadWindowLocation: z.optional(z.string()),
  /** The upload token, already URL-encoded. */
  urlEncodedToken: z.optional(z.string()),
});
/** A file asset. */
export type FileAsset = z.infer<typeof FileAsset>;
