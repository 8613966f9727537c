import { model, recordOf } from '@org/http-core/light';
import * as z from '@org/http-core/light';

/** A location where the service runs triggers. */
export const Location = model({
  /** `projects/{project}/locations/{location}`. */
  name: z.string(),
  /** Canonical id, e.g. `us-central1`. */
  locationId: z.optional(z.string()),
  /** Friendly name, typically a nearby city. */
  displayName: z.optional(z.string()),
  /** Cross-service attributes, e.g. `cloud.googleapis.com/region`. */
  labels: z.optional(recordOf(z.string())),
  /** Service-specific metadata. */
  metadata: z.optional(recordOf(z.unknown())),
});
/** A location where the service runs triggers. */
export type Location = z.infer<typeof Location>;

/** One page of locations. */
export const ListLocationsResponse = model({
  /** The locations of the page. */
  locations: z.optional(z.array(Location)),
  /** Token of the next page; absent on the last. */
  nextPageToken: z.optional(z.string()),
});
/** One page of locations. */
export type ListLocationsResponse = z.infer<typeof ListLocationsResponse>;
