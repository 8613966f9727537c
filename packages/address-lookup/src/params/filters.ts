import { model } from '@org/http-core/light';
import * as z from '@org/http-core/light';
import { plainCheck } from '@org/http-core/light';
import { coordinatePair } from './coordinates.js';
import { wholeNumber } from './number-checks.js';
import { sentAs } from './sent-as.js';
import { commaNumbers, isDigits } from './string-checks.js';
import { termList } from './terms.js';

/** A UPRN: up to 12 digits, as a number or a string. */
const uprnSchema = z.union([z.string().check(plainCheck((text: string) => isDigits(text, 12), 'must be a UPRN of up to 12 digits')), wholeNumber(0)]);

/** A box from its top-left and bottom-right corners, `[longitude, latitude]` each. */
const corners = model({
  /** The top-left corner, `[longitude, latitude]`. */
  topLeft: coordinatePair,
  /** The bottom-right corner, `[longitude, latitude]`. */
  bottomRight: coordinatePair,
});

/** A box from its top-left and bottom-right corners, `[longitude, latitude]` each; sent as `lon,lat,lon,lat`. */
export const boxSchema = z.union([
  commaNumbers(4, 'must be "lon,lat,lon,lat"'),
  corners.check(sentAs((box: z.output<typeof corners>) => [...box.topLeft, ...box.bottomRight].join(','))),
]) as unknown as z.LightType<string, string | z.input<typeof corners>>;

/*
 * Filters shared by address extraction and autocomplete, one declaration each. A filter keeps only matching
 * addresses; several terms of one filter are OR-ed, different filters are AND-ed. An invalid term gives an empty
 * answer and costs no lookup.
 */
/** Only addresses in these outward codes, e.g. `SW1A`. */
export const postcodeOutwardFilter = termList({ name: 'postcode_outward', description: 'Only addresses in these outward codes, e.g. `SW1A`.' });
/** Only addresses at these postcodes (space and case insensitive). */
export const postcodeFilter = termList({ name: 'postcode', description: 'Only addresses at these postcodes (space and case insensitive).' });
/** Only addresses in these postcode areas, e.g. `SW`. */
export const postcodeAreaFilter = termList({ name: 'postcode_area', description: 'Only addresses in these postcode areas, e.g. `SW`.' });
/** Only addresses in these postcode sectors, e.g. `SW1A 2`. */
export const postcodeSectorFilter = termList({ name: 'postcode_sector', description: 'Only addresses in these postcode sectors, e.g. `SW1A 2`.' });
/** Only addresses in these post towns. */
export const postTownFilter = termList({ name: 'post_town', description: 'Only addresses in these post towns.' });
/** Only the address with this UPRN (a single value). */
export const uprnFilter = { schema: z.optional(uprnSchema), name: 'uprn', description: 'Only the address with this UPRN (a single value).' } as const;
/** Only addresses in these countries: England, Scotland, Wales, Northern Ireland, Jersey, Guernsey, Isle of Man. */
export const countryFilter = termList({ name: 'country', description: 'Only addresses in these countries: England, Scotland, Wales, Northern Ireland, Jersey, Guernsey, Isle of Man.' });
/** Only small-user (`S`) or large-user (`L`) postcodes. */
export const postcodeTypeFilter = termList({ name: 'postcode_type', description: 'Only small-user (`S`) or large-user (`L`) postcodes.' });
/** Only addresses with this small-user organisation indicator (`Y`). */
export const suOrganisationIndicatorFilter = termList({ name: 'su_organisation_indicator', description: 'Only addresses with this small-user organisation indicator (`Y`).' });
/** Only addresses inside this box. */
export const boxFilter = { schema: z.optional(boxSchema), name: 'box', description: 'Only addresses inside this box.' } as const;
