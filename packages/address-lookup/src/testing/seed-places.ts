/** The fake's places: towns and capitals with their gazetteer ids (GeoNames numbering). */
import type { Place } from '../models/place.js';

const rows: ReadonlyArray<readonly [number, string, string, string, number, number]> = [
  [2643743, 'London', 'London, England, United Kingdom', 'GBR', -0.12574, 51.50853],
  [2643123, 'Manchester', 'Manchester, England, United Kingdom', 'GBR', -2.23743, 53.48095],
  [2650225, 'Edinburgh', 'Edinburgh, Scotland, United Kingdom', 'GBR', -3.19648, 55.95206],
  [2653822, 'Cardiff', 'Cardiff, Wales, United Kingdom', 'GBR', -3.18, 51.48],
  [2655984, 'Belfast', 'Belfast, Northern Ireland, United Kingdom', 'GBR', -5.93333, 54.58333],
  [2640729, 'Oxford', 'Oxford, England, United Kingdom', 'GBR', -1.25596, 51.75222],
  [5128581, 'New York City', 'New York City, New York, United States', 'USA', -74.00597, 40.71427],
  [4140963, 'Washington', 'Washington, District of Columbia, United States', 'USA', -77.03637, 38.89511],
  [2964574, 'Dublin', 'Dublin, Leinster, Ireland', 'IRL', -6.24889, 53.33306],
  [2988507, 'Paris', 'Paris, Île-de-France, France', 'FRA', 2.3488, 48.85341],
];

/** Every seeded place. */
export const places: readonly Place[] = rows.map(([id, name, descriptive, country, longitude, latitude]) => ({
  id: `geonames_${id}`,
  dataset: 'geonames',
  name,
  descriptive_name: descriptive,
  country_iso: country,
  language: 'en',
  longitude,
  latitude,
  native: { geonameid: id, name, asciiname: name, country_code: country.slice(0, 2) },
}));
