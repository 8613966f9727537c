import { model, openEnum } from '@org/http-core';
import * as z from '@org/http-core/zod';

/** Kinds of places a release goes to. */
const destinationType = openEnum(['group', 'store', 'tester']);
/** Kinds of distribution stores. */
const storeType = openEnum(['intune', 'googleplay', 'apple', 'none']);
/** Kinds of provisioning profile an iOS release is signed with. */
const profileType = openEnum(['adhoc', 'enterprise', 'other']);

/** The commit a release was built from, when the service built it. */
export const ReleaseBuildInfo = model({
  branch_name: z.optional(z.string()),
  commit_hash: z.optional(z.string()),
  commit_message: z.optional(z.string()),
});
/** The commit a release was built from. */
export type ReleaseBuildInfo = z.infer<typeof ReleaseBuildInfo>;

/**
 * One place a release was distributed to: a tester group, a store or a tester (`destination_type`).
 * `is_latest` says whether it is the latest release there; stores add `type` and `publishing_status`.
 */
export const ReleaseDestination = model({
  id: z.optional(z.string()),
  name: z.optional(z.string()),
  is_latest: z.optional(z.boolean()),
  destination_type: z.optional(destinationType),
  display_name: z.optional(z.string()),
  type: z.optional(storeType),
  publishing_status: z.optional(z.string()),
});
/** One place a release was distributed to. */
export type ReleaseDestination = z.infer<typeof ReleaseDestination>;

/** A release as lists show it: its versions, when it was uploaded, where it went. */
export const ReleaseSummary = model({
  id: z.number(),
  short_version: z.string(),
  version: z.string(),
  uploaded_at: z.string(),
  enabled: z.boolean(),
  origin: z.optional(openEnum(['hockeyapp', 'appcenter'])),
  is_external_build: z.optional(z.boolean()),
  file_extension: z.optional(z.string()),
  build: z.optional(ReleaseBuildInfo),
  destination_type: z.optional(destinationType),
  destinations: z.optional(z.array(ReleaseDestination)),
  distribution_groups: z.optional(z.array(ReleaseDestination)),
  distribution_stores: z.optional(z.array(ReleaseDestination)),
});
/** A release as lists show it. */
export type ReleaseSummary = z.infer<typeof ReleaseSummary>;

/** A release as a distribution group's list shows it, with whether it is a mandatory update there. */
export const GroupReleaseSummary = model({
  id: z.number(),
  short_version: z.string(),
  version: z.string(),
  uploaded_at: z.string(),
  enabled: z.boolean(),
  mandatory_update: z.boolean(),
  origin: z.optional(openEnum(['hockeyapp', 'appcenter'])),
  is_external_build: z.optional(z.boolean()),
});
/** A release in a distribution group's list. */
export type GroupReleaseSummary = z.infer<typeof GroupReleaseSummary>;

/**
 * A release in full: the app it belongs to, its versions and notes, where it was distributed, how to
 * download and install it, and (iOS) its provisioning. `fingerprint` is the release hash the SDK endpoints take.
 */
export const Release = model({
  id: z.number(),
  app_name: z.string(),
  app_display_name: z.string(),
  app_icon_url: z.string(),
  app_os: z.optional(z.string()),
  short_version: z.string(),
  version: z.string(),
  uploaded_at: z.string(),
  enabled: z.boolean(),
  release_notes: z.optional(z.string()),
  status: z.optional(z.string()),
  size: z.optional(z.number()),
  min_os: z.optional(z.string()),
  android_min_api_level: z.optional(z.string()),
  device_family: z.optional(z.string()),
  bundle_identifier: z.optional(z.string()),
  fingerprint: z.optional(z.string()),
  package_hashes: z.optional(z.array(z.string())),
  file_extension: z.optional(z.string()),
  download_url: z.optional(z.string()),
  secondary_download_url: z.optional(z.string()),
  install_url: z.optional(z.string()),
  origin: z.optional(openEnum(['hockeyapp', 'appcenter'])),
  is_external_build: z.optional(z.boolean()),
  build: z.optional(ReleaseBuildInfo),
  destination_type: z.optional(destinationType),
  destinations: z.optional(z.array(ReleaseDestination)),
  distribution_groups: z.optional(z.array(model({ id: z.string(), name: z.optional(z.string()) }))),
  distribution_stores: z.optional(
    z.array(model({ id: z.string(), name: z.optional(z.string()), type: z.optional(storeType), publishing_status: z.optional(z.string()) })),
  ),
  can_resign: z.optional(z.boolean()),
  is_udid_provisioned: z.optional(z.boolean()),
  is_provisioning_profile_syncing: z.optional(z.boolean()),
  provisioning_profile_name: z.optional(z.string()),
  provisioning_profile_type: z.optional(profileType),
  provisioning_profile_expiry_date: z.optional(z.string()),
});
/** A release in full. */
export type Release = z.infer<typeof Release>;

/** A destination named in a release's distribution: its id, or its name. */
export const DestinationRef = model({
  id: z.optional(z.string()),
  name: z.optional(z.string()),
});
/** A destination named in a release's distribution. */
export type DestinationRef = z.input<typeof DestinationRef>;

/**
 * Body of `releases.update`: distributes the release (to `destinations`, or the one destination named by
 * `destination_name` / `distribution_group_name` / their ids) with notes and a mandatory-update flag.
 */
export const ReleaseDistribution = model({
  destinations: z.optional(z.array(DestinationRef)),
  destination_id: z.optional(z.string()),
  destination_name: z.optional(z.string()),
  destination_type: z.optional(destinationType),
  distribution_group_id: z.optional(z.string()),
  distribution_group_name: z.optional(z.string()),
  release_notes: z.optional(z.string()),
  mandatory_update: z.optional(z.boolean()),
  notify_testers: z.optional(z.boolean()),
  build: z.optional(ReleaseBuildInfo),
  metadata: z.optional(model({ dsa_signature: z.optional(z.string()), ed_signature: z.optional(z.string()) })),
});
/** Body of `releases.update`. */
export type ReleaseDistribution = z.input<typeof ReleaseDistribution>;

/** Answer of `releases.update`: the release's notes as they now stand (the service may add more fields). */
export const ReleaseDistributionResult = model({
  release_notes: z.optional(z.string()),
});
/** Answer of `releases.update`. */
export type ReleaseDistributionResult = z.infer<typeof ReleaseDistributionResult>;

/** Body of `releases.updateDetails`: enable or disable the release, change its notes or build info. */
export const ReleaseDetailsUpdate = model({
  enabled: z.optional(z.boolean()),
  release_notes: z.optional(z.string()),
  build: z.optional(ReleaseBuildInfo),
});
/** Body of `releases.updateDetails`. */
export type ReleaseDetailsUpdate = z.input<typeof ReleaseDetailsUpdate>;

/** Answer of `releases.updateDetails`. */
export const ReleaseDetailsUpdateResult = model({
  enabled: z.optional(z.boolean()),
  release_notes: z.optional(z.string()),
  mandatory_update: z.optional(z.boolean()),
  destinations: z.optional(z.array(model({ id: z.optional(z.string()), name: z.optional(z.string()) }))),
  provisioning_status_url: z.optional(z.string()),
});
/** Answer of `releases.updateDetails`. */
export type ReleaseDetailsUpdateResult = z.infer<typeof ReleaseDetailsUpdateResult>;

/** Body of `releases.addGroup`: the group's id and how its testers get the release. */
export const NewGroupDestination = model({
  id: z.string().check(z.minLength(1)),
  mandatory_update: z.optional(z.boolean()),
  notify_testers: z.optional(z.boolean()),
});
/** Body of `releases.addGroup`. */
export type NewGroupDestination = z.input<typeof NewGroupDestination>;

/** Body of `releases.addTester`: the tester's email and how they get the release. */
export const NewTesterDestination = model({
  email: z.string().check(z.minLength(1)),
  mandatory_update: z.optional(z.boolean()),
  notify_testers: z.optional(z.boolean()),
});
/** Body of `releases.addTester`. */
export type NewTesterDestination = z.input<typeof NewTesterDestination>;

/**
 * A destination a release was added to. For iOS releases that must be re-signed for the destination's
 * devices, `provisioning_status_url` is where `releases.getUpdateDevicesStatus` follows the re-signing.
 */
export const AddedDestination = model({
  id: z.string(),
  mandatory_update: z.boolean(),
  provisioning_status_url: z.optional(z.string()),
});
/** A destination a release was added to. */
export type AddedDestination = z.infer<typeof AddedDestination>;

/** Body of `releases.addStore`: the distribution store's id. */
export const NewStoreDestination = model({
  id: z.string().check(z.minLength(1)),
});
/** Body of `releases.addStore`. */
export type NewStoreDestination = z.input<typeof NewStoreDestination>;

/** A store a release is being published to. */
export const AddedStoreDestination = model({
  id: z.string(),
});
/** A store a release is being published to. */
export type AddedStoreDestination = z.infer<typeof AddedStoreDestination>;

/** Body of `releases.updateGroup` and `releases.updateTester`. */
export const DestinationUpdate = model({
  mandatory_update: z.boolean(),
});
/** Body of `releases.updateGroup` and `releases.updateTester`. */
export type DestinationUpdate = z.input<typeof DestinationUpdate>;

/** An iOS provisioning profile: for the app and, nested, for its extensions. */
export interface ProvisioningProfile {
  provisioning_profile_type: z.infer<typeof profileType>;
  provisioning_profile_name?: string | undefined;
  provisioning_bundle_id?: string | undefined;
  team_identifier?: string | undefined;
  udids?: string[] | undefined;
  appex_profiles?: ProvisioningProfile[] | undefined;
  [key: string]: unknown;
}
/** The provisioning profile of an iOS release, with those of its app extensions. */
export const ProvisioningProfile: z.ZodMiniType<ProvisioningProfile> = model({
  provisioning_profile_type: profileType,
  provisioning_profile_name: z.optional(z.string()),
  provisioning_bundle_id: z.optional(z.string()),
  team_identifier: z.optional(z.string()),
  udids: z.optional(z.array(z.string())),
  get appex_profiles() {
    return z.optional(z.array(ProvisioningProfile));
  },
});

/** How the re-signing of an iOS release for new devices is going (`status`), and why it failed. */
export const UpdateDevicesStatus = model({
  status: z.string(),
  error_code: z.optional(z.string()),
  error_message: z.optional(z.string()),
});
/** How the re-signing of an iOS release for new devices is going. */
export type UpdateDevicesStatus = z.infer<typeof UpdateDevicesStatus>;

/** A public distribution group a release was distributed to. */
export const PublicGroupRef = model({
  id: z.string(),
});
/** A public distribution group a release was distributed to. */
export type PublicGroupRef = z.infer<typeof PublicGroupRef>;

/** Body of `sdkReleases.reportInstalls`: the installs to count, per release and group. */
export const InstallReport = model({
  releases: z.optional(
    z.array(
      model({
        release_id: z.int(),
        distribution_group_id: z.string(),
        user_id: z.string(),
      }),
    ),
  ),
});
/** Body of `sdkReleases.reportInstalls`. */
export type InstallReport = z.input<typeof InstallReport>;
