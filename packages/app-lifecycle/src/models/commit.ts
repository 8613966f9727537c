import { model } from '@org/http-core/light';
import * as z from '@org/http-core/light';

/** A commit with its author and message. */
export const CommitDetails = model({
  /** The commit SHA. */
  sha: z.optional(z.string()),
  /** URL of the commit at the repository host. */
  url: z.optional(z.string()),
  /** The commit's message and author. */
  commit: z.optional(
    model({
      /** The commit message. */
      message: z.optional(z.string()),
      /** Who wrote the commit: name, email address and date (ISO 8601). */
      author: z.optional(
        model({
          /** The author's name. */
          name: z.optional(z.string()),
          /** The author's email address. */
          email: z.optional(z.string()),
          /** When the commit was written (ISO 8601). */
          date: z.optional(z.string()),
        }),
      ),
    }),
  ),
});
/** A commit with its author and message. */
export type CommitDetails = z.infer<typeof CommitDetails>;
