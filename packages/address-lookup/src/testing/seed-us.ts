/** The fake's US addresses: a dozen USPS-style delivery points (well-known public buildings). */
import type { UsAddress } from '../models/us-address.js';

interface Row {
  readonly id: string;
  readonly number: string;
  readonly pre?: string;
  readonly street: string;
  readonly suffix: string;
  readonly post?: string;
  readonly secondary?: string;
  readonly firm?: string;
  readonly city: string;
  readonly state: string;
  readonly stateName: string;
  readonly county: string;
  readonly zip: string;
  readonly plus4: string;
  readonly country?: 'Puerto Rico';
}

const rows: readonly Row[] = [
  { id: '1001', number: '1600', street: 'Pennsylvania', suffix: 'Ave', post: 'NW', firm: 'The White House', city: 'Washington', state: 'DC', stateName: 'District of Columbia', county: 'District of Columbia', zip: '20500', plus4: '0005' },
  { id: '1002', number: '350', street: '5th', suffix: 'Ave', city: 'New York', state: 'NY', stateName: 'New York', county: 'New York', zip: '10118', plus4: '0110' },
  { id: '1003', number: '350', street: '5th', suffix: 'Ave', secondary: 'Fl 86', city: 'New York', state: 'NY', stateName: 'New York', county: 'New York', zip: '10118', plus4: '0186' },
  { id: '1004', number: '11', street: 'Wall', suffix: 'St', city: 'New York', state: 'NY', stateName: 'New York', county: 'New York', zip: '10005', plus4: '1905' },
  { id: '1005', number: '233', pre: 'S', street: 'Wacker', suffix: 'Dr', city: 'Chicago', state: 'IL', stateName: 'Illinois', county: 'Cook', zip: '60606', plus4: '6306' },
  { id: '1006', number: '400', pre: '', street: 'Broad', suffix: 'St', city: 'Seattle', state: 'WA', stateName: 'Washington', county: 'King', zip: '98109', plus4: '4607' },
  { id: '1007', number: '600', street: 'Montgomery', suffix: 'St', city: 'San Francisco', state: 'CA', stateName: 'California', county: 'San Francisco', zip: '94111', plus4: '2702' },
  { id: '1008', number: '1', street: 'Infinite', suffix: 'Loop', city: 'Cupertino', state: 'CA', stateName: 'California', county: 'Santa Clara', zip: '95014', plus4: '2083' },
  { id: '1009', number: '2', street: 'Lincoln Memorial', suffix: 'Cir', post: 'NW', city: 'Washington', state: 'DC', stateName: 'District of Columbia', county: 'District of Columbia', zip: '20002', plus4: '0001' },
  { id: '1010', number: '4', street: 'Yawkey', suffix: 'Way', city: 'Boston', state: 'MA', stateName: 'Massachusetts', county: 'Suffolk', zip: '02215', plus4: '3409' },
  { id: '1011', number: '151', street: 'Fortaleza', suffix: 'St', city: 'San Juan', state: 'PR', stateName: 'Puerto Rico', county: 'San Juan', zip: '00901', plus4: '1502', country: 'Puerto Rico' },
];

function build(row: Row): UsAddress {
  const street = [row.number, row.pre, row.street, row.suffix, row.post].filter(Boolean).join(' ');
  const [secondaryAbbreviation = '', secondaryNumber = ''] = (row.secondary ?? '').split(' ');
  const lastLine = `${row.city} ${row.state} ${row.zip}-${row.plus4}`;
  const pr = row.country === 'Puerto Rico';
  return {
    id: `usps_${row.id}`,
    dataset: 'usps',
    country: pr ? 'Puerto Rico' : 'United States',
    country_iso: pr ? 'PRI' : 'USA',
    country_iso_2: pr ? 'PR' : 'US',
    language: 'en',
    primary_number: row.number,
    secondary_number: secondaryNumber,
    plus_4_code: row.plus4,
    line_1: row.secondary ? `${street} ${row.secondary}` : street,
    line_2: row.firm ?? '',
    last_line: lastLine,
    zip_code: row.zip,
    zip_plus_4_code: `${row.zip}-${row.plus4}`,
    update_key_number: '',
    record_type_code: row.secondary ? 'H' : row.firm ? 'F' : 'S',
    carrier_route_id: 'C001',
    street_pre_directional_abbreviation: row.pre ?? '',
    street_name: row.street,
    street_suffix_abbreviation: row.suffix,
    street_post_directional_abbreviation: row.post ?? '',
    building_or_firm_name: row.firm ?? '',
    address_secondary_abbreviation: secondaryAbbreviation,
    base_alternate_code: '',
    lacs_status_indicator: '',
    government_building_indicator: row.firm ? 'A' : '',
    state_abbreviation: row.state,
    state: row.stateName,
    municipality_city_state_key: '',
    urbanization_city_state_key: '',
    preferred_last_line_city_state_key: '',
    county: row.county,
    city: row.city,
    city_abbreviation: '',
    preferred_city: row.city,
    city_state_name_facility_code: 'P',
    zip_classification_code: '',
    city_state_mailing_name_indicator: 'Y',
    carrier_route_rate_sortation: 'D',
    finance_number: '',
    congressional_district_number: '',
    county_number: '',
  };
}

/** Every seeded US address. */
export const usAddresses: readonly UsAddress[] = rows.map(build);
