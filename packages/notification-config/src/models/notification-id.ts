import { int64 } from '@org/http-core/light';
import * as z from '@org/http-core/light';

const int64Text = /^-?\d{1,19}$/;

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
  // What a refused id gives: nothing, as the issue pushed makes the check fail (zod's `z.NEVER`).
  const refuse = (message: string): never => {
    ctx.issues.push({ code: 'custom', input: value, message });
    return undefined as never;
  };
  const kind = typeof value;
  if (kind !== 'string' && kind !== 'bigint' && kind !== 'number') return refuse(value === undefined ? 'is required' : 'must be a string, a bigint or a number');
  if (kind === 'number' && !Number.isSafeInteger(value)) {
    return refuse('must be an integer; pass ids beyond 2^53 as a string or a bigint, a number has already lost digits');
  }
  // At most 19 digits, and then within 64 bits: what a signed 64-bit integer holds when cut to 64 bits is itself.
  const id = int64Text.test(String(value)) ? BigInt(value as string) : undefined;
  if (id === undefined || BigInt.asIntN(64, id) !== id) return refuse('must be a 64-bit integer');
  // Written as JSON writes the number: no leading zeros (`'007'` is 7), which JSON.rawJSON would refuse by throwing.
  if (rawJson) return rawJson(String(id));
  return Number.isSafeInteger(Number(id)) ? Number(id) : refuse('this runtime cannot send ids beyond 2^53 exactly (JSON.rawJSON is missing)');
}) as unknown as z.LightType<unknown, NotificationIdInput>;
