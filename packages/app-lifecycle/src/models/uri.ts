import * as z from '@org/http-core/zod';

/** A download address. The SDK returns it; it does not follow it. */
export const DownloadUri = z.looseObject({
  uri: z.string(),
});
/** A download address. */
export type DownloadUri = z.infer<typeof DownloadUri>;
