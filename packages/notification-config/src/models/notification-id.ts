import { int64 } from '@org/http-core/light';
import * as z from '@org/http-core/light';

const int64Text = /^-?\d{1,19}$/;
const int64Min = -(2n ** 63n);
const int64Max = 2n ** 63n - 1n;

/** What a refused id gives: nothing, as the issue pushed makes the check fail (zod's `z.NEVER`). */
const refused = undefined as never;

type RawJson = (text: string) => unknown;
const rawJson = (JSON as unknown as { rawJSON?: RawJson }).rawJSON;

/**
 * A notification configuration id as the SDK returns it: a 64-bit integer as an exact decimal string
 * (`"9007199254740993"`), whether the service sent it as a small or a large JSON number.
 */
export const NotificationId = int64();

/** A notification configuration id: a decimal string (preferred), a `bigint`, or a safe integer `number`. */
export type NotificationIdInput = string | bigint | number;

/**
 * A notification configuration id as sent: accepts a decimal string, a `bigint` or a safe integer `number`
 * (a `number` beyond 2^53 may already have lost digits, so it is refused), checks it fits in 64 bits, and
 * writes it into the JSON body as a number with every digit.
 */
export const NotificationIdOnTheWire = z.transform((value: unknown, ctx) => {
  if (typeof value !== 'string' && typeof value !== 'bigint' && typeof value !== 'number') {
    ctx.issues.push({ code: 'custom', input: value, message: value === undefined ? 'is required' : 'must be a string, a bigint or a number' });
    return refused;
  }
  if (typeof value === 'number' && !Number.isSafeInteger(value)) {
    ctx.issues.push({
      code: 'custom',
      input: value,
      message: 'must be an integer; pass ids beyond 2^53 as a string or a bigint, a number has already lost digits',
    });
    return refused;
  }
  const text = String(value);
  if (!int64Text.test(text) || BigInt(text) < int64Min || BigInt(text) > int64Max) {
    ctx.issues.push({ code: 'custom', input: value, message: 'must be a 64-bit integer' });
    return refused;
  }
  // Written as JSON writes the number: no leading zeros (`'007'` is 7), which JSON.rawJSON would refuse by throwing.
  if (rawJson) return rawJson(BigInt(text).toString());
  if (Number.isSafeInteger(Number(text))) return Number(text);
  ctx.issues.push({ code: 'custom', input: value, message: 'this runtime cannot send ids beyond 2^53 exactly (JSON.rawJSON is missing)' });
  return refused;
}) as unknown as z.LightType<unknown, NotificationIdInput>;
