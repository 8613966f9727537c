import * as z from '@org/http-core/zod';
import { termList } from './terms.js';

/** A circle to favour: centre and radius in metres (at most 50 000); sent as `lon,lat,radius`. */
export const lonLatBias = /* @__PURE__ */ z.union([
  /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.regex(/^-?[\d.]+,-?[\d.]+,\d+$/, 'must be "lon,lat,radius"')),
  /* @__PURE__ */ z.pipe(
    /* @__PURE__ */ z.object({
      longitude: /* @__PURE__ */ z.number().check(/* @__PURE__ */ z.minimum(-180), /* @__PURE__ */ z.maximum(180)),
      latitude: /* @__PURE__ */ z.number().check(/* @__PURE__ */ z.minimum(-90), /* @__PURE__ */ z.maximum(90)),
      radius: /* @__PURE__ */ z.int().check(/* @__PURE__ */ z.minimum(1), /* @__PURE__ */ z.maximum(50_000)),
    }),
    /* @__PURE__ */ z.transform((circle) => `${circle.longitude},${circle.latitude},${circle.radius}`),
  ),
]);

/*
 * Biases shared by address extraction and autocomplete, one declaration each. A bias ranks matching addresses
 * first without hiding the others; an invalid term has no effect.
 */
/** Favour these outward codes. */
export const biasPostcodeOutward = /* @__PURE__ */ termList('bias_postcode_outward', 'Favour these outward codes.');
/** Favour these postcodes. */
export const biasPostcode = /* @__PURE__ */ termList('bias_postcode', 'Favour these postcodes.');
/** Favour these postcode areas. */
export const biasPostcodeArea = /* @__PURE__ */ termList('bias_postcode_area', 'Favour these postcode areas.');
/** Favour these postcode sectors. */
export const biasPostcodeSector = /* @__PURE__ */ termList('bias_postcode_sector', 'Favour these postcode sectors.');
/** Favour these post towns. */
export const biasPostTown = /* @__PURE__ */ termList('bias_post_town', 'Favour these post towns.');
/** Favour these streets. */
export const biasThoroughfare = /* @__PURE__ */ termList('bias_thoroughfare', 'Favour these streets.');
/** Favour these countries. */
export const biasCountry = /* @__PURE__ */ termList('bias_country', 'Favour these countries.');
/** Favour addresses inside this circle. */
export const biasLonLat = { schema: /* @__PURE__ */ z.optional(lonLatBias), name: 'bias_lonlat', description: 'Favour addresses inside this circle.' } as const;

/** `true` favours results near the caller's IP address; `false` or nothing sends no bias. */
export const ipBias = {
  schema: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.pipe(/* @__PURE__ */ z.union([/* @__PURE__ */ z.boolean(), /* @__PURE__ */ z.literal('true')]), /* @__PURE__ */ z.transform((on) => (on === true || on === 'true' ? 'true' : undefined)))),
  name: 'bias_ip',
  description: "Favour results near the caller's IP address.",
} as const;
