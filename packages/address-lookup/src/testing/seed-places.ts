/**
 * The fake's places: towns and capitals with their gazetteer ids (GeoNames numbering) and full GeoNames
 * records under `native`, as the service resolves them. Figures (population, elevation) are of the fake's
 * own choosing, close to the real ones.
 */
import type { GeonamesPlace, Place } from '../models/place.js';

interface Area {
  readonly name: string;
  readonly code: string;
  readonly id: number | null;
}

interface Row {
  readonly id: number;
  readonly name: string;
  readonly descriptive: string;
  readonly country: string;
  readonly longitude: number;
  readonly latitude: number;
  readonly feature: string;
  readonly admin1: Area;
  readonly admin2: Area;
  readonly population: number;
  readonly dem: number;
  readonly timezone: string;
  readonly alternates: readonly string[];
}

const england: Area = { name: 'England', code: 'ENG', id: 6269131 };
const scotland: Area = { name: 'Scotland', code: 'SCT', id: 2638360 };
const wales: Area = { name: 'Wales', code: 'WLS', id: 2634895 };
const northernIreland: Area = { name: 'Northern Ireland', code: 'NIR', id: 2641364 };
const none: Area = { name: '', code: '', id: null };

const rows: readonly Row[] = [
  { id: 2643743, name: 'London', descriptive: 'London, England, United Kingdom', country: 'GBR', longitude: -0.12574, latitude: 51.50853, feature: 'PPLC', admin1: england, admin2: { name: 'Greater London', code: 'GLA', id: 2648110 }, population: 8961989, dem: 25, timezone: 'Europe/London', alternates: ['Londres', 'Londra', 'Lundain'] },
  { id: 2643123, name: 'Manchester', descriptive: 'Manchester, England, United Kingdom', country: 'GBR', longitude: -2.23743, latitude: 53.48095, feature: 'PPLA2', admin1: england, admin2: { name: 'Manchester', code: 'I2', id: 3333169 }, population: 395515, dem: 40, timezone: 'Europe/London', alternates: ['Mancunium', 'Manchestur'] },
  { id: 2650225, name: 'Edinburgh', descriptive: 'Edinburgh, Scotland, United Kingdom', country: 'GBR', longitude: -3.19648, latitude: 55.95206, feature: 'PPLA', admin1: scotland, admin2: { name: 'City of Edinburgh', code: 'U8', id: 2650223 }, population: 464990, dem: 62, timezone: 'Europe/London', alternates: ['Dun Eideann', 'Edimbourg'] },
  { id: 2653822, name: 'Cardiff', descriptive: 'Cardiff, Wales, United Kingdom', country: 'GBR', longitude: -3.18, latitude: 51.48, feature: 'PPLA', admin1: wales, admin2: { name: 'Cardiff', code: 'X5', id: 3333134 }, population: 447287, dem: 18, timezone: 'Europe/London', alternates: ['Caerdydd'] },
  { id: 2655984, name: 'Belfast', descriptive: 'Belfast, Northern Ireland, United Kingdom', country: 'GBR', longitude: -5.93333, latitude: 54.58333, feature: 'PPLA', admin1: northernIreland, admin2: { name: 'Belfast', code: 'R3', id: 3333223 }, population: 274770, dem: 19, timezone: 'Europe/London', alternates: ['Beal Feirste'] },
  { id: 2640729, name: 'Oxford', descriptive: 'Oxford, England, United Kingdom', country: 'GBR', longitude: -1.25596, latitude: 51.75222, feature: 'PPLA2', admin1: england, admin2: { name: 'Oxfordshire', code: 'K2', id: 2640726 }, population: 171380, dem: 65, timezone: 'Europe/London', alternates: ['Oxonia', 'Rydychen'] },
  { id: 5128581, name: 'New York City', descriptive: 'New York City, New York, United States', country: 'USA', longitude: -74.00597, latitude: 40.71427, feature: 'PPL', admin1: { name: 'New York', code: 'NY', id: 5128638 }, admin2: none, population: 8804190, dem: 57, timezone: 'America/New_York', alternates: ['New York', 'NYC', 'Nueva York'] },
  { id: 4140963, name: 'Washington', descriptive: 'Washington, District of Columbia, United States', country: 'USA', longitude: -77.03637, latitude: 38.89511, feature: 'PPLC', admin1: { name: 'Washington, D.C.', code: 'DC', id: 4138106 }, admin2: { name: 'District of Columbia', code: '001', id: 4138106 }, population: 689545, dem: 6, timezone: 'America/New_York', alternates: ['Washington D.C.', 'Vashington'] },
  { id: 2964574, name: 'Dublin', descriptive: 'Dublin, Leinster, Ireland', country: 'IRL', longitude: -6.24889, latitude: 53.33306, feature: 'PPLC', admin1: { name: 'Leinster', code: 'L', id: 7521314 }, admin2: { name: 'Dublin City', code: '33', id: 7778677 }, population: 1024027, dem: 8, timezone: 'Europe/Dublin', alternates: ['Baile Atha Cliath', 'Dublino'] },
  { id: 2988507, name: 'Paris', descriptive: 'Paris, Île-de-France, France', country: 'FRA', longitude: 2.3488, latitude: 48.85341, feature: 'PPLC', admin1: { name: 'Île-de-France', code: '11', id: 3012874 }, admin2: { name: 'Paris', code: '75', id: 2968815 }, population: 2138551, dem: 42, timezone: 'Europe/Paris', alternates: ['Lutetia', 'Parigi', 'Parijs'] },
];

/** ISO alpha-3 to alpha-2, for the countries above. */
const alpha2: Readonly<Record<string, string>> = { GBR: 'GB', USA: 'US', IRL: 'IE', FRA: 'FR' };

/** The full GeoNames record of a row, every field the service's `GeonamesPlace` has. */
function geonamesRecord(row: Row): GeonamesPlace {
  return {
    geonameid: row.id,
    name: row.name,
    asciiname: row.name.normalize('NFD').replace(/[\u0300-\u036f]/g, ''),
    alternatenames: [...row.alternates],
    latitude: row.latitude,
    longitude: row.longitude,
    feature_class: 'P',
    feature_code: row.feature,
    country_code: alpha2[row.country]!,
    cc2: [],
    admin1_name: row.admin1.name,
    admin1_geonameid: row.admin1.id,
    admin1_code: row.admin1.code,
    admin2_name: row.admin2.name,
    admin2_geonameid: row.admin2.id,
    admin2_code: row.admin2.code,
    admin3_code: '',
    admin4_code: '',
    population: String(row.population),
    elevation: null,
    dem: row.dem,
    timezone: row.timezone,
    modification_date: '2023-01-12',
    dataset: 'geonames',
    id: `geonames_${row.id}`,
  };
}

/** Every seeded place. */
export const places: readonly Place[] = rows.map((row) => ({
  id: `geonames_${row.id}`,
  dataset: 'geonames',
  name: row.name,
  descriptive_name: row.descriptive,
  country_iso: row.country,
  language: 'en',
  longitude: row.longitude,
  latitude: row.latitude,
  native: geonamesRecord(row),
}));
