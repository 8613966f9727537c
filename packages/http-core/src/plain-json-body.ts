/**
 * The encoder of plain JSON bodies: most bodies callers give are plain data (plain objects and arrays of text,
 * finite numbers, booleans and `null`), which `JSON.stringify` writes as they are once the schema has checked them.
 * An operation brings it by declaring its body with {@link jsonBody}, so that a browser page carries it only with
 * operations that send JSON, instead of the encoder of request bodies (`request-body.ts` with `json-body.ts`), which
 * loads on demand only for a body this one leaves to it (a `BigInt`, `NaN`, a `Map`, a value that contains itself, a
 * getter that throws, an own `__proto__` key, a `toJSON` method other than a `Date`'s own, nesting deeper than
 * {@link deepest} levels) and decides and words that body as it does for every body.
 */
import type { BodySpec, Schema } from './operation.js';
import { protoKeysShown } from './proto-key.js';
import type { BodyEncoder } from './request-builder.js';
import { checkInput } from './validation.js';

/** Levels of objects and arrays a plain body may nest. */
const deepest = 32;

/** The prototypes of plain objects and arrays. */
const plainPrototypes: readonly unknown[] = [Object.prototype, Array.prototype, null];

/**
 * Whether `value`, inside the objects `open`, is plain: a string, a finite number, a boolean, `null` or `undefined`,
 * a `Date` written by its own `toJSON` (its ISO text, or `null` when invalid, as the encoder of request bodies writes
 * it), or a plain object or array of such values with no own `__proto__` key and no `toJSON` method, none of `open`
 * (which would be a cycle), read without anything throwing.
 */
function isPlain(value: unknown, open: readonly object[]): boolean {
  try {
    return typeof value === 'object' && value !== null
      ? value instanceof Date
        ? value.toJSON === Date.prototype.toJSON
        : open.length < deepest &&
            !open.includes(value) &&
            plainPrototypes.includes(Object.getPrototypeOf(value)) &&
            typeof (value as { toJSON?: unknown }).toJSON !== 'function' &&
            Object.keys(value).every((key) => key !== '__proto__' && isPlain((value as Record<string, unknown>)[key], [...open, value]))
      : value == null || typeof value === 'string' || typeof value === 'boolean' || Number.isFinite(value);
  } catch {
    return false;
  }
}

/**
 * @internal The encoder of plain JSON bodies, for a call whose operation declares its body with {@link jsonBody} and
 * which has no extra body fields. A plain body is checked against its schema (as the encoder of request bodies
 * checks it) and the schema's output written with `JSON.stringify`. For any other body, or a checked value
 * `JSON.stringify` cannot write, it throws itself: the engine then builds the call's request again with the
 * encoder of request bodies.
 */
export const encodePlainJson: BodyEncoder = (compiled, values, summary) => {
  const spec = compiled.body!;
  const given = values.body ?? spec.default;
  if (given === undefined && spec.optional) return undefined;
  if (isPlain(given, [])) {
    const checked = checkInput('body', spec.schema, given, summary, false, protoKeysShown);
    try {
      return { body: JSON.stringify(checked), contentType: 'application/json', replayable: true };
    } catch {
      // A checked value `JSON.stringify` cannot write: the encoder of request bodies names the field.
    }
  }
  throw encodePlainJson;
};

/** What a JSON body may declare besides its schema. */
export type JsonBodyOptions = Pick<BodySpec, 'optional' | 'default'>;

/**
 * Declares a JSON request body: `body: jsonBody(Item)`, or `jsonBody(Filter, { optional: true, default: {} })`.
 * The same body as the bare schema (or `{ schema, optional, default }`) declares, with the small encoder of plain
 * data (objects and arrays of text, finite numbers, booleans, `null` and dates) brought in by the declaration: a browser
 * page whose operations send such bodies carries it, one whose operations send none does not, and no call waits for
 * it to load. A body the small encoder leaves alone (a `BigInt`, a value that contains itself, extra body
 * fields) loads the encoder of request bodies with the first call that sends one, as a body declared without this
 * function always does.
 */
/* @__NO_SIDE_EFFECTS__ */
export function jsonBody<const S extends Schema, const O extends JsonBodyOptions = Record<never, never>>(schema: S, options?: O): BodySpec<S> & O {
  return { schema, ...options, encoder: encodePlainJson } as BodySpec<S> & O;
}
