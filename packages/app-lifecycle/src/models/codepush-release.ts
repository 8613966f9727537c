import { model } from '@org/http-core';
import * as z from '@org/http-core/zod';

const rollout = z.int().check(z.gte(1), z.lte(100));

/**
 * What may change on an over-the-air release (`deploymentReleases.update`): only the fields given change.
 * `rollout` is the percentage of devices offered the release (1–100); the service only lets it grow.
 */
export const ReleaseModification = model({
  description: z.optional(z.string()),
  is_disabled: z.optional(z.boolean()),
  is_mandatory: z.optional(z.boolean()),
  rollout: z.optional(rollout),
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
  label: z.optional(z.string()),
});
/** Body of `deploymentReleases.promote`. */
export type ReleasePromotion = z.input<typeof ReleasePromotion>;

/** Body of `deploymentReleases.rollback`: the label to go back to, the release before the latest by default. */
export const ReleaseRollback = model({
  label: z.optional(z.string()),
});
/** Body of `deploymentReleases.rollback`. */
export type ReleaseRollback = z.input<typeof ReleaseRollback>;

/**
 * A bundle upload for an over-the-air release, from `deploymentReleases.createUpload`: the bundle goes to the
 * file service at `upload_domain` with `token`; then `deploymentReleases.create` releases it.
 */
export const CodePushUpload = model({
  id: z.string(),
  token: z.string(),
  upload_domain: z.string(),
});
/** A bundle upload for an over-the-air release. */
export type CodePushUpload = z.infer<typeof CodePushUpload>;

/**
 * Body of `deploymentReleases.create`: the finished upload, the app versions it targets (a semver range such
 * as `2.0.x` or `^2.1.0`), and how it is offered.
 */
export const NewCodePushRelease = model({
  release_upload: CodePushUpload,
  target_binary_version: z.string().check(z.minLength(1)),
  deployment_name: z.optional(z.string()),
  description: z.optional(z.string().check(z.maxLength(10_000))),
  disabled: z.optional(z.boolean()),
  mandatory: z.optional(z.boolean()),
  no_duplicate_release_error: z.optional(z.boolean()),
  rollout: z.optional(rollout),
});
/** Body of `deploymentReleases.create`. */
export type NewCodePushRelease = z.input<typeof NewCodePushRelease>;

/** Devices per release label, from status reports: on it now (`active`), downloaded, installed, failed. */
export const ReleaseMetrics = model({
  label: z.string(),
  active: z.number(),
  downloaded: z.optional(z.number()),
  failed: z.optional(z.number()),
  installed: z.optional(z.number()),
});
/** Devices per release label. */
export type ReleaseMetrics = z.infer<typeof ReleaseMetrics>;
