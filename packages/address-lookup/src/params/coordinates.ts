import * as z from '@org/http-core/light';
import { plainCheck } from '@org/http-core/light';
import { numberWithin } from './number-checks.js';

/** The most a longitude or a latitude may be away from 0, in degrees. */
const MAX_LONGITUDE = 180;
const MAX_LATITUDE = 90;

/** A longitude in degrees, -180 to 180. */
export const longitude = numberWithin(MAX_LONGITUDE);

/** A latitude in degrees, -90 to 90. */
export const latitude = numberWithin(MAX_LATITUDE);

function isCoordinatePair(pair: readonly number[]): boolean {
  return pair.length === 2 && Math.abs(pair[0]!) <= MAX_LONGITUDE && Math.abs(pair[1]!) <= MAX_LATITUDE;
}

const pairOfNumbers = z.array(z.number()).check(plainCheck(isCoordinatePair, 'must be [longitude, latitude], longitude from -180 to 180, latitude from -90 to 90'));

/**
 * `[longitude, latitude]`, checked as a list of two numbers within their ranges: zod's tuple schema would add about
 * half a kilobyte (gzip) to every page that binds an operation taking a box, for the same refusals.
 */
export const coordinatePair = pairOfNumbers as unknown as z.LightType<[number, number], [number, number]>;
