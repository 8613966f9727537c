import * as z from '@org/http-core/light';

const isNumberOrEmpty = (value: unknown): boolean => (typeof value === 'number' && Number.isFinite(value)) || value === '';

/**
 * A number, or `""` where the service does not know the value (coordinates, grid references, district numbers).
 * Checked by one function on any value, whose refusal is the one `z.custom` makes (an issue that ends the checks, so
 * that a union of address layouts reports both): `z.custom` would bring a kind of schema of its own to every page that
 * reads an address, and a union with a literal zod's literal schema, for the same answers taken.
 */
export const numberOrEmpty = z.unknown().check((payload) => {
  if (!isNumberOrEmpty(payload.value)) payload.issues.push({ code: 'custom', input: payload.value, path: [], continue: false, message: 'must be a number or ""' });
}) as unknown as z.LightType<number | ''>;
