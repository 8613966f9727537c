import * as z from '@org/http-core/zod';

/** A longitude in degrees, -180 to 180; one schema for every box and circle. */
export const longitude = z.number().check(z.minimum(-180), z.maximum(180));

/** A latitude in degrees, -90 to 90; one schema for every box and circle. */
export const latitude = z.number().check(z.minimum(-90), z.maximum(90));
