/**
 * The encoder of plain JSON bodies: most bodies callers give are plain data (plain objects and arrays of text,
 * finite numbers, booleans and `null`), which `JSON.stringify` writes as they are once the schema has checked them.
 * Loaded on demand (`plainJsonBody` in `engine.ts`) with the first call that sends a JSON body without extra body
 * fields: a small chunk instead of the encoder of request bodies (`request-body.ts` with `json-body.ts`), which
 * loads only for a body this one leaves to it (a `Date`, a `BigInt`, `NaN`, a `Map`, a value that contains itself,
 * a getter that throws, an own `__proto__` key, a `toJSON` method, nesting deeper than {@link deepest} levels) and
 * decides and words that body as it does for every body. It imports nothing the page has: the input check and the
 * text of renamed keys are the page's tools, given to {@link plainJsonBodyWith}.
 */
import type * as protoKey from './proto-key.js';
import type { BodyEncoder } from './request-builder.js';
import type * as validation from './validation.js';

/** Levels of objects and arrays a plain body may nest. */
const deepest = 32;

/** The prototypes of plain objects and arrays. */
const plainPrototypes: readonly unknown[] = [Object.prototype, Array.prototype, null];

/** @internal What the encoder of plain JSON bodies takes from the page: the input check, and the text of renamed `__proto__` keys for its issues. */
export type PlainJsonBodyTools = Pick<typeof validation, 'checkInput'> & Pick<typeof protoKey, 'protoKeysShown'>;

/**
 * Whether `value`, inside the objects `open`, is plain: a string, a finite number, a boolean, `null` or `undefined`,
 * or a plain object or array of such values with no own `__proto__` key and no `toJSON` method, none of `open`
 * (which would be a cycle), read without anything throwing.
 */
function isPlain(value: unknown, open: readonly object[]): boolean {
  try {
    return typeof value === 'object' && value !== null
      ? open.length < deepest &&
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
 * @internal The encoder of plain JSON bodies, built with the page's tools: for a call whose operation
 * declares a JSON body and which has no extra body fields. A plain body is checked against its schema (as the
 * encoder of request bodies checks it) and the schema's output written with `JSON.stringify`. For any other body,
 * or a checked value `JSON.stringify` cannot write, it throws itself: the engine then builds the call's request
 * again with the encoder of request bodies.
 */
export function plainJsonBodyWith({ checkInput, protoKeysShown }: PlainJsonBodyTools): BodyEncoder {
  const encode: BodyEncoder = (compiled, values, summary) => {
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
    throw encode;
  };
  return encode;
}
