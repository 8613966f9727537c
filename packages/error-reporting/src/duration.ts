import * as z from '@org/http-core/light';

const durationPattern = /^\d+(\.\d{1,9})?s$/;

/**
 * A duration as the service writes it: seconds with an `s` suffix (`3600s`, `0.5s`). Accepts that string or a
 * number of seconds; always yields the string.
 *
 * @example
 * ```ts
 * duration().safeParse(3600).data;    // '3600s'
 * duration().safeParse('600s').data;  // '600s'
 * ```
 */
/* @__NO_SIDE_EFFECTS__ */
export function duration(): z.LightType<string, string | number> {
  // One transform with plain checks: a union of a pattern-checked string and a bounded number would bring zod's
  // union, regex and comparison checks to the page for the same answer.
  return z.transform((value: unknown, payload) => {
    if (typeof value === 'string' && durationPattern.test(value)) return value;
    if (typeof value === 'number' && value > 0 && Number.isFinite(value)) return `${value}s`;
    const message =
      typeof value === 'string' ? "must be seconds with an 's' suffix, e.g. '3600s'" : typeof value === 'number' ? 'must be a finite number of seconds more than 0' : value === undefined ? 'is required' : 'must be a string or a number';
    payload.issues.push({ code: 'custom', message, input: value });
    return '';
  }) as unknown as z.LightType<string, string | number>;
}
