/**
 * The schema helpers of `@org/http-core` as light schemas (`light-schema.ts`): `model()`, `extendModel()`,
 * `partialModel()`, `recordOf()`, `openEnum()` and the checked scalars of `validation.ts`, each checking a value
 * exactly as its zod form does (the same checks, from `plain-checks.ts`) with no zod in the page.
 */
import type * as z from 'zod/mini';
import { documentValues, type UnknownEnumValue } from './enums.js';
import { catchall, custom, looseObject, number, optional, pipe, string, transform, type LightNumber, type LightObject, type LightOptional, type LightString } from './light-kinds.js';
import type { LightType } from './light-schema.js';
import { dateTimeText, guidCheck, int64Text, integerWithin, lengthWithin, notBlankCheck } from './plain-checks.js';

/**
 * The light schema of a JSON object a service sends or takes, made by {@link model}: its type names the declared
 * fields and nothing else, while checking keeps every field the value holds.
 */
export type Model<Shape extends z.core.$ZodShape = z.core.$ZodShape> = LightObject<Shape>;

/**
 * Declares the schema of a JSON object of a service (a resource, a request body, a part of either), as a light
 * schema: `z.looseObject(shape)`'s checks without zod in the page.
 *
 * Its type names the declared fields and nothing else: a misspelt field fails to compile (`Property 'namee'
 * does not exist ... Did you mean 'name'?`), and the TSDoc written on each field of `shape` is what an editor
 * shows on that field of a result or of an input object. Checking keeps the fields the value holds beyond
 * `shape`, such as those a service adds after the package was released, so a value read, changed and sent
 * back loses none of them; `unknownFields` returns them.
 *
 * @param shape - the declared fields, each with its schema and its TSDoc.
 */
/* @__NO_SIDE_EFFECTS__ */
export function model<Shape extends z.core.$ZodShape>(shape: Shape): Model<Shape> {
  return looseObject(shape) as unknown as Model<Shape>;
}

/**
 * A model with more fields, or with some fields declared anew (a field of `shape` replaces the base's field of
 * the same name). Like {@link model}, the type names the fields with their TSDoc; unknown fields are kept.
 */
/* @__NO_SIDE_EFFECTS__ */
export function extendModel<Base extends Model, Shape extends z.core.$ZodShape>(base: Base, shape: Shape): Model<Omit<Base['shape'], keyof Shape> & Shape> {
  return model({ ...base.shape, ...shape }) as unknown as Model<Omit<Base['shape'], keyof Shape> & Shape>;
}

/** The fields of a shape, each made optional. */
export type OptionalFields<Shape extends z.core.$ZodShape> = { [K in keyof Shape]: LightOptional<Shape[K]> };

/** A model whose fields are all optional (a resource of which a call returns only the fields asked for). */
/* @__NO_SIDE_EFFECTS__ */
export function partialModel<Base extends Model>(base: Base): Model<OptionalFields<Base['shape']>> {
  const shape = Object.fromEntries(Object.entries(base.shape).map(([name, field]) => [name, optional(field)]));
  return model(shape) as unknown as Model<OptionalFields<Base['shape']>>;
}

/**
 * The schema of a JSON object of names to values in an answer (labels, keys by domain): each field's value is
 * checked with `value`, the names are whatever the service sends. It takes decoded JSON as
 * `z.record(z.string(), value)` does, as an object schema whose every field is `value`. For an input, a record
 * also refuses a `Map` or a class instance a caller may pass, which an object schema reads as an object without
 * fields.
 *
 * @example
 * ```ts
 * const Bucket = model({ name: z.string(), labels: z.optional(recordOf(z.string())) });
 * ```
 */
/* @__NO_SIDE_EFFECTS__ */
export function recordOf<Value extends z.core.SomeType>(value: Value): LightType<Record<string, z.output<Value>>, Record<string, z.input<Value>>> {
  return catchall({}, value) as never;
}

/** Whether `value` is an object literal (or has no prototype): not an array, a `Map` or a class instance. */
const isPlainObject = (value: unknown): boolean => {
  if (typeof value !== 'object' || value === null) return false;
  const prototype = Object.getPrototypeOf(value) as unknown;
  return prototype === Object.prototype || prototype === null;
};

/**
 * {@link recordOf} for an input (labels a caller sends): a `Map`, an array or a class instance is refused before
 * sending (`must be an object of names to values`), where an object schema would read it as an object without
 * fields and send `{}`. A plain object is checked and given as {@link recordOf} gives it.
 */
/* @__NO_SIDE_EFFECTS__ */
export function inputRecordOf<Value extends z.core.SomeType>(value: Value): LightType<Record<string, z.output<Value>>, Record<string, z.input<Value>>> {
  return pipe(custom<Record<string, z.input<Value>>>(isPlainObject, 'must be an object of names to values'), recordOf(value)) as never;
}

/**
 * A string enum of a service: typed as its documented `values` or an {@link UnknownEnumValue}, so a misspelt
 * value does not compile and a value the service adds later is still read. Any string passes the check at run
 * time, in answers and inputs alike; fakes refuse an input value outside `values`.
 *
 * The values are kept for the testing kit and the docs only. The browser builds of the `@org` service packages
 * call `openEnum()` without them, so their pages carry no list; in a build of your own, a page that reaches the
 * schema carries their text. An enum only answers hold, which no fake checks, can be typed without them:
 * `openEnum<typeof fieldNames>()`.
 *
 * @param values - the documented values; left out, the type argument gives them and fakes check nothing.
 */
/* @__NO_SIDE_EFFECTS__ */
export function openEnum<const T extends readonly string[]>(values?: T): LightType<T[number] | UnknownEnumValue> {
  const schema = string();
  if (values !== undefined) documentValues(schema, values);
  return schema as never;
}

/**
 * A 64-bit integer carried as a decimal string (JSON numbers lose digits past 2^53). Accepts a string,
 * a `bigint` or a safe integer `number`; always yields a string.
 */
/* @__NO_SIDE_EFFECTS__ */
export function int64(): LightType<string, string | number | bigint> {
  return transform(int64Text) as never;
}

/** A date-time input: a `Date` or an ISO 8601 string; always sent as an ISO string. */
/* @__NO_SIDE_EFFECTS__ */
export function dateTime(): LightType<string, Date | string> {
  return transform(dateTimeText) as never;
}

/** A GUID such as `8e3af657-a8ff-443c-a75c-2fe8c4bcb635`. */
/* @__NO_SIDE_EFFECTS__ */
export function guid(): LightString {
  return string().check(guidCheck());
}

/**
 * Text a service needs non-empty (a search query, an address to check): `''` and text of white space only are
 * refused before sending, as is a missing value unless the schema is made optional. Sent as given, not trimmed.
 */
/* @__NO_SIDE_EFFECTS__ */
export function nonBlankString(max = Infinity): LightString {
  return string().check(notBlankCheck(), lengthWithin(0, max));
}

/**
 * A string with a bounded length (in code points, as zod counts); for identifiers in paths. `boundedString()` is
 * any string that is not empty.
 */
/* @__NO_SIDE_EFFECTS__ */
export function boundedString(max = Infinity, min = 1): LightString {
  return string().check(lengthWithin(min, max));
}

/**
 * A whole number from `min` to `max` (a page size, a 32-bit id): what `z.int()`, `z.int32()`, `z.positive()`,
 * `z.gte()` and `z.lte()` check, with the same issues (`must be an integer`, `must be at least 1`).
 *
 * @param min - the least value taken; the least safe integer by default.
 * @param max - the greatest value taken; the greatest safe integer by default.
 */
/* @__NO_SIDE_EFFECTS__ */
export function integer(min = Number.MIN_SAFE_INTEGER, max = Number.MAX_SAFE_INTEGER): LightNumber {
  return number().check(integerWithin(min, max));
}
