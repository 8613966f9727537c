/**
 * A light check refusing with a message of its own, as zod's checks do when given one (`z.minLength(1, 'must list
 * at least one id')`): kept apart from the checks themselves so that a page whose checks use zod's words pays
 * nothing for it.
 */
import type * as z from 'zod/mini';

/**
 * `check` (a light check of `@org/http-core/light`, such as `minLength(1)`) with `message` as the message of the
 * issues it pushes: zod's `z.minLength(1, message)` and the like, which keep the message as the check's `error`.
 */
/* @__NO_SIDE_EFFECTS__ */
export function withMessage<C extends z.core.$ZodCheck<never>>(check: C, message: string): C {
  // Each light check has a definition of its own (made by the call that made the check), so setting it here
  // changes no other check.
  (check._zod.def as { error?: () => string }).error = () => message;
  return check;
}
