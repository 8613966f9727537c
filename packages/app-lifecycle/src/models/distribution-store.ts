import { model, openEnum } from '@org/http-core/light';
import * as z from '@org/http-core/light';

/** Tracks a store publishes to. */
const storeTrack = openEnum(['production', 'alpha', 'beta', 'testflight-internal', 'testflight-external']);

/** A named category or audience of an Intune store. */
const IntuneRef = model({
  /** The Intune object's id. */
  id: z.optional(z.string()),
  /** The Intune object's name. */
  name: z.optional(z.string()),
});

/**
 * A distribution store of an app: a connection to Google Play, the App Store or Intune (`type`) that
 * releases are published to, on a `track`, through a service connection.
 */
export const DistributionStore = model({
  /** The store's id. */
  id: z.optional(z.string()),
  /** The store's name, unique in the app. */
  name: z.optional(z.string()),
  /** Kind of store: `googleplay`, `apple` or `intune`. */
  type: z.optional(z.string()),
  /** The store track releases go to. */
  track: z.optional(storeTrack),
  /** Id of the service connection (credentials) used to reach the store. */
  service_connection_id: z.optional(z.string()),
  /** Id of who created the store connection. */
  created_by: z.optional(z.string()),
  /** Kind of principal that created it, e.g. a user. */
  created_by_principal_type: z.optional(z.string()),
  /** Intune settings: app category, target audience and tenant. */
  intune_details: z.optional(
    model({
      /** The Intune app category. */
      app_category: z.optional(IntuneRef),
      /** The group of users the app is offered to. */
      target_audience: z.optional(IntuneRef),
    }),
  ),
});
/** A distribution store of an app. */
export type DistributionStore = z.infer<typeof DistributionStore>;

/** Body of `stores.create`. Intune stores carry their tenant and sign-in secrets in `intune_details`. */
export const NewDistributionStore = model({
  /** Kind of store. */
  type: z.optional(openEnum(['googleplay', 'apple', 'intune'])),
  /** The store's name; fixed to `Production` for Google Play and the App Store. */
  name: z.optional(z.string()),
  /** The track: `production`, `alpha` or `beta` on Google Play; `production`, `testflight-internal` or `testflight-external` on the App Store. */
  track: z.optional(storeTrack),
  /** Id of the service connection (credentials) to reach the store with. */
  service_connection_id: z.optional(z.string()),
  /** Intune settings (Intune stores only). */
  intune_details: z.optional(
    model({
      /** Id (a UUID) of the Microsoft Entra tenant. */
      tenant_id: z.optional(z.string()),
      /** The Intune app category. */
      app_category: z.optional(
        model({
          /** The category's name. */
          name: z.optional(z.string()),
        }),
      ),
      /** The group of users the app is offered to. */
      target_audience: z.optional(
        model({
          /** The group's name. */
          name: z.optional(z.string()),
        }),
      ),
      /** Tokens the service uses to reach Intune. Secret. */
      secret_json: z.optional(
        model({
          /** The identity token. Secret. */
          id_token: z.optional(z.string()),
          /** The refresh token. Secret. */
          refresh_token: z.optional(z.string()),
          /** When the refresh token expires (ISO 8601). */
          refresh_token_expiry: z.optional(z.string()),
        }),
      ),
    }),
  ),
});
/** Body of `stores.create`. */
export type NewDistributionStore = z.input<typeof NewDistributionStore>;

/** Body of `stores.update`: the service connection the store publishes through. */
export const DistributionStoreUpdate = model({
  /** Id of the service connection to use from now on (not empty). */
  service_connection_id: z.string().check(z.minLength(1)),
});
/** Body of `stores.update`. */
export type DistributionStoreUpdate = z.input<typeof DistributionStoreUpdate>;

/** A store a release went to, with how its publishing stands there (`publishing_status`). */
export const StoreOfRelease = model({
  /** The store's id. */
  id: z.optional(z.string()),
  /** The store's name. */
  name: z.optional(z.string()),
  /** Kind of store, e.g. `googleplay`, `apple` or `intune`. */
  type: z.optional(z.string()),
  /** Where publishing the release to the store stands. */
  publishing_status: z.optional(z.string()),
  /** Whether this is the latest release published to the store. */
  is_latest: z.optional(z.boolean()),
});
/** A store a release went to. */
export type StoreOfRelease = z.infer<typeof StoreOfRelease>;

/** A release published to a store, as the store's list shows it. */
export const StoreReleaseSummary = model({
  /** The release's id. */
  id: z.optional(z.number()),
  /** The build version: `CFBundleVersion` on iOS, `versionCode` on Android. */
  version: z.optional(z.string()),
  /** The version shown to users: `CFBundleShortVersionString` on iOS, `versionName` on Android. */
  short_version: z.optional(z.string()),
  /** When the release was uploaded (ISO 8601). */
  uploaded_at: z.optional(z.string()),
  /** Where the release was distributed: groups, stores or testers. */
  destination_type: z.optional(openEnum(['group', 'store', 'tester'])),
  /** The stores the release was sent to. */
  distribution_stores: z.optional(z.array(StoreOfRelease)),
});
/** A release published to a store, in a list. */
export type StoreReleaseSummary = z.infer<typeof StoreReleaseSummary>;

/** A release published to a store, in full. */
export const StoreRelease = model({
  /** The release's id. */
  id: z.optional(z.number()),
  /** The app's name, as found in the uploaded binary. */
  app_name: z.optional(z.string()),
  /** The app's display name. */
  app_display_name: z.optional(z.string()),
  /** The build version: `CFBundleVersion` on iOS, `versionCode` on Android. */
  version: z.optional(z.string()),
  /** The version shown to users: `CFBundleShortVersionString` on iOS, `versionName` on Android. */
  short_version: z.optional(z.string()),
  /** When the release was uploaded (ISO 8601). */
  uploaded_at: z.optional(z.string()),
  /** The release notes. */
  release_notes: z.optional(z.string()),
  /** Size of the binary in bytes. */
  size: z.optional(z.number()),
  /** Lowest operating system version the release runs on. */
  min_os: z.optional(z.string()),
  /** Lowest Android API level the release runs on. */
  android_min_api_level: z.optional(z.string()),
  /** The app's bundle identifier (iOS) or package name (Android). */
  bundle_identifier: z.optional(z.string()),
  /** MD5 checksum of the binary. */
  fingerprint: z.optional(z.string()),
  /** URL of the binary. */
  download_url: z.optional(z.string()),
  /** Link that installs the release on a device (on iOS, an `itms-services://` link). */
  install_url: z.optional(z.string()),
  /** Obsolete availability flag; whether a release was distributed is what counts. */
  status: z.optional(openEnum(['available', 'unavailable'])),
  /** The stores the release was sent to. */
  distribution_stores: z.optional(z.array(StoreOfRelease)),
});
/** A release published to a store, in full. */
export type StoreRelease = z.infer<typeof StoreRelease>;

/** Why publishing a release to a store failed, and whether a publish log can be read. */
export const StorePublishError = model({
  /** What went wrong. */
  message: z.optional(z.string()),
  /** Whether a log of the publishing can be downloaded. */
  is_log_available: z.optional(z.boolean()),
});
/** Why publishing a release to a store failed. */
export type StorePublishError = z.infer<typeof StorePublishError>;

/** How publishing a release to a store stands right now. */
export const StoreRealtimeStatus = model({
  /** The app's id. */
  app_id: z.optional(z.string()),
  /** The release's id. */
  release_id: z.optional(z.string()),
  /** What the store reports: status, store type, track and version. */
  status: z.optional(
    model({
      /** Where publishing stands at the store. */
      status: z.optional(z.string()),
      /** Kind of store. */
      storetype: z.optional(z.string()),
      /** The store track. */
      track: z.optional(z.string()),
      /** The version the store has. */
      version: z.optional(z.string()),
    }),
  ),
});
/** How publishing a release to a store stands right now. */
export type StoreRealtimeStatus = z.infer<typeof StoreRealtimeStatus>;

/** Whether the store service is available for the app. */
export const StoreServiceStatus = model({
  /** The service the status is about. */
  service: z.optional(z.string()),
  /** Whether the store service is available for the app. */
  status: z.optional(z.string()),
  /** Until when the status holds (seconds since the Unix epoch). */
  valid_until: z.optional(z.number()),
});
/** Whether the store service is available for the app. */
export type StoreServiceStatus = z.infer<typeof StoreServiceStatus>;
