import { model, openEnum } from '@org/http-core';
import * as z from '@org/http-core/zod';

/** A place suggestion: show `descriptive_name`, resolve `id` (e.g. `geonames_2643743`). */
export const PlaceSuggestion = model({
  id: z.string(),
  name: z.string(),
  descriptive_name: z.string(),
  country_iso: z.string(),
});
/** A place suggestion. */
export type PlaceSuggestion = z.infer<typeof PlaceSuggestion>;

/** Place suggestions, best first. */
export const PlaceSuggestions = model({ hits: z.array(PlaceSuggestion) });
/** Place suggestions. */
export type PlaceSuggestions = z.infer<typeof PlaceSuggestions>;

const coordinate = z.union([z.number(), z.string()]);

const optionalId = z.nullable(z.number());

/**
 * A place as the GeoNames gazetteer records it, under `native` of a resolved place: identifiers, names, the
 * feature class and code, country and administrative areas (names, codes, ids), population (a decimal string:
 * it may exceed 32 bits), elevation, timezone and the date of the record's last change.
 */
export const GeonamesPlace = model({
  geonameid: z.number(),
  name: z.string(),
  asciiname: z.string(),
  alternatenames: z.array(z.string()),
  latitude: coordinate,
  longitude: coordinate,
  /** One letter: `A` country or region, `H` water, `L` area, `P` populated place, `R` road, `S` spot, `T` terrain, `U` undersea, `V` vegetation. */
  feature_class: openEnum(['A', 'H', 'L', 'P', 'R', 'S', 'T', 'U', 'V']),
  /** The full feature code, e.g. `PPLC` for a capital. */
  feature_code: z.string(),
  /** ISO 3166 alpha-2 code of the country. */
  country_code: z.string(),
  /** Other countries the place is also in (alpha-2 codes). */
  cc2: z.array(z.string()),
  admin1_name: z.string(),
  admin1_geonameid: optionalId,
  admin1_code: z.string(),
  admin2_name: z.string(),
  admin2_geonameid: optionalId,
  admin2_code: z.string(),
  admin3_code: z.string(),
  admin4_code: z.string(),
  population: z.string(),
  /** Metres; `null` when unknown. */
  elevation: optionalId,
  /** Digital elevation model, in metres; `null` when unknown. */
  dem: optionalId,
  /** IANA timezone, e.g. `Europe/London`. */
  timezone: z.string(),
  /** `YYYY-MM-DD`. */
  modification_date: z.string(),
  dataset: z.optional(openEnum(['geonames'])),
  id: z.optional(z.string()),
});
/** A GeoNames place record. */
export type GeonamesPlace = z.infer<typeof GeonamesPlace>;

/** A resolved place with its position; `native` holds the source gazetteer record ({@link GeonamesPlace}). */
export const Place = model({
  id: z.string(),
  dataset: openEnum(['geonames']),
  name: z.string(),
  descriptive_name: z.string(),
  country_iso: z.string(),
  language: z.string(),
  longitude: coordinate,
  latitude: coordinate,
  native: z.optional(GeonamesPlace),
});
/** A resolved place. */
export type Place = z.infer<typeof Place>;
