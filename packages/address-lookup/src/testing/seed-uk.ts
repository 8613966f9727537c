/**
 * The fake's UK addresses: a few dozen delivery points over a dozen postcodes, in the shape of the
 * Postcode Address File, plus the records behind the documented test values. Invented where it matters
 * (numbers, names of people); streets and towns are real places.
 */
import type { UkAddress } from '../models/uk-address.js';

interface Row {
  readonly udprn: number;
  readonly umprn?: number;
  readonly uprn: string;
  readonly organisation?: string;
  readonly subBuilding?: string;
  readonly building?: string;
  readonly number?: string;
  readonly street: string;
  readonly locality?: string;
  readonly dataset?: 'paf' | 'mr' | 'pafw' | 'nyb';
  readonly type?: 'S' | 'L';
}

interface Place {
  readonly postcode: string;
  readonly town: string;
  readonly county: string;
  readonly countyCode: string;
  readonly district: string;
  readonly ward: string;
  readonly country: 'England' | 'Scotland' | 'Wales' | 'Northern Ireland' | 'Isle of Man';
  readonly longitude: number;
  readonly latitude: number;
  readonly eastings: number | '';
  readonly northings: number | '';
  readonly rows: readonly Row[];
}

const places: readonly Place[] = [
  {
    postcode: 'SW1A 2AA', town: 'London', county: 'Greater London', countyCode: '', district: 'Westminster', ward: "St James's",
    country: 'England', longitude: -0.127695, latitude: 51.50354, eastings: 530047, northings: 179951,
    rows: [{ udprn: 23747771, uprn: '100023336956', organisation: 'Prime Minister & First Lord Of The Treasury', number: '10', street: 'Downing Street', type: 'L' }],
  },
  {
    postcode: 'EC1V 4PW', town: 'London', county: 'Greater London', countyCode: '', district: 'Islington', ward: 'Clerkenwell',
    country: 'England', longitude: -0.100983, latitude: 51.528081, eastings: 531829, northings: 182725,
    rows: [
      { udprn: 52231901, uprn: '5300049201', number: '120', street: 'Goswell Road' },
      { udprn: 52231902, uprn: '5300049202', number: '122', street: 'Goswell Road' },
      { udprn: 52231903, uprn: '5300049203', organisation: 'Northgate Print Works', number: '124', street: 'Goswell Road' },
      { udprn: 52231904, umprn: 51880001, uprn: '5300049204', subBuilding: 'Flat 1', number: '126', street: 'Goswell Road', dataset: 'mr' },
      { udprn: 52231904, umprn: 51880002, uprn: '5300049205', subBuilding: 'Flat 2', number: '126', street: 'Goswell Road', dataset: 'mr' },
      { udprn: 52231905, uprn: '5300049206', building: 'Lark House', number: '128', street: 'Goswell Road' },
    ],
  },
  {
    postcode: 'M1 1AE', town: 'Manchester', county: 'Greater Manchester', countyCode: '', district: 'Manchester', ward: 'Piccadilly',
    country: 'England', longitude: -2.236967, latitude: 53.480759, eastings: 384526, northings: 398163,
    rows: [
      { udprn: 27001001, uprn: '77142001', number: '1', street: 'Piccadilly Gardens' },
      { udprn: 27001002, uprn: '77142002', organisation: 'Rainy City Books', number: '3', street: 'Piccadilly Gardens' },
      { udprn: 27001003, uprn: '77142003', number: '5', street: 'Piccadilly Gardens' },
    ],
  },
  {
    postcode: 'EH1 1RE', town: 'Edinburgh', county: 'Midlothian', countyCode: '', district: 'City of Edinburgh', ward: 'City Centre',
    country: 'Scotland', longitude: -3.190581, latitude: 55.949615, eastings: 325851, northings: 673635,
    rows: [
      { udprn: 33300101, uprn: '906700101', number: '201', street: 'High Street' },
      { udprn: 33300102, uprn: '906700102', number: '203', street: 'High Street' },
      { udprn: 33300103, uprn: '906700103', building: 'Tron House', number: '205', street: 'High Street' },
    ],
  },
  {
    postcode: 'CF10 1EP', town: 'Caerdydd', county: 'South Glamorgan', countyCode: '', district: 'Cardiff', ward: 'Cathays',
    country: 'Wales', longitude: -3.174139, latitude: 51.482308, eastings: 318673, northings: 176453,
    rows: [
      { udprn: 44100201, uprn: '10002510201', number: '12', street: 'Heol y Frenhines', dataset: 'pafw' },
      { udprn: 44100202, uprn: '10002510202', number: '14', street: 'Heol y Frenhines', dataset: 'pafw' },
    ],
  },
  {
    postcode: 'CF10 1EQ', town: 'Cardiff', county: 'South Glamorgan', countyCode: '', district: 'Cardiff', ward: 'Cathays',
    country: 'Wales', longitude: -3.173802, latitude: 51.482511, eastings: 318697, northings: 176476,
    rows: [
      { udprn: 44100301, uprn: '10002510301', number: '16', street: 'Queen Street' },
      { udprn: 44100302, uprn: '10002510302', organisation: 'Taff Valley Cycles', number: '18', street: 'Queen Street' },
    ],
  },
  {
    postcode: 'BT1 5GS', town: 'Belfast', county: 'County Antrim', countyCode: '', district: 'Belfast', ward: 'Botanic',
    country: 'Northern Ireland', longitude: -5.930119, latitude: 54.596538, eastings: '', northings: '',
    rows: [
      { udprn: 55500401, uprn: '185420401', number: '7', street: 'Donegall Square North' },
      { udprn: 55500402, uprn: '185420402', building: 'Linen Chambers', street: 'Donegall Square North' },
    ],
  },
  {
    postcode: 'OX1 3BG', town: 'Oxford', county: 'Oxfordshire', countyCode: '', district: 'Oxford', ward: 'Holywell',
    country: 'England', longitude: -1.254599, latitude: 51.754295, eastings: 451547, northings: 206397,
    rows: [
      { udprn: 16600501, uprn: '200004700501', number: '2', street: 'Broad Street' },
      { udprn: 16600502, uprn: '200004700502', number: '4', street: 'Broad Street' },
      { udprn: 16600503, uprn: '200004700503', organisation: 'Radcliffe Tea Rooms', number: '6', street: 'Broad Street' },
    ],
  },
  {
    postcode: 'BS1 4DJ', town: 'Bristol', county: 'Avon', countyCode: '', district: 'City of Bristol', ward: 'Central',
    country: 'England', longitude: -2.593459, latitude: 51.452846, eastings: 358790, northings: 172800,
    rows: [
      { udprn: 19900601, uprn: '301000600601', number: '21', street: 'King Street' },
      { udprn: 19900602, uprn: '301000600602', building: 'The Old Granary', number: '23', street: 'King Street' },
      { udprn: 19900603, uprn: '301000600603', number: '25', street: 'King Street', locality: 'Redcliffe' },
    ],
  },
  {
    postcode: 'IM1 1AG', town: 'Douglas', county: 'Isle of Man', countyCode: '', district: '', ward: '',
    country: 'Isle of Man', longitude: -4.479508, latitude: 54.150299, eastings: '', northings: '',
    rows: [
      { udprn: 60000701, uprn: '', number: '9', street: 'Athol Street' },
      { udprn: 60000702, uprn: '', number: '11', street: 'Athol Street' },
    ],
  },
  {
    postcode: 'ID1 1QD', town: 'Testington', county: 'Testshire', countyCode: '', district: 'Test District', ward: 'Test Ward',
    country: 'England', longitude: -0.1, latitude: 51.5, eastings: 530000, northings: 180000,
    rows: [
      { udprn: 0, uprn: '0', number: '1', street: 'Test Lane' },
      { udprn: 1, umprn: 0, uprn: '1', subBuilding: 'Flat A', number: '2', street: 'Test Lane', dataset: 'mr' },
    ],
  },
];

const isoOf: Record<Place['country'], readonly [UkAddress['country_iso'], UkAddress['country_iso_2']]> = {
  England: ['GBR', 'GB'],
  Scotland: ['GBR', 'GB'],
  Wales: ['GBR', 'GB'],
  'Northern Ireland': ['GBR', 'GB'],
  'Isle of Man': ['IMN', 'IM'],
};

/** Address lines as printed: organisation, premise and street, locality; folded into three lines. */
function linesOf(row: Row): [string, string, string] {
  const premise = [row.subBuilding, row.building].filter(Boolean).join(', ');
  const street = [row.number, row.street].filter(Boolean).join(' ');
  const parts = [row.organisation, premise, street, row.locality].filter((part): part is string => Boolean(part));
  const [first = '', second = '', ...rest] = parts;
  return [first, second, rest.join(', ')];
}

function build(place: Place, row: Row): UkAddress {
  const [outward, inward] = place.postcode.split(' ') as [string, string];
  const [line1, line2, line3] = linesOf(row);
  const [iso3, iso2] = isoOf[place.country];
  const dataset = row.dataset ?? 'paf';
  return {
    id: dataset === 'mr' ? `mr_${row.umprn}` : `paf_${row.udprn}`,
    dataset,
    country_iso: iso3,
    country_iso_2: iso2,
    country: place.country,
    language: dataset === 'pafw' ? 'cy' : 'en',
    line_1: line1,
    line_2: line2,
    line_3: line3,
    post_town: place.town,
    postcode: place.postcode,
    county: place.county,
    county_code: place.countyCode,
    uprn: row.uprn,
    udprn: row.udprn,
    umprn: row.umprn ?? '',
    postcode_outward: outward,
    postcode_inward: inward,
    dependant_locality: row.locality ?? '',
    double_dependant_locality: '',
    thoroughfare: row.street,
    dependant_thoroughfare: '',
    building_number: row.number ?? '',
    building_name: row.building ?? '',
    sub_building_name: row.subBuilding ?? '',
    po_box: '',
    department_name: '',
    organisation_name: row.organisation ?? '',
    postcode_type: row.type ?? 'S',
    su_organisation_indicator: row.organisation && row.type !== 'L' ? 'Y' : '',
    delivery_point_suffix: '1A',
    premise: [row.subBuilding, row.building, row.number].filter(Boolean).join(', '),
    administrative_county: '',
    postal_county: place.county,
    traditional_county: place.county,
    district: place.district,
    ward: place.ward,
    longitude: place.longitude,
    latitude: place.latitude,
    eastings: place.eastings,
    northings: place.northings,
  };
}

/** Every seeded UK address, in postcode order. */
export const ukAddresses: readonly UkAddress[] = places.flatMap((place) => place.rows.map((row) => build(place, row)));
