import * as z from '@org/http-core/light';

const int64Text = /^-?\d{1,19}$/;
const notInt64 = 'must be a 64-bit integer';

/** The runtime's `JSON.rawJSON`, where it has one (Node 21+, current browsers), read when an id is sent. */
const json = JSON as unknown as { rawJSON?: (text: string) => unknown };

/**
 * The id schema of either direction, one check for both so that a page reading an id and sending one carries its
 * code once. Read (`wire` false), it takes what `int64()` of `@org/http-core` takes, with its issues (a decimal
 * string of at most 19 digits, a `bigint` or a safe integer, as its decimal string); sent, see
 * {@link NotificationIdOnTheWire}. A check of any value that puts the id in its place, as zod's `z.overwrite`
 * does, rather than a transform: a page then carries no transform kind for it.
 */
/* @__NO_SIDE_EFFECTS__ */
function idSchema(wire: boolean) {
  return z.unknown().check((payload) => {
    const value = payload.value;
    const kind = typeof value;
    // What is wrong with the id, unless it passes; sent, the refusal says what an id may be given as.
    let message = value === undefined ? 'is required' : wire ? `${notInt64}: a decimal string, a bigint, or a number within 2^53` : notInt64;
    if (kind === 'string' ? int64Text.test(value as string) : kind === 'bigint' || Number.isSafeInteger(value)) {
      const text = String(value);
      if (!wire) return void (payload.value = text);
      // At most 19 digits, and then within 64 bits: what a signed 64-bit integer holds when cut to 64 bits is itself.
      const id = BigInt(text);
      if (BigInt.asIntN(64, id) === id) {
        // Written as JSON writes the number: no leading zeros (`'007'` is 7), which JSON.rawJSON would refuse by throwing.
        if (json.rawJSON) return void (payload.value = json.rawJSON(String(id)));
        if (Number.isSafeInteger(Number(id))) return void (payload.value = Number(id));
        message = 'needs JSON.rawJSON beyond 2^53, which this runtime lacks';
      }
    }
    payload.issues.push({ code: 'custom', input: value, message });
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
 * writes it into the JSON body as a number with every digit. Anything else is refused as `must be a 64-bit
 * integer`, saying what an id may be given as.
 */
export const NotificationIdOnTheWire = idSchema(true) as unknown as z.LightType<unknown, NotificationIdInput>;
