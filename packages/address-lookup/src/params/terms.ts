import * as z from '@org/http-core/zod';

/** One term or several; several are sent comma-separated and the service OR-s them. */
export const terms = z.union([z.string().check(z.minLength(1)), z.array(z.string().check(z.minLength(1))).check(z.minLength(1))]);

/**
 * An optional query parameter holding one or several terms, sent as `name=a,b,c`.
 *
 * @param name - the wire name.
 * @param description - what the parameter does, for the docs.
 */
/* @__NO_SIDE_EFFECTS__ */
export function termList<const N extends string>(name: N, description: string) {
  return { schema: z.optional(terms), name, style: 'comma', description } as const;
}
