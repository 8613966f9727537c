import { model, openEnum, recordOf } from '@org/http-core/light';
import * as z from '@org/http-core/light';

/** The release a deployment currently serves. */
export const DeploymentRelease = model({
  /** The release's label, e.g. `v3`; set by the service. */
  label: z.optional(z.string()),
  /** What changed in the release (change log). */
  description: z.optional(z.string()),
  /** Whether the release is turned off (no device gets it). */
  is_disabled: z.optional(z.boolean()),
  /** Whether devices must install the release. */
  is_mandatory: z.optional(z.boolean()),
  /** Percentage (1 to 100) of devices offered the release. */
  rollout: z.optional(z.number()),
  /** The app versions the release targets, as a semver range. */
  target_binary_range: z.optional(z.string()),
  /** URL of the full update package. */
  blob_url: z.optional(z.string()),
  /** Diff packages from earlier releases, by their package hash: URL and size in bytes of each. */
  diff_package_map: z.optional(
    recordOf(
      model({
        /** Size of the diff package in bytes. */
        size: z.number(),
        /** Where the diff package is downloaded. */
        url: z.string(),
      }),
    ),
  ),
  /** The deployment the release was promoted from (promoted releases only). */
  original_deployment: z.optional(z.string()),
  /** The label the release was copied from (promoted and rolled-back releases). */
  original_label: z.optional(z.string()),
  /** SHA-256 hash of the package's contents. */
  package_hash: z.optional(z.string()),
  /** How the release was made: uploaded, promoted from another deployment or rolled back. */
  release_method: z.optional(openEnum(['Upload', 'Promote', 'Rollback'])),
  /** Who made the release (an email address or a name). */
  released_by: z.optional(z.string()),
  /** Size of the update package in bytes. */
  size: z.optional(z.number()),
  /** When the release was made (milliseconds since the Unix epoch). */
  upload_time: z.optional(z.number()),
});
/** The release a deployment currently serves. */
export type DeploymentRelease = z.infer<typeof DeploymentRelease>;

/**
 * An over-the-air update deployment (for example `Staging` or `Production`). `key` is the deployment key
 * apps use to ask for updates.
 */
export const Deployment = model({
  /** The deployment's name, unique in the app (e.g. `Staging`). */
  name: z.string(),
  /** The deployment key apps use to ask for updates. */
  key: z.optional(z.string()),
  /** The release the deployment serves now; absent before the first release. */
  latest_release: z.optional(DeploymentRelease),
});
/** An over-the-air update deployment. */
export type Deployment = z.infer<typeof Deployment>;

/** Body of `deployments.create`: a name, and a key when you bring your own. */
export const NewDeployment = model({
  /** The deployment's name, unique in the app (not empty). */
  name: z.string().check(z.minLength(1)),
  /** A deployment key to use; the service makes one when omitted. */
  key: z.optional(z.string()),
  /** The deployment's current release; normally left out (releases are made with `deploymentReleases.create`). */
  latest_release: z.optional(DeploymentRelease),
});
/** Body of `deployments.create`. */
export type NewDeployment = z.input<typeof NewDeployment>;

/** Body of `deployments.update`: the new name. */
export const DeploymentRename = model({
  /** The deployment's new name (not empty). */
  name: z.string().check(z.minLength(1)),
});
/** Body of `deployments.update`. */
export type DeploymentRename = z.input<typeof DeploymentRename>;
