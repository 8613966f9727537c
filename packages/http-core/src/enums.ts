/**
 * Enums of a service: the documented values are the type, an answer may still hold a value added later, and
 * one function sends a value the package does not know yet.
 */
import * as z from 'zod/mini';
import type { Schema } from './schema.js';

declare const unknownEnumValueBrand: unique symbol;

/**
 * A value of an enum that the package does not list: one the service added after this version, read from an
 * answer, or one given to {@link unknownEnumValue}. A plain string literal is not one, so a misspelt value does
 * not compile; a `switch` over an enum whose `default` checks for `never` must handle it.
 *
 * @example
 * ```ts
 * import type { UnknownEnumValue } from '@org/http-core';
 *
 * type Role = 'OWNER' | 'VIEWER' | UnknownEnumValue;
 * function describe(role: Role): string {
 *   switch (role) {
 *     case 'OWNER':
 *       return 'can change everything';
 *     case 'VIEWER':
 *       return 'can read';
 *     default:
 *       return `unknown role ${role}`; // a value the service added later
 *   }
 * }
 * ```
 */
export type UnknownEnumValue = string & { readonly [unknownEnumValueBrand]: true };

/**
 * Marks a value the service takes but this version of the package does not list, so that it can be sent in an
 * enum field. The service decides whether it takes the value; the fakes of `@org/*` packages know only the
 * values their package lists, and refuse any other as the service refuses an undocumented value.
 *
 * @example
 * ```ts
 * import { unknownEnumValue } from '@org/http-core';
 *
 * const role = unknownEnumValue('CLIENT_DEAL_AUDITOR');
 * ```
 */
/* @__NO_SIDE_EFFECTS__ */
export function unknownEnumValue(value: string): UnknownEnumValue {
  return value as UnknownEnumValue;
}

/** The documented values of each schema made by {@link openEnum}. */
const documented = /* @__PURE__ */ new WeakMap<Schema, readonly string[]>();

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
export function openEnum<const T extends readonly string[]>(values?: T): z.ZodMiniType<T[number] | UnknownEnumValue, T[number] | UnknownEnumValue> {
  const schema = z.string();
  if (values !== undefined) documentValues(schema, values);
  return schema as unknown as z.ZodMiniType<T[number] | UnknownEnumValue, T[number] | UnknownEnumValue>;
}

/** @internal Keeps the documented `values` of an enum's `schema` for {@link documentedValues}. */
export function documentValues(schema: Schema, values: readonly string[]): void {
  documented.set(schema, values);
}

/**
 * The documented values of a schema made by {@link openEnum} (or made from one by `.check(...)`, which keeps the
 * original as its parent), `undefined` for any other schema.
 *
 * @internal for the testing kit, which refuses values outside them.
 */
export function documentedValues(schema: Schema): readonly string[] | undefined {
  for (let from: Schema | undefined = schema; from; from = from._zod.parent) {
    const values = documented.get(from);
    if (values) return values;
  }
  return undefined;
}
