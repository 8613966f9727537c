import { model } from '@org/http-core';
import * as z from '@org/http-core/zod';

/** A commit with its author and message. */
export const CommitDetails = model({
  sha: z.optional(z.string()),
  url: z.optional(z.string()),
  commit: z.optional(
    model({
      message: z.optional(z.string()),
      author: z.optional(model({ name: z.optional(z.string()), email: z.optional(z.string()), date: z.optional(z.string()) })),
    }),
  ),
});
/** A commit with its author and message. */
export type CommitDetails = z.infer<typeof CommitDetails>;
