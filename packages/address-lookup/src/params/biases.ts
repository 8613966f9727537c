import { model, plainCheck } from '@org/http-core/light';
import * as z from '@org/http-core/light';
import { latitude, longitude } from './coordinates.js';
import { wholeNumber } from './number-checks.js';
import { sentAs } from './sent-as.js';
import { commaNumbers } from './string-checks.js';
import { termList } from './terms.js';

/** A circle: centre and radius in metres (at most 50 000). */
const circle = model({
  /** Longitude of the centre, -180 to 180. */
  longitude,
  /** Latitude of the centre, -90 to 90. */
  latitude,
  /** Radius in metres, 1 to 50 000. */
  radius: wholeNumber(1, 50_000),
});

/** A circle to favour: centre and radius in metres (at most 50 000); sent as `lon,lat,radius`. */
export const lonLatBias = z.union([
  commaNumbers(3, 'must be "lon,lat,radius"'),
  circle.check(sentAs((given: z.output<typeof circle>) => `${given.longitude},${given.latitude},${given.radius}`)),
]) as unknown as z.LightType<string, string | z.input<typeof circle>>;

/*
 * Biases shared by address extraction and autocomplete, one declaration each. A bias ranks matching addresses
 * first without hiding the others; an invalid term has no effect.
 */
/** Favour these outward codes. */
export const biasPostcodeOutward = termList({ name: 'bias_postcode_outward', description: 'Favour these outward codes.' });
/** Favour these postcodes. */
export const biasPostcode = termList({ name: 'bias_postcode', description: 'Favour these postcodes.' });
/** Favour these postcode areas. */
export const biasPostcodeArea = termList({ name: 'bias_postcode_area', description: 'Favour these postcode areas.' });
/** Favour these postcode sectors. */
export const biasPostcodeSector = termList({ name: 'bias_postcode_sector', description: 'Favour these postcode sectors.' });
/** Favour these post towns. */
export const biasPostTown = termList({ name: 'bias_post_town', description: 'Favour these post towns.' });
/** Favour these streets. */
export const biasThoroughfare = termList({ name: 'bias_thoroughfare', description: 'Favour these streets.' });
/** Favour these countries. */
export const biasCountry = termList({ name: 'bias_country', description: 'Favour these countries.' });
/** Favour addresses inside this circle. */
export const biasLonLat = { schema: z.optional(lonLatBias), name: 'bias_lonlat', description: 'Favour addresses inside this circle.' } as const;

/**
 * `true`, `false` or the wire's `"true"`, checked by one function on any value, then sent as `true` or not at all: a
 * union of a boolean and a literal would bring both schemas to every page that binds the operation, and `z.custom` a
 * kind of schema of its own, for the same refusals (the value refused stops there either way).
 */
const ipBiasValue = z.unknown().check(
  plainCheck((value) => typeof value === 'boolean' || value === 'true', 'must be true or false'),
  sentAs((on) => (on === true || on === 'true' ? 'true' : undefined)),
) as unknown as z.LightType<'true' | undefined, boolean | 'true'>;

/** `true` favours results near the caller's IP address; `false` or nothing sends no bias. */
export const ipBias = {
  schema: z.optional(ipBiasValue),
  name: 'bias_ip',
  description: "Favour results near the caller's IP address.",
} as const;
