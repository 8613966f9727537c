/**
 * Finding a value a service does not document: a value of an enum (`openEnum`) outside its documented
 * values, anywhere in a request's path, query or body. The client sends any string in an enum field (a value
 * the service added later goes through `unknownEnumValue`); a fake knows what its package knows and refuses
 * the rest, as the service refuses a value it does not have.
 */
import * as z from 'zod/mini';
import { documentedValues } from '../enums.js';
import type { Schema } from '../schema.js';

/** A value outside the documented ones of its enum, and where it was. */
export interface UndocumentedValue {
  /** Where the value is, below the value checked: keys of objects and records, indexes of arrays. */
  readonly path: readonly (string | number)[];
  readonly value: string;
  /** The values the enum documents. */
  readonly documented: readonly string[];
}

/** The parts of zod's definitions the walk reads; each kind of schema has some of them. */
interface Definition {
  readonly type: string;
  readonly innerType?: Schema;
  readonly shape?: Readonly<Record<string, Schema>>;
  readonly catchall?: Schema;
  readonly element?: Schema;
  readonly items?: readonly Schema[];
  readonly rest?: Schema | null;
  readonly keyType?: Schema;
  readonly valueType?: Schema;
  readonly options?: readonly Schema[];
  readonly left?: Schema;
  readonly right?: Schema;
  readonly in?: Schema;
  readonly out?: Schema;
  readonly getter?: () => Schema;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The first enum value in `value` that `schema` does not document, or `undefined` when there is none. `value` is
 * what was sent (the wire form a schema's input side reads); parts that do not match the schema are skipped,
 * since the schema's own check reports them. In a union, a value is undocumented only when every option that
 * takes it finds it so.
 *
 * @example
 * ```ts
 * undocumentedValue(z.object({ role: openEnum(['OWNER', 'VIEWER']) }), { role: 'OWNRE' });
 * // { path: ['role'], value: 'OWNRE', documented: ['OWNER', 'VIEWER'] }
 * ```
 */
export function undocumentedValue(schema: Schema, value: unknown): UndocumentedValue | undefined {
  return walk(schema, value, []);
}

function walk(schema: Schema, value: unknown, path: readonly (string | number)[]): UndocumentedValue | undefined {
  const documented = documentedValues(schema);
  if (documented) return typeof value === 'string' && !documented.includes(value) ? { path, value, documented } : undefined;
  const def = schema._zod.def as Definition;
  switch (def.type) {
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'nonoptional':
    case 'readonly':
    case 'catch':
      return value === undefined || value === null ? undefined : walk(def.innerType!, value, path);
    case 'lazy':
      return walk(def.getter!(), value, path);
    case 'pipe':
      // What was sent is read by the input side, unless that side only rewrites it for the output side.
      return def.in!._zod.def.type === 'transform' ? walk(def.out!, value, path) : walk(def.in!, value, path);
    case 'object':
      return isRecord(value) ? walkObject(def, value, path) : undefined;
    case 'record':
      return isRecord(value) ? walkRecord(def, value, path) : undefined;
    case 'array':
      return Array.isArray(value) ? walkItems(value, () => def.element!, path) : undefined;
    case 'tuple':
      return Array.isArray(value) ? walkItems(value, (index) => def.items![index] ?? def.rest ?? undefined, path) : undefined;
    case 'intersection':
      return walk(def.left!, value, path) ?? walk(def.right!, value, path);
    case 'union':
      return walkUnion(def.options!, value, path);
    default:
      return undefined;
  }
}

function walkObject(def: Definition, value: Record<string, unknown>, path: readonly (string | number)[]): UndocumentedValue | undefined {
  for (const key of Object.keys(value)) {
    const field = Object.hasOwn(def.shape!, key) ? def.shape![key] : def.catchall;
    const found = field && walk(field, value[key], [...path, key]);
    if (found) return found;
  }
  return undefined;
}

function walkRecord(def: Definition, value: Record<string, unknown>, path: readonly (string | number)[]): UndocumentedValue | undefined {
  for (const key of Object.keys(value)) {
    const found = walk(def.keyType!, key, [...path, key]) ?? walk(def.valueType!, value[key], [...path, key]);
    if (found) return found;
  }
  return undefined;
}

function walkItems(items: readonly unknown[], schemaAt: (index: number) => Schema | undefined, path: readonly (string | number)[]): UndocumentedValue | undefined {
  for (const [index, item] of items.entries()) {
    const schema = schemaAt(index);
    const found = schema && walk(schema, item, [...path, index]);
    if (found) return found;
  }
  return undefined;
}

function walkUnion(options: readonly Schema[], value: unknown, path: readonly (string | number)[]): UndocumentedValue | undefined {
  let first: UndocumentedValue | undefined;
  for (const option of options) {
    if (!z.safeParse(option, value).success) continue;
    const found = walk(option, value, path);
    if (!found) return undefined;
    first ??= found;
  }
  return first;
}

/** How many documented values {@link undocumentedText} lists before it says how many more there are. */
const VALUES_SHOWN = 10;

/** What a fake says of an undocumented value: `'OWNRE' is not one of the documented values (OWNER, VIEWER)`. */
export function undocumentedText({ value, documented }: UndocumentedValue): string {
  const shown = documented.slice(0, VALUES_SHOWN).join(', ');
  const more = documented.length > VALUES_SHOWN ? ` and ${documented.length - VALUES_SHOWN} more` : '';
  return `'${value}' is not one of the documented values (${shown}${more})`;
}
