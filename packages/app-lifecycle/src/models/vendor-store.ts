import { model } from '@org/http-core/light';
import * as z from '@org/http-core/light';

/** The link between an app and its counterpart in a vendor's app store. */
export const VendorMapping = model({
  /** The app's id in this service. */
  app_id: z.optional(z.string()),
  /** The app's id in the App Store. */
  apple_id: z.optional(z.string()),
  /** Id of the service connection (Apple credentials) used. */
  service_connection_id: z.optional(z.string()),
  /** The Apple developer team id of the app. */
  team_identifier: z.optional(z.string()),
});
/** The link between an app and its counterpart in a vendor's app store. */
export type VendorMapping = z.infer<typeof VendorMapping>;

/** Body of `vendorStore.createMapping`. */
export const NewVendorMapping = model({
  /** Id of the service connection (Apple credentials) to use (not empty). */
  service_connection_id: z.string().check(z.minLength(1)),
  /** The Apple developer team id of the app (not empty). */
  team_identifier: z.string().check(z.minLength(1)),
  /** The app's id in the App Store; wins over `bundle_identifier` when both are given. */
  apple_id: z.optional(z.string()),
  /** The app's bundle identifier. */
  bundle_identifier: z.optional(z.string()),
});
/** Body of `vendorStore.createMapping`. */
export type NewVendorMapping = z.input<typeof NewVendorMapping>;

/** A tester group in the vendor's store. */
export const VendorTestGroup = model({
  /** The TestFlight group's id. */
  id: z.optional(z.string()),
  /** The TestFlight group's name. */
  name: z.optional(z.string()),
  /** The group's id at Apple. */
  appleId: z.optional(z.number()),
  /** The provider's id at Apple. */
  providerId: z.optional(z.number()),
});
/** A tester group in the vendor's store. */
export type VendorTestGroup = z.infer<typeof VendorTestGroup>;
