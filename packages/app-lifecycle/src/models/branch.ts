import { model } from '@org/http-core';
import * as z from '@org/http-core/zod';
import { Build } from './build.js';

/** A commit as a branch refers to it. */
export const CommitRef = model({
  sha: z.optional(z.string()),
  url: z.optional(z.string()),
});
/** A commit as a branch refers to it. */
export type CommitRef = z.infer<typeof CommitRef>;

/** A Git branch with its build status: whether it is configured for build and its last build. */
export const BranchStatus = model({
  configured: z.boolean(),
  branch: z.optional(model({ name: z.string(), commit: CommitRef })),
  enabled: z.optional(z.boolean()),
  lastBuild: z.optional(Build),
});
/** A Git branch with its build status. */
export type BranchStatus = z.infer<typeof BranchStatus>;
