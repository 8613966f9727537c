/**
 * Holds a light schema (`@org/http-core/light`) to the zod/mini schema it stands for: the zod schema is made from
 * the light one's definition ({@link zodOf}), both check the same values (a sample, then each part of it replaced
 * by each of a corpus of odd values, or removed), and every difference in success, output (key order included)
 * or issues is reported ({@link lightDifferences}). A package runs it over each of its models and parameters.
 */
import { isDeepStrictEqual, inspect } from 'node:util';
import * as z from 'zod/mini';
import { isLight } from '../light-schema.js';
import { bodySpec, isSchema, paramSpec, type Operation } from '../operation.js';
import type { Schema } from '../schema.js';

type Def = Record<string, unknown> & { type: string };

const made = new WeakMap<Schema, Schema>();

/** The zod/mini schema of each kind of light schema, from the same definition. */
const zodKinds: Record<string, new (def: never) => Schema> = {
  string: z.ZodMiniString,
  number: z.ZodMiniNumber,
  boolean: z.ZodMiniBoolean,
  unknown: z.ZodMiniUnknown,
  never: z.ZodMiniNever,
  optional: z.ZodMiniOptional,
  nullable: z.ZodMiniNullable,
  array: z.ZodMiniArray,
  object: z.ZodMiniObject,
  union: z.ZodMiniUnion,
  literal: z.ZodMiniLiteral,
  transform: z.ZodMiniTransform,
  pipe: z.ZodMiniPipe,
  custom: z.ZodMiniCustom,
} as unknown as Record<string, new (def: never) => Schema>;

/**
 * The zod/mini schema `schema` stands for: a light schema made zod from its definition (its checks kept, the
 * schemas it holds made zod in turn), a zod schema itself. A field declared with a getter (a model that holds
 * itself) stays a getter, made zod when zod first reads it.
 */
export function zodOf(schema: Schema): Schema {
  if (!isLight(schema)) return schema;
  const known = made.get(schema);
  if (known) return known;
  const def = schema._zod.def as unknown as Def;
  const Kind = zodKinds[def.type];
  if (Kind === undefined) throw new Error(`zodOf: no zod kind for a light ${def.type}`);
  const copy: Def = { ...def };
  for (const key of ['innerType', 'element', 'catchall', 'in', 'out'] as const) if (def[key] !== undefined) copy[key] = zodOf(def[key] as Schema);
  if (def['options'] !== undefined) copy['options'] = (def['options'] as Schema[]).map(zodOf);
  if (def['shape'] !== undefined) copy['shape'] = zodShape(def['shape'] as Record<string, Schema>);
  const zod = new Kind(copy as never);
  made.set(schema, zod);
  return zod;
}

/**
 * The fields of a light object's shape made zod: a getter stays a getter, read when zod first reads the field, so
 * a model that holds itself is made zod once it is known (zod reads its fields on its first check, not before).
 */
function zodShape(shape: Record<string, Schema>): Record<string, Schema> {
  const copy: Record<string, Schema> = {};
  for (const [key, field] of Object.entries(Object.getOwnPropertyDescriptors(shape))) {
    const made = field.get === undefined ? { value: zodOf(field.value as Schema), writable: true } : { get: () => zodOf(shape[key]!) };
    Object.defineProperty(copy, key, { ...made, enumerable: true, configurable: true });
  }
  return copy;
}

/**
 * A value `schema` describes, made from its definition (its checks are not consulted, so it may fail them). In a
 * model that holds itself, the inner occurrence is left out: a field that holds it is omitted, an array of it
 * is empty.
 */
export function sampleOf(schema: Schema): unknown {
  return sampleWithin(schema, new Set());
}

/** {@link sampleOf} of `schema` inside the objects `open` (being sampled): `undefined` for one of them. */
function sampleWithin(schema: Schema, open: Set<Schema>): unknown {
  const def = schema._zod.def as unknown as Def;
  const sample = (part: unknown) => sampleWithin(part as Schema, open);
  switch (def.type) {
    case 'string':
      return 'text';
    case 'number':
      return 1;
    case 'boolean':
      return true;
    case 'literal':
      return (def['values'] as unknown[])[0];
    case 'optional':
    case 'nullable':
      return sample(def['innerType']);
    case 'array': {
      const element = sample(def['element']);
      return element === undefined ? [] : [element];
    }
    case 'union':
      return sample((def['options'] as Schema[])[0]);
    case 'pipe':
      return sample(def['in']);
    case 'object': {
      if (open.has(schema)) return undefined;
      open.add(schema);
      const fields = Object.entries(def['shape'] as Record<string, Schema>).map(([key, field]) => [key, sample(field)] as const);
      open.delete(schema);
      return Object.fromEntries(fields.filter(([, value]) => value !== undefined));
    }
    case 'transform':
      return '1';
    default:
      return 'unknown';
  }
}

/** Odd values every part of a sample is replaced with, one at a time. */
export const oddValues: readonly unknown[] = [
  undefined,
  null,
  '',
  ' ',
  '1',
  '007',
  '-1',
  '2147483648',
  '12345678901234567890',
  'text',
  '\u{1F600}',
  '2030-02-29',
  '2030-01-02T03:04:05Z',
  'https://www.example.com',
  'http://localhost:3000',
  'https://www.example.com/path',
  0,
  -0,
  -1,
  1,
  1.5,
  2 ** 31,
  1e21,
  Number.NaN,
  Number.POSITIVE_INFINITY,
  Number.NEGATIVE_INFINITY,
  10n,
  true,
  false,
  [],
  {},
  [[]],
  [1, 'a', null],
  [[1], ['a']],
  { a: 1 },
  { name: 'x', httpStatus: 'y' },
  JSON.parse('{"__proto__":{"polluted":1},"a":1}') as unknown,
  new Date(0),
];

/** `value` with the part at `path` replaced by `part` (`remove`: taken out). */
function replaced(value: unknown, path: readonly PropertyKey[], part: unknown, remove = false): unknown {
  if (path.length === 0) return part;
  const [head, ...rest] = path;
  if (Array.isArray(value)) {
    const copy = [...value];
    if (remove && rest.length === 0) copy.splice(head as number, 1);
    else copy[head as number] = replaced(value[head as number], rest, part, remove);
    return copy;
  }
  const copy: Record<PropertyKey, unknown> = {};
  for (const key of Object.keys(value as object)) {
    if (key === head && remove && rest.length === 0) continue;
    const own = (value as Record<string, unknown>)[key];
    Object.defineProperty(copy, key, { value: key === head ? replaced(own, rest, part, remove) : own, enumerable: true, writable: true, configurable: true });
  }
  return copy;
}

/** The path of every part of `value` (itself included). */
function pathsOf(value: unknown, path: PropertyKey[] = []): PropertyKey[][] {
  const paths = [path];
  if (typeof value === 'object' && value !== null) for (const key of Object.keys(value)) paths.push(...pathsOf((value as Record<string, unknown>)[key], [...path, Array.isArray(value) ? Number(key) : key]));
  return paths;
}

/**
 * The values a schema is checked with: each sample; each part of a sample replaced by each odd value, or
 * removed; and each object of a sample with unknown keys added (a `__proto__` key among them).
 */
export function valuesFor(samples: readonly unknown[]): unknown[] {
  const values: unknown[] = [];
  for (const sample of samples) {
    values.push(sample);
    for (const path of pathsOf(sample)) {
      for (const odd of oddValues) values.push(replaced(sample, path, odd));
      if (path.length > 0) values.push(replaced(sample, path, undefined, true));
      const part = path.reduce<unknown>((at, key) => (at as Record<PropertyKey, unknown>)[key], sample);
      if (typeof part === 'object' && part !== null && !Array.isArray(part)) {
        values.push(replaced(sample, path, { zz: 1, ...part, extra: [1, { b: 2 }] }));
        values.push(replaced(sample, path, Object.assign(JSON.parse('{"__proto__":{"polluted":1}}') as object, part)));
      }
    }
  }
  return values;
}

/** Whether two outputs are the same, key order of every object included. */
function same(a: unknown, b: unknown): boolean {
  if (typeof a !== 'object' || a === null || typeof b !== 'object' || b === null) return Object.is(a, b);
  if (Array.isArray(a) !== Array.isArray(b) || Object.getPrototypeOf(a) !== Object.getPrototypeOf(b)) return false;
  const keys = Object.keys(a);
  if (!isDeepStrictEqual(keys, Object.keys(b))) return false;
  return keys.every((key) => same((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]));
}

const context = { reportInput: true } as const;

type Parsed = { success: boolean; data?: unknown; error?: { issues: readonly unknown[] } };

/**
 * How `schema` (a light schema) differs from the zod schema it stands for on `samples` and the values made from
 * them ({@link valuesFor}): for each value whose success, output (key order included) or issues (code, path,
 * message, bounds, input) differ, one line. The light schema is run both ways the engine runs it: its own
 * `safeParse` (browsers) and `z.safeParse` (Node). Empty when they agree on every value.
 *
 * @param samples - values the schema is meant to take; {@link sampleOf} gives one from the definition.
 * @param zod - the zod schema to hold it to: by default the one it stands for ({@link zodOf}); a package that moves
 *   a schema from zod to light passes the zod schema it had.
 */
export function lightDifferences(schema: Schema, samples: readonly unknown[] = [sampleOf(schema)], zod: Schema = zodOf(schema)): string[] {
  const differences: string[] = [];
  for (const value of valuesFor(samples)) {
    const expected = z.safeParse(zod, value, context) as Parsed;
    const runs: [string, Parsed][] = [
      ['safeParse', (schema as unknown as { safeParse: (value: unknown, context: object) => Parsed }).safeParse(value, context)],
      ['z.safeParse', z.safeParse(schema, value, context) as Parsed],
    ];
    for (const [route, got] of runs) {
      const agrees =
        got.success === expected.success &&
        (expected.success ? same(got.data, expected.data) : isDeepStrictEqual(JSON.parse(JSON.stringify(got.error!.issues, jsonSafe)), JSON.parse(JSON.stringify(expected.error!.issues, jsonSafe))) && sameInputs(got.error!.issues, expected.error!.issues));
      if (!agrees) differences.push(`${route} of ${inspect(value, { depth: 4 })}: ${inspect(got.success ? got.data : got.error!.issues, { depth: 6 })}; zod: ${inspect(expected.success ? expected.data : expected.error!.issues, { depth: 6 })}`);
    }
  }
  return differences;
}

/** JSON of issues with what JSON cannot hold spelt out (NaN, Infinity, bigint, undefined). */
function jsonSafe(_key: string, value: unknown): unknown {
  if (typeof value === 'bigint' || (typeof value === 'number' && !Number.isFinite(value))) return `${String(value)}:${typeof value}`;
  return value === undefined ? '(undefined)' : value;
}

function sameInputs(a: readonly unknown[], b: readonly unknown[]): boolean {
  return a.every((issue, index) => Object.is((issue as { input?: unknown }).input, (b[index] as { input?: unknown }).input) || same((issue as { input?: unknown }).input, (b[index] as { input?: unknown }).input));
}

/**
 * Each schema of an operation table and of a package's exports, by name (`originKeys.create body`,
 * `export OriginKeysRequest`): what {@link lightDifferences} and {@link zodPartsOf} are run over.
 */
export function schemasOf(operations: readonly Operation[], exports: Record<string, unknown> = {}): Map<string, Schema> {
  const found = new Map<string, Schema>();
  for (const { id: name, spec: operation } of operations) {
    for (const place of ['pathParams', 'query', 'headers'] as const)
      for (const [param, spec] of Object.entries(operation[place] ?? {})) found.set(`${name} ${place}.${param}`, paramSpec(spec).schema);
    if (operation.body !== undefined) found.set(`${name} body`, bodySpec(operation.body).schema);
    if (operation.response !== undefined) found.set(`${name} response`, operation.response);
  }
  for (const [name, value] of Object.entries(exports)) if (isSchema(value)) found.set(`export ${name}`, value);
  return found;
}

/**
 * The schemas of `schemas` once each, with every name each goes by, first found first: a model a package exports
 * is often an operation's response or body too, and checking it once under all its names checks it everywhere.
 */
export function distinctSchemas(schemas: ReadonlyMap<string, Schema>): [names: string[], schema: Schema][] {
  const names = new Map<Schema, string[]>();
  for (const [name, schema] of schemas) names.set(schema, [...(names.get(schema) ?? []), name]);
  return [...names].map(([schema, known]) => [known, schema]);
}

/**
 * The paths inside `schema` (a light schema) at which a zod schema is held: none for a schema that is light
 * throughout. A model that holds itself is looked into once.
 */
export function zodPartsOf(schema: Schema, path = ''): string[] {
  return zodPartsWithin(schema, path, new Set());
}

/** {@link zodPartsOf} of `schema` inside the schemas `open` (being looked into): none for one of them. */
function zodPartsWithin(schema: Schema, path: string, open: Set<Schema>): string[] {
  if (!isLight(schema)) return [path || '(itself)'];
  if (open.has(schema)) return [];
  open.add(schema);
  const def = schema._zod.def as unknown as Def;
  const parts: string[] = [];
  for (const key of ['innerType', 'element', 'catchall', 'in', 'out'] as const) if (def[key] !== undefined) parts.push(...zodPartsWithin(def[key] as Schema, `${path}<${key}>`, open));
  (def['options'] as Schema[] | undefined)?.forEach((option, index) => parts.push(...zodPartsWithin(option, `${path}<option ${index}>`, open)));
  for (const [key, field] of Object.entries((def['shape'] as Record<string, Schema> | undefined) ?? {})) parts.push(...zodPartsWithin(field, `${path}.${key}`, open));
  open.delete(schema);
  return parts;
}
