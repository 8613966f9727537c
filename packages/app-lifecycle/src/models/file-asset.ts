import { model } from '@org/http-core';
import * as z from '@org/http-core/zod';

/**
 * A file asset, from `fileAssets.create`: where and with which token the file goes to the file service
 * (`uploadDomain`, `token` or `urlEncodedToken`), and `location`, its address once uploaded.
 */
export const FileAsset = model({
  id: z.optional(z.string()),
  location: z.optional(z.string()),
  token: z.optional(z.string()),
  uploadDomain: z.optional(z.string()),
  uploadWindowLocation: z.optional(z.string()),
  urlEncodedToken: z.optional(z.string()),
});
/** A file asset. */
export type FileAsset = z.infer<typeof FileAsset>;
