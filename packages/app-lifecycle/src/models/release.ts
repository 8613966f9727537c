import { model, openEnum } from '@org/http-core/light';
import * as z from '@org/http-core/light';

/** Kinds of places a release goes to. */
const destinationType = openEnum(['group', 'store', 'tester']);
/** Kinds of distribution stores. */
const storeType = openEnum(['intune', 'googleplay', 'apple', 'none']);
/** Kinds of provisioning profile an iOS release is signed with. */
const profileType = openEnum(['adhoc', 'enterprise', 'other']);

/** The commit a release was built from, when the service built it. */
export const ReleaseBuildInfo = model({
  /** The branch that was built. */
  branch_name: z.optional(z.string()),
  /** The commit SHA that was built. */
  commit_hash: z.optional(z.string()),
  /** The message of that commit. */
  commit_message: z.optional(z.string()),
});
/** The commit a release was built from. */
export type ReleaseBuildInfo = z.infer<typeof ReleaseBuildInfo>;

/**
 * One place a release was distributed to: a tester group, a store or a tester (`destination_type`).
 * `is_latest` says whether it is the latest release there; stores add `type` and `publishing_status`.
 */
export const ReleaseDestination = model({
  /** The group's or store's id. */
  id: z.optional(z.string()),
  /** The group's or store's name. */
  name: z.optional(z.string()),
  /** Whether this is the latest release at the destination. */
  is_latest: z.optional(z.boolean()),
  /** What the destination is: a group, a store or a tester. */
  destination_type: z.optional(destinationType),
  /** The group's or tester's name as shown to people. */
  display_name: z.optional(z.string()),
  /** Kind of store (stores only). */
  type: z.optional(storeType),
  /** Where publishing to the store stands (stores only). */
  publishing_status: z.optional(z.string()),
});
/** One place a release was distributed to. */
export type ReleaseDestination = z.infer<typeof ReleaseDestination>;

/** A release as lists show it: its versions, when it was uploaded, where it went. */
export const ReleaseSummary = model({
  /** The release's id, a number unique in the app. */
  id: z.number(),
  /** The version shown to users: `CFBundleShortVersionString` on iOS, `versionName` on Android. */
  short_version: z.string(),
  /** The build version: `CFBundleVersion` on iOS, `versionCode` on Android. */
  version: z.string(),
  /** When the release was uploaded (ISO 8601). */
  uploaded_at: z.string(),
  /** Whether the release can be downloaded and distributed. */
  enabled: z.boolean(),
  /** Which product the release was made in. */
  origin: z.optional(openEnum(['hockeyapp', 'appcenter'])),
  /** Whether the binary was built outside the service. */
  is_external_build: z.optional(z.boolean()),
  /** File extension of the uploaded binary, e.g. `ipa` or `apk`. */
  file_extension: z.optional(z.string()),
  /** The build the release comes from, when the service built it. */
  build: z.optional(ReleaseBuildInfo),
  /** Obsolete: use `destinations`. Where the release was distributed. */
  destination_type: z.optional(destinationType),
  /** Where the release was distributed: groups, stores and testers. */
  destinations: z.optional(z.array(ReleaseDestination)),
  /** Obsolete: use `destinations`. The groups the release was distributed to. */
  distribution_groups: z.optional(z.array(ReleaseDestination)),
  /** Obsolete: use `destinations`. The stores the release was sent to. */
  distribution_stores: z.optional(z.array(ReleaseDestination)),
});
/** A release as lists show it. */
export type ReleaseSummary = z.infer<typeof ReleaseSummary>;

/** A release as a distribution group's list shows it, with whether it is a mandatory update there. */
export const GroupReleaseSummary = model({
  /** The release's id, a number unique in the app. */
  id: z.number(),
  /** The version shown to users: `CFBundleShortVersionString` on iOS, `versionName` on Android. */
  short_version: z.string(),
  /** The build version: `CFBundleVersion` on iOS, `versionCode` on Android. */
  version: z.string(),
  /** When the release was uploaded (ISO 8601). */
  uploaded_at: z.string(),
  /** Whether the release can be downloaded and distributed. */
  enabled: z.boolean(),
  /** Whether the group's testers must update to this release. */
  mandatory_update: z.boolean(),
  /** Which product the release was made in. */
  origin: z.optional(openEnum(['hockeyapp', 'appcenter'])),
  /** Whether the binary was built outside the service. */
  is_external_build: z.optional(z.boolean()),
});
/** A release in a distribution group's list. */
export type GroupReleaseSummary = z.infer<typeof GroupReleaseSummary>;

/**
 * A release in full: the app it belongs to, its versions and notes, where it was distributed, how to
 * download and install it, and (iOS) its provisioning. `fingerprint` is the release hash the SDK endpoints take.
 */
export const Release = model({
  /** The release's id, a number unique in the app. */
  id: z.number(),
  /** The app's name, as found in the uploaded binary. */
  app_name: z.string(),
  /** The app's display name. */
  app_display_name: z.string(),
  /** URL of the app's icon. */
  app_icon_url: z.string(),
  /** The app's operating system. */
  app_os: z.optional(z.string()),
  /** The version shown to users: `CFBundleShortVersionString` on iOS, `versionName` on Android. */
  short_version: z.string(),
  /** The build version: `CFBundleVersion` on iOS, `versionCode` on Android. */
  version: z.string(),
  /** When the release was uploaded (ISO 8601). */
  uploaded_at: z.string(),
  /** Whether the release can be downloaded and distributed. */
  enabled: z.boolean(),
  /** The release notes. */
  release_notes: z.optional(z.string()),
  /** The release's status, e.g. `available`. */
  status: z.optional(z.string()),
  /** Size of the binary in bytes. */
  size: z.optional(z.number()),
  /** Lowest operating system version the release runs on. */
  min_os: z.optional(z.string()),
  /** Lowest Android API level the release runs on. */
  android_min_api_level: z.optional(z.string()),
  /** Device family the release is for (iOS), e.g. iPhone or iPad. */
  device_family: z.optional(z.string()),
  /** The app's bundle identifier (iOS) or package name (Android). */
  bundle_identifier: z.optional(z.string()),
  /** MD5 checksum of the binary. */
  fingerprint: z.optional(z.string()),
  /** Hashes of the release's packages. */
  package_hashes: z.optional(z.array(z.string())),
  /** File extension of the uploaded binary, e.g. `ipa` or `apk`. */
  file_extension: z.optional(z.string()),
  /** URL of the binary. */
  download_url: z.optional(z.string()),
  /** URL of a second binary, e.g. the `.apk` made from an `.aab`. */
  secondary_download_url: z.optional(z.string()),
  /** Link that installs the release on a device (on iOS, an `itms-services://` link). */
  install_url: z.optional(z.string()),
  /** Which product the release was made in. */
  origin: z.optional(openEnum(['hockeyapp', 'appcenter'])),
  /** Whether the binary was built outside the service. */
  is_external_build: z.optional(z.boolean()),
  /** The build the release comes from, when the service built it. */
  build: z.optional(ReleaseBuildInfo),
  /** Obsolete: use `destinations`. Where the release was distributed. */
  destination_type: z.optional(destinationType),
  /** Where the release was distributed: groups, stores and testers. */
  destinations: z.optional(z.array(ReleaseDestination)),
  /** Obsolete: use `destinations`. The groups the release was distributed to. */
  distribution_groups: z.optional(
    z.array(
      model({
        /** The group's id (a UUID). */
        id: z.string(),
        /** The group's name. */
        name: z.optional(z.string()),
      }),
    ),
  ),
  /** Obsolete: use `destinations`. The stores the release was sent to. */
  distribution_stores: z.optional(
    z.array(
      model({
        /** The store's id. */
        id: z.string(),
        /** The store's name. */
        name: z.optional(z.string()),
        /** Kind of store. */
        type: z.optional(storeType),
        /** Where publishing the release to the store stands. */
        publishing_status: z.optional(z.string()),
      }),
    ),
  ),
  /** Whether the release can be re-signed for the device asked about (`udid`), so it can be installed there. */
  can_resign: z.optional(z.boolean()),
  /** Whether the device asked about (`udid`) is in the release's provisioning profile (iOS only). */
  is_udid_provisioned: z.optional(z.boolean()),
  /** Whether the service is still reading the release's provisioning profile. */
  is_provisioning_profile_syncing: z.optional(z.boolean()),
  /** Name of the provisioning profile the release is signed with (iOS). */
  provisioning_profile_name: z.optional(z.string()),
  /** Kind of provisioning profile the release is signed with (iOS). */
  provisioning_profile_type: z.optional(profileType),
  /** When the provisioning profile expires (ISO 8601). */
  provisioning_profile_expiry_date: z.optional(z.string()),
});
/** A release in full. */
export type Release = z.infer<typeof Release>;

/** A destination named in a release's distribution: its id, or its name. */
export const DestinationRef = model({
  /** The destination's id. */
  id: z.optional(z.string()),
  /** The destination's name. */
  name: z.optional(z.string()),
});
/** A destination named in a release's distribution. */
export type DestinationRef = z.input<typeof DestinationRef>;

/**
 * Body of `releases.update`: distributes the release (to `destinations`, or the one destination named by
 * `destination_name` / `distribution_group_name` / their ids) with notes and a mandatory-update flag.
 */
export const ReleaseDistribution = model({
  /** Where to distribute the release: groups or stores, each by id or by name. */
  destinations: z.optional(z.array(DestinationRef)),
  /** Obsolete: use `destinations`. Id of the one destination. */
  destination_id: z.optional(z.string()),
  /** Obsolete: use `destinations`. Name of the one destination. */
  destination_name: z.optional(z.string()),
  /** Obsolete and ignored. */
  destination_type: z.optional(destinationType),
  /** Obsolete: use `destinations`. Id of the one distribution group. */
  distribution_group_id: z.optional(z.string()),
  /** Obsolete: use `destinations`. Name of the one distribution group. */
  distribution_group_name: z.optional(z.string()),
  /** Release notes to show the testers. */
  release_notes: z.optional(z.string()),
  /** Whether testers must update to this release. */
  mandatory_update: z.optional(z.boolean()),
  /** Whether testers get an email about the release; true when omitted. */
  notify_testers: z.optional(z.boolean()),
  /** The build the release comes from. */
  build: z.optional(ReleaseBuildInfo),
  /** Signatures of the binary for macOS updaters: DSA and EdDSA. */
  metadata: z.optional(
    model({
      /** DSA signature of the binary. */
      dsa_signature: z.optional(z.string()),
      /** EdDSA (ed25519) signature of the binary. */
      ed_signature: z.optional(z.string()),
    }),
  ),
});
/** Body of `releases.update`. */
export type ReleaseDistribution = z.input<typeof ReleaseDistribution>;

/** Answer of `releases.update`: the release's notes as they now stand (the service may add more fields). */
export const ReleaseDistributionResult = model({
  /** The release notes as they now stand. */
  release_notes: z.optional(z.string()),
});
/** Answer of `releases.update`. */
export type ReleaseDistributionResult = z.infer<typeof ReleaseDistributionResult>;

/** Body of `releases.updateDetails`: enable or disable the release, change its notes or build info. */
export const ReleaseDetailsUpdate = model({
  /** Whether the release can be downloaded and distributed. */
  enabled: z.optional(z.boolean()),
  /** New release notes. */
  release_notes: z.optional(z.string()),
  /** The build the release comes from. */
  build: z.optional(ReleaseBuildInfo),
});
/** Body of `releases.updateDetails`. */
export type ReleaseDetailsUpdate = z.input<typeof ReleaseDetailsUpdate>;

/** Answer of `releases.updateDetails`. */
export const ReleaseDetailsUpdateResult = model({
  /** Whether the release can be downloaded and distributed. */
  enabled: z.optional(z.boolean()),
  /** The release notes. */
  release_notes: z.optional(z.string()),
  /** Whether testers must update to this release. */
  mandatory_update: z.optional(z.boolean()),
  /** Where the release is distributed, each by id and name. */
  destinations: z.optional(
    z.array(
      model({
        /** The destination's id. */
        id: z.optional(z.string()),
        /** The destination's name. */
        name: z.optional(z.string()),
      }),
    ),
  ),
  /** Where to follow the re-signing of an iOS release for new devices. */
  provisioning_status_url: z.optional(z.string()),
});
/** Answer of `releases.updateDetails`. */
export type ReleaseDetailsUpdateResult = z.infer<typeof ReleaseDetailsUpdateResult>;

/** Body of `releases.addGroup`: the group's id and how its testers get the release. */
export const NewGroupDestination = model({
  /** The distribution group's id (a UUID). */
  id: z.string().check(z.minLength(1)),
  /** Whether the group's testers must update to this release. */
  mandatory_update: z.optional(z.boolean()),
  /** Whether the group's testers get an email about the release. */
  notify_testers: z.optional(z.boolean()),
});
/** Body of `releases.addGroup`. */
export type NewGroupDestination = z.input<typeof NewGroupDestination>;

/** Body of `releases.addTester`: the tester's email and how they get the release. */
export const NewTesterDestination = model({
  /** The tester's email address. */
  email: z.string().check(z.minLength(1)),
  /** Whether the tester must update to this release. */
  mandatory_update: z.optional(z.boolean()),
  /** Whether the tester gets an email about the release. */
  notify_testers: z.optional(z.boolean()),
});
/** Body of `releases.addTester`. */
export type NewTesterDestination = z.input<typeof NewTesterDestination>;

/**
 * A destination a release was added to. For iOS releases that must be re-signed for the destination's
 * devices, `provisioning_status_url` is where `releases.getUpdateDevicesStatus` follows the re-signing.
 */
export const AddedDestination = model({
  /** The destination's id. */
  id: z.string(),
  /** Whether testers there must update to this release. */
  mandatory_update: z.boolean(),
  /** Where to follow the re-signing for the destination's devices (iOS releases that need it). */
  provisioning_status_url: z.optional(z.string()),
});
/** A destination a release was added to. */
export type AddedDestination = z.infer<typeof AddedDestination>;

/** Body of `releases.addStore`: the distribution store's id. */
export const NewStoreDestination = model({
  /** The distribution store's id. */
  id: z.string().check(z.minLength(1)),
});
/** Body of `releases.addStore`. */
export type NewStoreDestination = z.input<typeof NewStoreDestination>;

/** A store a release is being published to. */
export const AddedStoreDestination = model({
  /** The distribution store's id. */
  id: z.string(),
});
/** A store a release is being published to. */
export type AddedStoreDestination = z.infer<typeof AddedStoreDestination>;

/** Body of `releases.updateGroup` and `releases.updateTester`. */
export const DestinationUpdate = model({
  /** Whether testers there must update to this release. */
  mandatory_update: z.boolean(),
});
/** Body of `releases.updateGroup` and `releases.updateTester`. */
export type DestinationUpdate = z.input<typeof DestinationUpdate>;

/** An iOS provisioning profile: for the app and, nested, for its extensions. */
export interface ProvisioningProfile {
  /** Kind of provisioning profile: `adhoc`, `enterprise` or `other`. */
  provisioning_profile_type: z.infer<typeof profileType>;
  /** The profile's name. */
  provisioning_profile_name?: string | undefined;
  /** The bundle identifier the profile is for. */
  provisioning_bundle_id?: string | undefined;
  /** The Apple developer team id of the profile. */
  team_identifier?: string | undefined;
  /** UDIDs of the devices the profile allows. */
  udids?: string[] | undefined;
  /** Profiles of the app's extensions. */
  appex_profiles?: ProvisioningProfile[] | undefined;
  [key: string]: unknown;
}
/** The provisioning profile of an iOS release, with those of its app extensions. */
export const ProvisioningProfile: z.LightType<ProvisioningProfile> = model({
  /** Kind of provisioning profile: `adhoc`, `enterprise` or `other`. */
  provisioning_profile_type: profileType,
  /** The profile's name. */
  provisioning_profile_name: z.optional(z.string()),
  /** The bundle identifier the profile is for. */
  provisioning_bundle_id: z.optional(z.string()),
  /** The Apple developer team id of the profile. */
  team_identifier: z.optional(z.string()),
  /** UDIDs of the devices the profile allows. */
  udids: z.optional(z.array(z.string())),
  /** Profiles of the app's extensions. */
  get appex_profiles() {
    return z.optional(z.array(ProvisioningProfile));
  },
});

/** How the re-signing of an iOS release for new devices is going (`status`), and why it failed. */
export const UpdateDevicesStatus = model({
  /** Where the re-signing is, e.g. `inProgress` or `completed`. */
  status: z.string(),
  /** Code of what went wrong, when it failed. */
  error_code: z.optional(z.string()),
  /** What went wrong, when it failed. */
  error_message: z.optional(z.string()),
});
/** How the re-signing of an iOS release for new devices is going. */
export type UpdateDevicesStatus = z.infer<typeof UpdateDevicesStatus>;

/** A public distribution group a release was distributed to. */
export const PublicGroupRef = model({
  /** The distribution group's id (a UUID). */
  id: z.string(),
});
/** A public distribution group a release was distributed to. */
export type PublicGroupRef = z.infer<typeof PublicGroupRef>;

/** Body of `sdkReleases.reportInstalls`: the installs to count, per release and group. */
export const InstallReport = model({
  /** The installs to count. */
  releases: z.optional(
    z.array(
      model({
        /** The release's id. */
        release_id: z.number().check(z.int()),
        /** Id (a UUID) of the distribution group the release was installed from. */
        distribution_group_id: z.string(),
        /** Id (a UUID) of the user who installed it. */
        user_id: z.string(),
      }),
    ),
  ),
});
/** Body of `sdkReleases.reportInstalls`. */
export type InstallReport = z.input<typeof InstallReport>;
