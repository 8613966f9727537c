import * as z from '@org/http-core/light';

const int64Text = /^-?\d{1,19}$/;
const notInt64 = 'must be a 64-bit integer';

type RawJson = (text: string) => unknown;
const rawJson = (JSON as unknown as { rawJSON?: RawJson }).rawJSON;

/**
 * The id schema of either direction, one transform for both so that a page reading an id and sending one carries
 * its code once. Read (`wire` false), it takes what `int64()` of `@org/http-core` takes, with its issues (a decimal
 * string of at most 19 digits, a `bigint` or a safe integer, as its decimal string); sent, see
 * {@link NotificationIdOnTheWire}.
 */
/* @__NO_SIDE_EFFECTS__ */
function idSchema(wire: boolean) {
  return z.transform((value: unknown, ctx) => {
    // What a refused id gives: nothing, as the issue pushed makes the check fail (zod's `z.NEVER`).
    const refuse = (message: string): never => {
      ctx.issues.push({ code: 'custom', input: value, message });
      return undefined as never;
    };
    const kind = typeof value;
    if (kind !== 'string' && kind !== 'bigint' && kind !== 'number') {
      return refuse(value === undefined ? 'is required' : wire ? 'must be a string, a bigint or a number' : notInt64);
    }
    if (kind === 'number' && !Number.isSafeInteger(value)) {
      return refuse(wire ? 'must be an integer; pass ids beyond 2^53 as a string or a bigint, a number has already lost digits' : notInt64);
    }
    const text = String(value);
    if (!wire) return kind === 'bigint' || int64Text.test(text) ? text : refuse(notInt64);
    // At most 19 digits, and then within 64 bits: what a signed 64-bit integer holds when cut to 64 bits is itself.
    const id = int64Text.test(text) ? BigInt(text) : undefined;
    if (id === undefined || BigInt.asIntN(64, id) !== id) return refuse(notInt64);
    // Written as JSON writes the number: no leading zeros (`'007'` is 7), which JSON.rawJSON would refuse by throwing.
    if (rawJson) return rawJson(String(id));
    return Number.isSafeInteger(Number(id)) ? Number(id) : refuse('this runtime cannot send ids beyond 2^53 exactly (JSON.rawJSON is missing)');
  });
}

/**
 * A notification configuration id as the SDK returns it: a 64-bit integer as an exact decimal string
 * (`"9007199254740993"`), whether the service sent it as a small or a large JSON number. It checks and refuses as
 * `int64()` of `@org/http-core/light` does.
 */
export const NotificationId = idSchema(false) as unknown as z.LightType<string, string | number | bigint>;

/** A notification configuration id: a decimal string (preferred), a `bigint`, or a safe integer `number`. */
export type NotificationIdInput = string | bigint | number;

/**
 * A notification configuration id as sent: accepts a decimal string, a `bigint` or a safe integer `number`
 * (a `number` beyond 2^53 may already have lost digits, so it is refused), checks it fits in 64 bits, and
 * writes it into the JSON body as a number with every digit.
 */
export const NotificationIdOnTheWire = idSchema(true) as unknown as z.LightType<unknown, NotificationIdInput>;
