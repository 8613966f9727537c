import { model } from '@org/http-core';
import * as z from '@org/http-core/zod';

/** A country (or region) a key can search. */
export const KeyContext = model({
  iso_3: z.string(),
  iso_2: z.string(),
  description: z.string(),
  emoji: z.string(),
  /** Whether reverse geocoding is offered there. */
  rgeo: z.boolean(),
});
/** A country a key can search. */
export type KeyContext = z.infer<typeof KeyContext>;

/** What anyone may learn about a key: whether it can be used now, and where it searches. */
export const KeyAvailability = model({
  available: z.boolean(),
  /** The default search context (ISO 3166-1 alpha-3), or `""`. */
  context: z.string(),
  contexts: z.array(KeyContext),
});
/** What anyone may learn about a key. */
export type KeyAvailability = z.infer<typeof KeyAvailability>;

const limit = z.nullable(z.number());

/** A key's private details: balance, limits, allowed URLs, datasets, purchases. */
export const KeyDetails = model({
  lookups_remaining: z.number(),
  /** Lookups allowed per day (`null`: no limit) and used today. */
  daily_limit: model({ limit, consumed: z.number() }),
  /** Lookups allowed per IP address per day (`null`: no limit). */
  individual_limit: model({ limit }),
  /** Web pages allowed to use the key; empty allows any. */
  allowed_urls: z.array(z.string()),
  notifications: z.optional(model({ emails: z.array(z.string()), enabled: z.boolean() })),
  datasets: z.optional(z.record(z.string(), z.boolean())),
  automated_topups: model({ enabled: z.boolean() }),
  current_purchases: z.array(model({ expires: z.nullable(z.string()), purchased: z.number(), consumed: z.number() })),
});
/** A key's private details. */
export type KeyDetails = z.infer<typeof KeyDetails>;

/** Lookups made with a key over a range of days, in total and per day. */
export const KeyUsage = model({
  start: z.string(),
  end: z.string(),
  total: z.number(),
  dailyCount: z.array(model({ date: z.string(), count: z.number() })),
});
/** Lookups made with a key over a range of days. */
export type KeyUsage = z.infer<typeof KeyUsage>;
