import { model, openEnum } from '@org/http-core/light';
import * as z from '@org/http-core/light';

/**
 * A build of a branch. `status` is where it is (for example `notStarted`, `inProgress`, `cancelling`,
 * `completed`); `result` how it ended (`none` until then; `succeeded`, `failed`, `canceled`, ...).
 */
export const Build = model({
  /** The build's id, unique in the app; used in paths as `build_id`. */
  id: z.number(),
  /** The build number, as shown in the portal. */
  buildNumber: z.string(),
  /** When the build was queued (ISO 8601). */
  queueTime: z.string(),
  /** Where the build is, e.g. `notStarted`, `inProgress` or `completed`. */
  status: z.string(),
  /** How a completed build ended, e.g. `succeeded`, `failed` or `canceled`. */
  result: z.string(),
  /** The branch built. */
  sourceBranch: z.string(),
  /** The commit SHA built. */
  sourceVersion: z.string(),
  /** When the build started (ISO 8601); absent while queued. */
  startTime: z.optional(z.string()),
  /** When the build finished (ISO 8601); absent until it ends. */
  finishTime: z.optional(z.string()),
  /** When the build's status last changed (ISO 8601). */
  lastChangedDate: z.optional(z.string()),
});
/** A build of a branch. */
export type Build = z.infer<typeof Build>;

/** Body of `builds.create`: which commit to build (the branch head by default). */
export const NewBuild = model({
  /** The commit to build (full SHA); the branch's last commit when omitted. */
  sourceVersion: z.optional(z.string()),
  /** Whether to build in debug mode (more output in the log). */
  debug: z.optional(z.boolean()),
});
/** Body of `builds.create`. */
export type NewBuild = z.input<typeof NewBuild>;

/** Body of `builds.cancel`. The only change the service accepts is `status: 'cancelling'`. */
export const BuildCancellation = model({
  /** Always `cancelling`: asks the service to stop the build. */
  status: z.literal('cancelling'),
});
/** Body of `builds.cancel`. */
export type BuildCancellation = z.input<typeof BuildCancellation>;

/** Where a build goes: a store, a tester group or a tester. */
export const DistributionDestination = model({
  /** The group's or store's id, or the tester's email address. */
  id: z.string(),
  /** What `id` names: a distribution group, a store or a tester. */
  type: openEnum(['store', 'group', 'tester']),
});
/** Where a build goes. */
export type DistributionDestination = z.infer<typeof DistributionDestination>;

/** Body of `builds.distribute`. */
export const BuildDistribution = model({
  /** Where to send the build's release. */
  destinations: z.optional(z.array(DistributionDestination)),
  /** Release notes shown to the testers. */
  releaseNotes: z.optional(z.string()),
  /** Whether testers must update to this release. */
  mandatoryUpdate: z.optional(z.boolean()),
  /** Whether testers get an email about the release. */
  notifyTesters: z.optional(z.boolean()),
});
/** Body of `builds.distribute`. */
export type BuildDistribution = z.input<typeof BuildDistribution>;

/** The upload a distribution started. */
export const DistributionResult = model({
  /** How the distribution request went. */
  status: z.optional(z.string()),
  /** Id of the release upload the distribution started. */
  upload_id: z.optional(z.string()),
});
/** The upload a distribution started. */
export type DistributionResult = z.infer<typeof DistributionResult>;

/** Kinds of files a build produces. */
export const downloadTypes = ['build', 'symbols', 'logs', 'mapping', 'bundle'] as const;

/** A build log, one entry per line. `buildLogText()` joins it. */
export const BuildLog = model({
  /** The log's lines, in order. */
  value: z.optional(z.array(z.string())),
});
/** A build log, one entry per line. */
export type BuildLog = z.infer<typeof BuildLog>;

/** Whether the build service can build this app. */
export const BuildServiceStatus = model({
  /** Whether the build service can build the app. */
  status: z.optional(z.string()),
  /** Why it cannot, when it cannot. */
  message: z.optional(z.string()),
  /** The operating system the status is about. */
  os: z.optional(z.string()),
  /** The service the status is about. */
  service: z.optional(z.string()),
  /** A URL to follow up the status, when there is one. */
  url: z.optional(z.string()),
  /** Until when the status holds (seconds since the Unix epoch). */
  valid_until: z.optional(z.number()),
});
/** Whether the build service can build this app. */
export type BuildServiceStatus = z.infer<typeof BuildServiceStatus>;
