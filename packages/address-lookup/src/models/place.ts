import { model, openEnum } from '@org/http-core/light';
import * as z from '@org/http-core/light';

/** A place suggestion: show `descriptive_name`, resolve `id` (e.g. `geonames_2643743`). */
export const PlaceSuggestion = model({
  /** The place's id, to resolve it, e.g. `geonames_2643743`. */
  id: z.string(),
  /** The place's name. */
  name: z.string(),
  /** The name with its region and country, to show. */
  descriptive_name: z.string(),
  /** ISO 3166-1 alpha-3 code of the place's country. */
  country_iso: z.string(),
});
/** A place suggestion. */
export type PlaceSuggestion = z.infer<typeof PlaceSuggestion>;

/** Place suggestions, best first. */
export const PlaceSuggestions = model({
  /** The suggestions, best first. */
  hits: z.array(PlaceSuggestion),
});
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
  /** The place's GeoNames id. */
  geonameid: z.number(),
  /** The place's name. */
  name: z.string(),
  /** The name in plain ASCII characters. */
  asciiname: z.string(),
  /** Other names of the place. */
  alternatenames: z.array(z.string()),
  /** Latitude, in degrees. */
  latitude: coordinate,
  /** Longitude, in degrees. */
  longitude: coordinate,
  /** One letter: `A` country or region, `H` water, `L` area, `P` populated place, `R` road, `S` spot, `T` terrain, `U` undersea, `V` vegetation. */
  feature_class: openEnum<['A', 'H', 'L', 'P', 'R', 'S', 'T', 'U', 'V']>(),
  /** The full feature code, e.g. `PPLC` for a capital. */
  feature_code: z.string(),
  /** ISO 3166 alpha-2 code of the country. */
  country_code: z.string(),
  /** Other countries the place is also in (alpha-2 codes). */
  cc2: z.array(z.string()),
  /** Name of the first-level administrative area (e.g. a state or a nation). */
  admin1_name: z.string(),
  /** GeoNames id of the first-level area; `null` when unknown. */
  admin1_geonameid: optionalId,
  /** Code of the first-level area. */
  admin1_code: z.string(),
  /** Name of the second-level administrative area (e.g. a county). */
  admin2_name: z.string(),
  /** GeoNames id of the second-level area; `null` when unknown. */
  admin2_geonameid: optionalId,
  /** Code of the second-level area. */
  admin2_code: z.string(),
  /** Code of the third-level area. */
  admin3_code: z.string(),
  /** Code of the fourth-level area. */
  admin4_code: z.string(),
  /** Population, as a decimal string. */
  population: z.string(),
  /** Metres; `null` when unknown. */
  elevation: optionalId,
  /** Digital elevation model, in metres; `null` when unknown. */
  dem: optionalId,
  /** IANA timezone, e.g. `Europe/London`. */
  timezone: z.string(),
  /** `YYYY-MM-DD`. */
  modification_date: z.string(),
  /** Always `geonames`. */
  dataset: z.optional(openEnum<['geonames']>()),
  /** The place's id, e.g. `geonames_2643743`. */
  id: z.optional(z.string()),
});
/** A GeoNames place record. */
export type GeonamesPlace = z.infer<typeof GeonamesPlace>;

/** A resolved place with its position; `native` holds the source gazetteer record ({@link GeonamesPlace}). */
export const Place = model({
  /** The place's id, e.g. `geonames_2643743`. */
  id: z.string(),
  /** The gazetteer the place comes from. */
  dataset: openEnum<['geonames']>(),
  /** The place's name. */
  name: z.string(),
  /** The name with its region and country, to show. */
  descriptive_name: z.string(),
  /** ISO 3166-1 alpha-3 code of the place's country. */
  country_iso: z.string(),
  /** Language of the names, e.g. `en`. */
  language: z.string(),
  /** Longitude, in degrees. */
  longitude: coordinate,
  /** Latitude, in degrees. */
  latitude: coordinate,
  /** The gazetteer's own record of the place. */
  native: z.optional(GeonamesPlace),
});
/** A resolved place. */
export type Place = z.infer<typeof Place>;
