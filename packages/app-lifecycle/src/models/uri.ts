import { model } from '@org/http-core/light';
import * as z from '@org/http-core/light';

/** A download address. The SDK returns it; it does not follow it. */
export const DownloadUri = model({
  /** The address to download from. */
  uri: z.string(),
});
/** A download address. */
export type DownloadUri = z.infer<typeof DownloadUri>;
