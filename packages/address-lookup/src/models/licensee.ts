import { model } from '@org/http-core';
import * as z from '@org/http-core/zod';

/**
 * A licensee of a sub-licensed key: an organisation allowed to use the key under its own licence, with its
 * own daily count. `key` (`sk_...`) identifies it in paths and lookups.
 */
export const Licensee = model({
  id: z.string(),
  key: z.string(),
  createdAt: z.string(),
  name: z.string(),
  address: z.string(),
  postcode: z.string(),
  /** Web pages allowed to use the licence. */
  whitelist: z.array(z.string()),
  daily: model({ count: z.number(), updatedAt: z.string(), limit: z.optional(z.nullable(z.number())) }),
});
/** A licensee of a sub-licensed key. */
export type Licensee = z.infer<typeof Licensee>;

/** What may be set on a licensee; unknown fields are sent as given. */
export const LicenseeFields = model({
  name: z.optional(z.string()),
  address: z.optional(z.string()),
  postcode: z.optional(z.string()),
  whitelist: z.optional(z.array(z.string())),
  /** Lookups per day (`null`: no limit). */
  daily: z.optional(model({ limit: z.optional(z.nullable(z.int().check(z.minimum(0)))) })),
});
/** What may be set on a licensee. */
export type LicenseeFields = z.input<typeof LicenseeFields>;

/** One page of licensees; `hasMore` says whether another page follows. */
export const LicenseePage = model({
  licensees: z.optional(z.array(Licensee)),
  hasMore: z.optional(z.boolean()),
});
/** One page of licensees. */
export type LicenseePage = z.infer<typeof LicenseePage>;
