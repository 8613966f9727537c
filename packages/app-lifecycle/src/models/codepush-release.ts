import { model } from '@org/http-core/light';
import * as z from '@org/http-core/light';

const rollout = z.number().check(z.int(), z.minimum(1), z.maximum(100));

/**
 * What may change on an over-the-air release (`deploymentReleases.update`): only the fields given change.
 * `rollout` is the percentage of devices offered the release (1–100); the service only lets it grow.
 */
export const ReleaseModification = model({
  /** New description (change log) of the release. */
  description: z.optional(z.string()),
  /** Whether the release is turned off (no device gets it). */
  is_disabled: z.optional(z.boolean()),
  /** Whether devices must install the release. */
  is_mandatory: z.optional(z.boolean()),
  /** New percentage (1 to 100) of devices offered the release; it can only grow. */
  rollout: z.optional(rollout),
  /** New semver range of app versions the release targets. */
  target_binary_range: z.optional(z.string()),
});
/** Body of `deploymentReleases.update`. */
export type ReleaseModification = z.input<typeof ReleaseModification>;

/**
 * Body of `deploymentReleases.promote`: what to promote (`label`, the latest release by default) and what to
 * change on the copy. Everything is optional; the copy keeps the source's values otherwise.
 */
export const ReleasePromotion = model({
  ...ReleaseModification.shape,
  /** Label of the release to promote; the deployment's latest when omitted. */
  label: z.optional(z.string()),
});
/** Body of `deploymentReleases.promote`. */
export type ReleasePromotion = z.input<typeof ReleasePromotion>;

/** Body of `deploymentReleases.rollback`: the label to go back to, the release before the latest by default. */
export const ReleaseRollback = model({
  /** Label of the release to roll back to; the one before the latest when omitted. */
  label: z.optional(z.string()),
});
/** Body of `deploymentReleases.rollback`. */
export type ReleaseRollback = z.input<typeof ReleaseRollback>;

/**
 * A bundle upload for an over-the-air release, from `deploymentReleases.createUpload`: the bundle goes to the
 * file service at `upload_domain` with `token`; then `deploymentReleases.create` releases it.
 */
export const CodePushUpload = model({
  /** The upload's id (a UUID), needed in the later steps. */
  id: z.string(),
  /** The token that allows the upload, already URL-encoded. */
  token: z.string(),
  /** The host to upload the package to. */
  upload_domain: z.string(),
});
/** A bundle upload for an over-the-air release. */
export type CodePushUpload = z.infer<typeof CodePushUpload>;

/**
 * Body of `deploymentReleases.create`: the finished upload, the app versions it targets (a semver range such
 * as `2.0.x` or `^2.1.0`), and how it is offered.
 */
export const NewCodePushRelease = model({
  /** The upload started in the first step. */
  release_upload: CodePushUpload,
  /** The app versions the release targets, as a semver range (e.g. `1.2.x`, not empty). */
  target_binary_version: z.string().check(z.minLength(1)),
  /** The deployment to release to; `Staging` when omitted. */
  deployment_name: z.optional(z.string()),
  /** What changed in the release (change log), at most 10 000 characters. */
  description: z.optional(z.string().check(z.maxLength(10_000))),
  /** Whether devices may download the release yet (true keeps it from them). */
  disabled: z.optional(z.boolean()),
  /** Whether devices must install the release (e.g. a security fix). */
  mandatory: z.optional(z.boolean()),
  /** Whether releasing the same package as the latest release is a warning instead of an error. */
  no_duplicate_release_error: z.optional(z.boolean()),
  /** Percentage (1 to 100) of devices offered the release. */
  rollout: z.optional(rollout),
});
/** Body of `deploymentReleases.create`. */
export type NewCodePushRelease = z.input<typeof NewCodePushRelease>;

/** Devices per release label, from status reports: on it now (`active`), downloaded, installed, failed. */
export const ReleaseMetrics = model({
  /** The release's label. */
  label: z.string(),
  /** Devices that run the release now. */
  active: z.number(),
  /** Devices that downloaded the release. */
  downloaded: z.optional(z.number()),
  /** Devices that failed to install the release. */
  failed: z.optional(z.number()),
  /** Devices that installed the release. */
  installed: z.optional(z.number()),
});
/** Devices per release label. */
export type ReleaseMetrics = z.infer<typeof ReleaseMetrics>;
