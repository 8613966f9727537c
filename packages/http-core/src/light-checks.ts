/**
 * zod's checks of lengths and numbers as light check objects (for `check(...)` of a light schema): each runs when
 * zod's does and pushes the issue zod's pushes, without zod's check classes in the page.
 */
import type * as z from 'zod/mini';

type Payload = z.core.ParsePayload<unknown> & { value: unknown };
type Issue = Record<string, unknown>;

/** A check object of zod's protocol: `check` pushes issues, `when` (if any) decides whether it runs. */
/* @__NO_SIDE_EFFECTS__ */
function lightCheck<T>(def: Record<string, unknown>, check: (payload: Payload, issue: (issue: Issue) => void) => void): z.core.$ZodCheck<T> {
  const inst = {
    _zod: {
      def,
      onattach: [],
      check: (payload: Payload) => check(payload, (issue) => payload.issues.push({ ...issue, input: payload.value, inst } as unknown as z.core.$ZodRawIssue)),
    },
  };
  return inst as unknown as z.core.$ZodCheck<T>;
}

/** zod's rule for length checks: they run on a value that has a length, whatever failed before. */
const hasLength = (payload: Payload): boolean => payload.value != null && (payload.value as { length?: unknown }).length !== undefined;

/** The length of `value`: code points for a string, as zod counts them. */
const lengthOf = (value: string | readonly unknown[]): number => (typeof value === 'string' ? [...value].length : value.length);

const lengthOrigin = (value: unknown): string => (Array.isArray(value) ? 'array' : typeof value === 'string' ? 'string' : 'unknown');

/** At least `minimum` characters (code points) or items: `z.minLength(minimum)`. */
/* @__NO_SIDE_EFFECTS__ */
export function minLength(minimum: number): z.core.$ZodCheck<string | readonly unknown[]> {
  return lightCheck({ check: 'min_length', minimum, when: hasLength }, (payload, issue) => {
    if (lengthOf(payload.value as string) < minimum) issue({ origin: lengthOrigin(payload.value), code: 'too_small', minimum, inclusive: true, continue: true });
  });
}

/**
 * At most `maximum` characters (code points): `z.maxLength(maximum)` of a string. Not for arrays: zod checks an
 * array's upper bound before its items, which this check does not.
 */
/* @__NO_SIDE_EFFECTS__ */
export function maxLength(maximum: number): z.core.$ZodCheck<string> {
  return lightCheck({ check: 'max_length', maximum, when: hasLength }, (payload, issue) => {
    if (lengthOf(payload.value as string) > maximum) issue({ origin: lengthOrigin(payload.value), code: 'too_big', maximum, inclusive: true, continue: true });
  });
}

/** At least `value`: `z.minimum(value)` (`z.gte`). */
/* @__NO_SIDE_EFFECTS__ */
export function minimum(value: number): z.core.$ZodCheck<number> {
  return lightCheck({ check: 'greater_than', value, inclusive: true }, (payload, issue) => {
    if (!((payload.value as number) >= value)) issue({ origin: 'number', code: 'too_small', minimum: value, inclusive: true, continue: true });
  });
}

/** Above 0: `z.positive()` (`z.gt(0)`). */
/* @__NO_SIDE_EFFECTS__ */
export function positive(): z.core.$ZodCheck<number> {
  return lightCheck({ check: 'greater_than', value: 0, inclusive: false }, (payload, issue) => {
    if (!((payload.value as number) > 0)) issue({ origin: 'number', code: 'too_small', minimum: 0, inclusive: false, continue: true });
  });
}

/** At most `value`: `z.maximum(value)` (`z.lte`). */
/* @__NO_SIDE_EFFECTS__ */
export function maximum(value: number): z.core.$ZodCheck<number> {
  return lightCheck({ check: 'less_than', value, inclusive: true }, (payload, issue) => {
    if (!((payload.value as number) <= value)) issue({ origin: 'number', code: 'too_big', maximum: value, inclusive: true, continue: true });
  });
}

/** A safe integer: `z.int()` used as a check (`z.number().check(z.int())`). */
/* @__NO_SIDE_EFFECTS__ */
export function int(): z.core.$ZodCheck<number> {
  return lightCheck({ check: 'number_format', format: 'safeint' }, (payload, issue) => {
    const value = payload.value as number;
    if (!Number.isInteger(value)) issue({ expected: 'int', format: 'safeint', code: 'invalid_type', continue: false });
    else if (!Number.isSafeInteger(value))
      issue(
        value > 0
          ? { code: 'too_big', maximum: Number.MAX_SAFE_INTEGER, note: 'Integers must be within the safe integer range.', origin: 'int', inclusive: true, continue: true }
          : { code: 'too_small', minimum: Number.MIN_SAFE_INTEGER, note: 'Integers must be within the safe integer range.', origin: 'int', inclusive: true, continue: true },
      );
  });
}
