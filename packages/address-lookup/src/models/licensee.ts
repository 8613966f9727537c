import { integer, model } from '@org/http-core/light';
import * as z from '@org/http-core/light';

/**
 * A licensee of a sub-licensed key: an organisation allowed to use the key under its own licence, with its
 * own daily count. `key` (`sk_...`) identifies it in paths and lookups.
 */
export const Licensee = model({
  /** The licensee's id. */
  id: z.string(),
  /** The licensee's key (`sk_...`), which identifies it in paths and lookups. */
  key: z.string(),
  /** When the licensee was created (ISO 8601). */
  createdAt: z.string(),
  /** The organisation's name. */
  name: z.string(),
  /** The organisation's address. */
  address: z.string(),
  /** The organisation's postcode. */
  postcode: z.string(),
  /** Web pages allowed to use the licence. */
  whitelist: z.array(z.string()),
  /** The licensee's lookups today, and its daily limit. */
  daily: model({
    /** Lookups made today. */
    count: z.number(),
    /** When `count` last changed (ISO 8601). */
    updatedAt: z.string(),
    /** Lookups allowed per day; `null`: no limit. */
    limit: z.optional(z.nullable(z.number())),
  }),
});
/** A licensee of a sub-licensed key. */
export type Licensee = z.infer<typeof Licensee>;

/** What may be set on a licensee; unknown fields are sent as given. */
export const LicenseeFields = model({
  /** The organisation's name. */
  name: z.optional(z.string()),
  /** The organisation's address. */
  address: z.optional(z.string()),
  /** The organisation's postcode. */
  postcode: z.optional(z.string()),
  /** Web pages allowed to use the licence. */
  whitelist: z.optional(z.array(z.string())),
  /** Lookups per day (`null`: no limit). */
  daily: z.optional(
    model({
      /** Lookups allowed per day; `null`: no limit. */
      limit: z.optional(z.nullable(integer(0))),
    }),
  ),
});
/** What may be set on a licensee. */
export type LicenseeFields = z.input<typeof LicenseeFields>;

/** One page of licensees; `hasMore` says whether another page follows. */
export const LicenseePage = model({
  /** The licensees of the page. */
  licensees: z.optional(z.array(Licensee)),
  /** Whether another page follows. */
  hasMore: z.optional(z.boolean()),
});
/** One page of licensees. */
export type LicenseePage = z.infer<typeof LicenseePage>;
