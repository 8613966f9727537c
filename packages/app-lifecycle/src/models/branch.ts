import { model } from '@org/http-core/light';
import * as z from '@org/http-core/light';
import { Build } from './build.js';

/** A commit as a branch refers to it. */
export const CommitRef = model({
  /** The commit SHA. */
  sha: z.optional(z.string()),
  /** URL of the commit at the repository host. */
  url: z.optional(z.string()),
});
/** A commit as a branch refers to it. */
export type CommitRef = z.infer<typeof CommitRef>;

/** A Git branch with its build status: whether it is configured for build and its last build. */
export const BranchStatus = model({
  /** Whether the branch has a build configuration. */
  configured: z.boolean(),
  /** The branch's name and its last commit. */
  branch: z.optional(
    model({
      /** The branch's name. */
      name: z.string(),
      /** The branch's last commit. */
      commit: CommitRef,
    }),
  ),
  /** Whether builds of the branch are turned on. */
  enabled: z.optional(z.boolean()),
  /** The branch's most recent build, when it has one. */
  lastBuild: z.optional(Build),
});
/** A Git branch with its build status. */
export type BranchStatus = z.infer<typeof BranchStatus>;
