import * as z from '@org/http-core/light';

/**
 * A number, or `""` where the service does not know the value (coordinates, grid references, district numbers).
 * Checked by one function: a union with a literal would bring zod's literal schema to every page that reads an
 * address, for the same answers taken.
 */
export const numberOrEmpty = z.custom<number | ''>((value) => (typeof value === 'number' && Number.isFinite(value)) || value === '', 'must be a number or ""');
