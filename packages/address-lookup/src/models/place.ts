import { openEnum } from '@org/http-core';
import * as z from '@org/http-core/zod';

/** A place suggestion: show `descriptive_name`, resolve `id` (e.g. `geonames_2643743`). */
export const PlaceSuggestion = z.looseObject({
  id: z.string(),
  name: z.string(),
  descriptive_name: z.string(),
  country_iso: z.string(),
});
/** A place suggestion. */
export type PlaceSuggestion = z.infer<typeof PlaceSuggestion>;

/** Place suggestions, best first. */
export const PlaceSuggestions = z.looseObject({ hits: z.array(PlaceSuggestion) });
/** Place suggestions. */
export type PlaceSuggestions = z.infer<typeof PlaceSuggestions>;

const coordinate = z.union([z.number(), z.string()]);

/** A resolved place with its position; `native` holds the source gazetteer record. */
export const Place = z.looseObject({
  id: z.string(),
  dataset: openEnum(['geonames']),
  name: z.string(),
  descriptive_name: z.string(),
  country_iso: z.string(),
  language: z.string(),
  longitude: coordinate,
  latitude: coordinate,
  native: z.optional(z.looseObject({})),
});
/** A resolved place. */
export type Place = z.infer<typeof Place>;
