import { plainCheck } from '@org/http-core/light';
import * as z from '@org/http-core/light';

/**
 * Text that is not empty (`''` is refused with `must not be empty`, as a length of at least one character is),
 * checked by one plain comparison: a page does not carry the code-point count of the length checks for a bound
 * that only the empty string misses.
 */
/* @__NO_SIDE_EFFECTS__ */
export function nonEmptyString(): z.LightString {
  return z.string().check(plainCheck((text: string) => text !== '', 'must not be empty'));
}
