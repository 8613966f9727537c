import * as z from '@org/http-core/zod';

const durationPattern = /^\d+(\.\d{1,9})?s$/;

/**
 * A duration as the service writes it: seconds with an `s` suffix (`3600s`, `0.5s`). Accepts that string or a
 * number of seconds; always yields the string.
 *
 * @example
 * ```ts
 * z.parse(duration(), 3600);    // '3600s'
 * z.parse(duration(), '600s');  // '600s'
 * ```
 */
/* @__NO_SIDE_EFFECTS__ */
export function duration(): z.ZodMiniType<string, string | number> {
  return z.pipe(
    z.union([
      z.string().check(z.regex(durationPattern, "must be seconds with an 's' suffix, e.g. '3600s'")),
      z.number().check(z.positive(), z.refine(Number.isFinite, 'must be finite')),
    ]),
    z.transform((value: string | number) => (typeof value === 'number' ? `${value}s` : value)),
  ) as unknown as z.ZodMiniType<string, string | number>;
}
