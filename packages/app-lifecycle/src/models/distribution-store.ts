import { model, openEnum } from '@org/http-core';
import * as z from '@org/http-core/zod';

/** Tracks a store publishes to. */
const storeTrack = openEnum(['production', 'alpha', 'beta', 'testflight-internal', 'testflight-external']);

/** A named category or audience of an Intune store. */
const IntuneRef = model({ id: z.optional(z.string()), name: z.optional(z.string()) });

/**
 * A distribution store of an app: a connection to Google Play, the App Store or Intune (`type`) that
 * releases are published to, on a `track`, through a service connection.
 */
export const DistributionStore = model({
  id: z.optional(z.string()),
  name: z.optional(z.string()),
  type: z.optional(z.string()),
  track: z.optional(storeTrack),
  service_connection_id: z.optional(z.string()),
  created_by: z.optional(z.string()),
  created_by_principal_type: z.optional(z.string()),
  intune_details: z.optional(model({ app_category: z.optional(IntuneRef), target_audience: z.optional(IntuneRef) })),
});
/** A distribution store of an app. */
export type DistributionStore = z.infer<typeof DistributionStore>;

/** Body of `stores.create`. Intune stores carry their tenant and sign-in secrets in `intune_details`. */
export const NewDistributionStore = model({
  type: z.optional(openEnum(['googleplay', 'apple', 'intune'])),
  name: z.optional(z.string()),
  track: z.optional(storeTrack),
  service_connection_id: z.optional(z.string()),
  intune_details: z.optional(
    model({
      tenant_id: z.optional(z.string()),
      app_category: z.optional(model({ name: z.optional(z.string()) })),
      target_audience: z.optional(model({ name: z.optional(z.string()) })),
      secret_json: z.optional(
        model({ id_token: z.optional(z.string()), refresh_token: z.optional(z.string()), refresh_token_expiry: z.optional(z.string()) }),
      ),
    }),
  ),
});
/** Body of `stores.create`. */
export type NewDistributionStore = z.input<typeof NewDistributionStore>;

/** Body of `stores.update`: the service connection the store publishes through. */
export const DistributionStoreUpdate = model({
  service_connection_id: z.string().check(z.minLength(1)),
});
/** Body of `stores.update`. */
export type DistributionStoreUpdate = z.input<typeof DistributionStoreUpdate>;

/** A store a release went to, with how its publishing stands there (`publishing_status`). */
export const StoreOfRelease = model({
  id: z.optional(z.string()),
  name: z.optional(z.string()),
  type: z.optional(z.string()),
  publishing_status: z.optional(z.string()),
  is_latest: z.optional(z.boolean()),
});
/** A store a release went to. */
export type StoreOfRelease = z.infer<typeof StoreOfRelease>;

/** A release published to a store, as the store's list shows it. */
export const StoreReleaseSummary = model({
  id: z.optional(z.number()),
  version: z.optional(z.string()),
  short_version: z.optional(z.string()),
  uploaded_at: z.optional(z.string()),
  destination_type: z.optional(openEnum(['group', 'store', 'tester'])),
  distribution_stores: z.optional(z.array(StoreOfRelease)),
});
/** A release published to a store, in a list. */
export type StoreReleaseSummary = z.infer<typeof StoreReleaseSummary>;

/** A release published to a store, in full. */
export const StoreRelease = model({
  id: z.optional(z.number()),
  app_name: z.optional(z.string()),
  app_display_name: z.optional(z.string()),
  version: z.optional(z.string()),
  short_version: z.optional(z.string()),
  uploaded_at: z.optional(z.string()),
  release_notes: z.optional(z.string()),
  size: z.optional(z.number()),
  min_os: z.optional(z.string()),
  android_min_api_level: z.optional(z.string()),
  bundle_identifier: z.optional(z.string()),
  fingerprint: z.optional(z.string()),
  download_url: z.optional(z.string()),
  install_url: z.optional(z.string()),
  status: z.optional(openEnum(['available', 'unavailable'])),
  distribution_stores: z.optional(z.array(StoreOfRelease)),
});
/** A release published to a store, in full. */
export type StoreRelease = z.infer<typeof StoreRelease>;

/** Why publishing a release to a store failed, and whether a publish log can be read. */
export const StorePublishError = model({
  message: z.optional(z.string()),
  is_log_available: z.optional(z.boolean()),
});
/** Why publishing a release to a store failed. */
export type StorePublishError = z.infer<typeof StorePublishError>;

/** How publishing a release to a store stands right now. */
export const StoreRealtimeStatus = model({
  app_id: z.optional(z.string()),
  release_id: z.optional(z.string()),
  status: z.optional(
    model({ status: z.optional(z.string()), storetype: z.optional(z.string()), track: z.optional(z.string()), version: z.optional(z.string()) }),
  ),
});
/** How publishing a release to a store stands right now. */
export type StoreRealtimeStatus = z.infer<typeof StoreRealtimeStatus>;

/** Whether the store service is available for the app. */
export const StoreServiceStatus = model({
  service: z.optional(z.string()),
  status: z.optional(z.string()),
  valid_until: z.optional(z.number()),
});
/** Whether the store service is available for the app. */
export type StoreServiceStatus = z.infer<typeof StoreServiceStatus>;
