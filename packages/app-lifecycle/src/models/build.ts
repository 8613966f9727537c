import { model, openEnum } from '@org/http-core';
import * as z from '@org/http-core/zod';

/**
 * A build of a branch. `status` is where it is (for example `notStarted`, `inProgress`, `cancelling`,
 * `completed`); `result` how it ended (`none` until then; `succeeded`, `failed`, `canceled`, ...).
 */
export const Build = model({
  id: z.number(),
  buildNumber: z.string(),
  queueTime: z.string(),
  status: z.string(),
  result: z.string(),
  sourceBranch: z.string(),
  sourceVersion: z.string(),
  startTime: z.optional(z.string()),
  finishTime: z.optional(z.string()),
  lastChangedDate: z.optional(z.string()),
});
/** A build of a branch. */
export type Build = z.infer<typeof Build>;

/** Body of `builds.create`: which commit to build (the branch head by default). */
export const NewBuild = model({
  sourceVersion: z.optional(z.string()),
  debug: z.optional(z.boolean()),
});
/** Body of `builds.create`. */
export type NewBuild = z.input<typeof NewBuild>;

/** Body of `builds.cancel`. The only change the service accepts is `status: 'cancelling'`. */
export const BuildCancellation = model({
  status: z.literal('cancelling'),
});
/** Body of `builds.cancel`. */
export type BuildCancellation = z.input<typeof BuildCancellation>;

/** Where a build goes: a store, a tester group or a tester. */
export const DistributionDestination = model({
  id: z.string(),
  type: openEnum(['store', 'group', 'tester']),
});
/** Where a build goes. */
export type DistributionDestination = z.infer<typeof DistributionDestination>;

/** Body of `builds.distribute`. */
export const BuildDistribution = model({
  destinations: z.optional(z.array(DistributionDestination)),
  releaseNotes: z.optional(z.string()),
  mandatoryUpdate: z.optional(z.boolean()),
  notifyTesters: z.optional(z.boolean()),
});
/** Body of `builds.distribute`. */
export type BuildDistribution = z.input<typeof BuildDistribution>;

/** The upload a distribution started. */
export const DistributionResult = model({
  status: z.optional(z.string()),
  upload_id: z.optional(z.string()),
});
/** The upload a distribution started. */
export type DistributionResult = z.infer<typeof DistributionResult>;

/** Kinds of files a build produces. */
export const downloadTypes = ['build', 'symbols', 'logs', 'mapping', 'bundle'] as const;

/** A build log, one entry per line. `buildLogText()` joins it. */
export const BuildLog = model({
  value: z.optional(z.array(z.string())),
});
/** A build log, one entry per line. */
export type BuildLog = z.infer<typeof BuildLog>;

/** Whether the build service can build this app. */
export const BuildServiceStatus = model({
  status: z.optional(z.string()),
  message: z.optional(z.string()),
  os: z.optional(z.string()),
  service: z.optional(z.string()),
  url: z.optional(z.string()),
  valid_until: z.optional(z.number()),
});
/** Whether the build service can build this app. */
export type BuildServiceStatus = z.infer<typeof BuildServiceStatus>;
