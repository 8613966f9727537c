import { model, openEnum } from '@org/http-core';
import * as z from '@org/http-core/zod';

/** The release a deployment currently serves. */
export const DeploymentRelease = model({
  label: z.optional(z.string()),
  description: z.optional(z.string()),
  is_disabled: z.optional(z.boolean()),
  is_mandatory: z.optional(z.boolean()),
  rollout: z.optional(z.number()),
  target_binary_range: z.optional(z.string()),
  blob_url: z.optional(z.string()),
  diff_package_map: z.optional(z.record(z.string(), model({ size: z.number(), url: z.string() }))),
  original_deployment: z.optional(z.string()),
  original_label: z.optional(z.string()),
  package_hash: z.optional(z.string()),
  release_method: z.optional(openEnum(['Upload', 'Promote', 'Rollback'])),
  released_by: z.optional(z.string()),
  size: z.optional(z.number()),
  upload_time: z.optional(z.number()),
});
/** The release a deployment currently serves. */
export type DeploymentRelease = z.infer<typeof DeploymentRelease>;

/**
 * An over-the-air update deployment (for example `Staging` or `Production`). `key` is the deployment key
 * apps use to ask for updates.
 */
export const Deployment = model({
  name: z.string(),
  key: z.optional(z.string()),
  latest_release: z.optional(DeploymentRelease),
});
/** An over-the-air update deployment. */
export type Deployment = z.infer<typeof Deployment>;

/** Body of `deployments.create`: a name, and a key when you bring your own. */
export const NewDeployment = model({
  name: z.string().check(z.minLength(1)),
  key: z.optional(z.string()),
  latest_release: z.optional(DeploymentRelease),
});
/** Body of `deployments.create`. */
export type NewDeployment = z.input<typeof NewDeployment>;

/** Body of `deployments.update`: the new name. */
export const DeploymentRename = model({
  name: z.string().check(z.minLength(1)),
});
/** Body of `deployments.update`. */
export type DeploymentRename = z.input<typeof DeploymentRename>;
