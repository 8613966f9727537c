import { model, recordOf } from '@org/http-core/light';
import * as z from '@org/http-core/light';

/** A country (or region) a key can search. */
export const KeyContext = model({
  /** ISO 3166-1 alpha-3 code, e.g. `GBR`. */
  iso_3: z.string(),
  /** ISO 3166-1 alpha-2 code, e.g. `GB`. */
  iso_2: z.string(),
  /** The country's name. */
  description: z.string(),
  /** The country's flag, as an emoji. */
  emoji: z.string(),
  /** Whether reverse geocoding is offered there. */
  rgeo: z.boolean(),
});
/** A country a key can search. */
export type KeyContext = z.infer<typeof KeyContext>;

/** What anyone may learn about a key: whether it can be used now, and where it searches. */
export const KeyAvailability = model({
  /** Whether the key can make lookups now. */
  available: z.boolean(),
  /** The default search context (ISO 3166-1 alpha-3), or `""`. */
  context: z.string(),
  /** The countries the key can search. */
  contexts: z.array(KeyContext),
});
/** What anyone may learn about a key. */
export type KeyAvailability = z.infer<typeof KeyAvailability>;

const limit = z.nullable(z.number());

/** A key's private details: balance, limits, allowed URLs, datasets, purchases. */
export const KeyDetails = model({
  /** Lookups left on the key's balance. */
  lookups_remaining: z.number(),
  /** Lookups allowed per day (`null`: no limit) and used today. */
  daily_limit: model({
    /** Lookups allowed per day; `null`: no limit. */
    limit,
    /** Lookups made today. */
    consumed: z.number(),
  }),
  /** Lookups allowed per IP address per day (`null`: no limit). */
  individual_limit: model({
    /** Lookups allowed per IP address per day; `null`: no limit. */
    limit,
  }),
  /** Web pages allowed to use the key; empty allows any. */
  allowed_urls: z.array(z.string()),
  /** Who is e-mailed when the balance runs low. */
  notifications: z.optional(
    model({
      /** The addresses e-mailed. */
      emails: z.array(z.string()),
      /** Whether the e-mails are sent. */
      enabled: z.boolean(),
    }),
  ),
  /** The datasets the key can search, each with whether it is enabled. */
  datasets: z.optional(recordOf(z.boolean())),
  /** Whether the balance is topped up automatically. */
  automated_topups: model({
    /** Whether automatic top-ups are on. */
    enabled: z.boolean(),
  }),
  /** The lookups bought and not yet used up. */
  current_purchases: z.array(
    model({
      /** When the purchase expires (ISO 8601); `null` when it does not. */
      expires: z.nullable(z.string()),
      /** Lookups bought. */
      purchased: z.number(),
      /** Lookups used of them. */
      consumed: z.number(),
    }),
  ),
});
/** A key's private details. */
export type KeyDetails = z.infer<typeof KeyDetails>;

/** Lookups made with a key over a range of days, in total and per day. */
export const KeyUsage = model({
  /** First day of the range (ISO 8601). */
  start: z.string(),
  /** Last day of the range (ISO 8601). */
  end: z.string(),
  /** Lookups made over the range. */
  total: z.number(),
  /** Lookups per day. */
  dailyCount: z.array(
    model({
      /** The day (ISO 8601). */
      date: z.string(),
      /** Lookups made that day. */
      count: z.number(),
    }),
  ),
});
/** Lookups made with a key over a range of days. */
export type KeyUsage = z.infer<typeof KeyUsage>;
