import * as z from '@org/http-core/light';
import { notEmpty } from '@org/http-core/light';
import { nonEmptyString } from './string-checks.js';

/** One term or several; several are sent comma-separated and the service OR-s them. */
export const terms = z.union([nonEmptyString, z.array(nonEmptyString).check(notEmpty)]);

/** {@link terms}, or nothing: one schema for every parameter that takes terms. */
const optionalTerms = z.optional(terms);

/**
 * An optional query parameter holding one or several terms, sent as `name=a,b,c`.
 *
 * @param param - its wire `name`, and its `description` for the docs: a property of an object literal at each use, as
 * every other parameter's is, so that the browser build leaves it out as it does theirs.
 */
/* @__NO_SIDE_EFFECTS__ */
export function termList<const N extends string>(param: { readonly name: N; readonly description: string }) {
  return { schema: optionalTerms, style: 'comma', ...param } as const;
}
