import { model } from '@org/http-core';
import * as z from '@org/http-core/zod';

/** The link between an app and its counterpart in a vendor's app store. */
export const VendorMapping = model({
  app_id: z.optional(z.string()),
  apple_id: z.optional(z.string()),
  service_connection_id: z.optional(z.string()),
  team_identifier: z.optional(z.string()),
});
/** The link between an app and its counterpart in a vendor's app store. */
export type VendorMapping = z.infer<typeof VendorMapping>;

/** Body of `vendorStore.createMapping`. */
export const NewVendorMapping = model({
  service_connection_id: z.string().check(z.minLength(1)),
  team_identifier: z.string().check(z.minLength(1)),
  apple_id: z.optional(z.string()),
  bundle_identifier: z.optional(z.string()),
});
/** Body of `vendorStore.createMapping`. */
export type NewVendorMapping = z.input<typeof NewVendorMapping>;

/** A tester group in the vendor's store. */
export const VendorTestGroup = model({
  id: z.optional(z.string()),
  name: z.optional(z.string()),
  appleId: z.optional(z.number()),
  providerId: z.optional(z.number()),
});
/** A tester group in the vendor's store. */
export type VendorTestGroup = z.infer<typeof VendorTestGroup>;
