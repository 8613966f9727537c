import { notEmpty } from '@org/http-core/light';
import * as z from '@org/http-core/light';

/** Text that is not empty: `''` is refused with `must not be empty` (`notEmpty` of `@org/http-core/light`). */
/* @__NO_SIDE_EFFECTS__ */
export function nonEmptyString(): z.LightString {
  return z.string().check(notEmpty);
}
