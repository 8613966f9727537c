import * as z from '@org/http-core/zod';
import { nonEmptyString } from './string-checks.js';

/** One term or several; several are sent comma-separated and the service OR-s them. */
export const terms = z.union([nonEmptyString, z.array(nonEmptyString).check(z.refine((list: string[]) => list.length > 0, 'must not be empty'))]);

/** {@link terms}, or nothing: one schema for every parameter that takes terms. */
const optionalTerms = z.optional(terms);

/**
 * An optional query parameter holding one or several terms, sent as `name=a,b,c`.
 *
 * @param name - the wire name.
 * @param description - what the parameter does, for the docs.
 */
/* @__NO_SIDE_EFFECTS__ */
export function termList<const N extends string>(name: N, description: string) {
  return { schema: optionalTerms, name, style: 'comma', description } as const;
}
