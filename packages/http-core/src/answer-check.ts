/**
 * Checking an answer against its schema without copying it. zod's parse builds a new object for every object
 * and array it walks; an answer just decoded from JSON belongs to the engine alone, so it can be checked where
 * it lies. Objects, arrays, records, optionals, nullables and unions are walked here; every other schema runs
 * exactly as zod runs it, and a value zod would change (an `int64` sent as a number, a default) is written
 * back only once the whole answer has passed. An answer that does not pass is left untouched, for zod to
 * report.
 */
import type { Schema } from './operation.js';

/** A value to write back once the whole answer has passed. */
type Write = readonly [holder: Record<PropertyKey, unknown>, key: PropertyKey, value: unknown];

/** Checks `holder[key]`, queueing the writes it needs; `false` when it does not match. */
type Check = (holder: Record<PropertyKey, unknown>, key: PropertyKey, writes: Write[]) => boolean;

interface Internals {
  readonly def: {
    readonly type: string;
    readonly checks?: readonly unknown[];
    readonly format?: string;
    readonly coerce?: boolean;
    readonly shape?: Readonly<Record<string, Schema>>;
    readonly catchall?: Schema;
    readonly element?: Schema;
    readonly innerType?: Schema;
    readonly options?: readonly Schema[];
    readonly keyType?: Schema;
    readonly valueType?: Schema;
  };
  /** The values an enum or a literal accepts. */
  readonly values?: ReadonlySet<unknown>;
  run(payload: { value: unknown; issues: unknown[] }, context: { async: false }): { value: unknown; issues: unknown[] } | Promise<unknown>;
}

const internals = (schema: Schema) => (schema as unknown as { _zod: Internals })._zod;
const context = { async: false } as const;
const compiled = new WeakMap<Schema, Check>();
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Checks `data` against `schema` in place: `{ ok: true, value }` with the value zod would give (unknown fields
 * kept), or `{ ok: false }` with `data` untouched.
 */
export function checkAnswer(schema: Schema, data: unknown): { ok: true; value: unknown } | { ok: false } {
  const check = compile(schema);
  const box: Record<PropertyKey, unknown> = { value: data };
  const writes: Write[] = [];
  if (!check(box, 'value', writes)) return { ok: false };
  for (const [holder, key, value] of writes) holder[key] = value;
  return { ok: true, value: box.value };
}

function compile(schema: Schema): Check {
  let check = compiled.get(schema);
  if (!check) {
    // Recursive schemas reach themselves through getters: a placeholder breaks the cycle.
    const slot: { check?: Check } = {};
    compiled.set(schema, (holder, key, writes) => slot.check!(holder, key, writes));
    slot.check = build(schema);
    compiled.set(schema, slot.check);
    check = slot.check;
  }
  return check;
}

function build(schema: Schema): Check {
  const zod = internals(schema);
  const { def } = zod;
  // A container with checks of its own (a minimum length, a refinement) runs as zod runs it.
  if (def.checks && def.checks.length > 0) return delegate(zod);
  switch (def.type) {
    case 'object':
      return objectCheck(def.shape ?? {}, def.catchall);
    case 'array': {
      const element = compile(def.element!);
      return (holder, key, writes) => {
        const value = holder[key];
        if (!Array.isArray(value)) return false;
        for (let index = 0; index < value.length; index++) if (!element(value as unknown as Record<PropertyKey, unknown>, index, writes)) return false;
        return true;
      };
    }
    case 'optional': {
      const inner = compile(def.innerType!);
      return (holder, key, writes) => holder[key] === undefined || inner(holder, key, writes);
    }
    case 'nullable': {
      const inner = compile(def.innerType!);
      return (holder, key, writes) => holder[key] === null || inner(holder, key, writes);
    }
    case 'union': {
      const options = def.options!.map(compile);
      return (holder, key, writes) => {
        for (const option of options) {
          const own: Write[] = [];
          if (option(holder, key, own)) {
            writes.push(...own);
            return true;
          }
        }
        return false;
      };
    }
    case 'record': {
      const keyZod = internals(def.keyType!);
      if (keyZod.def.type !== 'string' || (keyZod.def.checks?.length ?? 0) > 0) return delegate(zod);
      const value = compile(def.valueType!);
      return (holder, key, writes) => {
        const record = holder[key];
        if (!isRecord(record)) return false;
        for (const name of Object.keys(record)) if (!value(record, name, writes)) return false;
        return true;
      };
    }
    case 'unknown':
    case 'any':
      return () => true;
    default:
      return leafCheck(zod);
  }
}

/**
 * A scalar: the plain types are tested here as zod tests them (no format, coercion or check of their own);
 * everything else runs as zod runs it.
 */
function leafCheck(zod: Internals): Check {
  const { def } = zod;
  if (def.format !== undefined || def.coerce) return delegate(zod);
  switch (def.type) {
    case 'string':
      return (holder, key) => typeof holder[key] === 'string';
    case 'number':
      return (holder, key) => Number.isFinite(holder[key]);
    case 'boolean':
      return (holder, key) => typeof holder[key] === 'boolean';
    case 'null':
      return (holder, key) => holder[key] === null;
    case 'enum':
    case 'literal': {
      // The set of accepted values zod itself tests against.
      const values = zod.values;
      return values ? (holder, key) => values.has(holder[key]) : delegate(zod);
    }
    default:
      return delegate(zod);
  }
}

/**
 * An object: every declared property checked; unknown properties kept (a loose object's catch-all checks them,
 * a strict object refuses them).
 */
function objectCheck(shape: Readonly<Record<string, Schema>>, catchall: Schema | undefined): Check {
  const names = Object.keys(shape);
  const checks = names.map((name) => compile(shape[name]!));
  const count = names.length;
  const catchallType = catchall === undefined ? undefined : internals(catchall).def.type;
  const extra = catchallType === undefined || catchallType === 'unknown' || catchallType === 'any' ? undefined : catchallType === 'never' ? 'refuse' : compile(catchall!);
  const declared = new Set(names);
  const properties = generatedProperties(shape, names);
  return (holder, key, writes) => {
    const value = holder[key];
    if (!isRecord(value)) return false;
    if (properties) {
      if (!properties(value, checks, writes)) return false;
    } else {
      for (let index = 0; index < count; index++) if (!checks[index]!(value, names[index]!, writes)) return false;
    }
    if (extra !== undefined) {
      for (const name of Object.keys(value)) {
        if (declared.has(name)) continue;
        if (extra === 'refuse' || !extra(value, name, writes)) return false;
      }
    }
    return true;
  };
}

/** Checks an object's declared properties in one generated function: `(value, checks, writes) => boolean`. */
type PropertiesCheck = (value: Record<string, unknown>, checks: readonly Check[], writes: Write[]) => boolean;

/** Whether `new Function` may run here (a page's content security policy may forbid it). */
let generating: boolean | undefined;

/**
 * One function testing every declared property of an object, with the plain scalars inline (`typeof
 * v["id"] === "string"`) and the rest through their checks: much faster than a call per property on wide
 * answers. `undefined` where code cannot be generated; the caller then calls the checks one by one.
 */
function generatedProperties(shape: Readonly<Record<string, Schema>>, names: readonly string[]): PropertiesCheck | undefined {
  if (generating === false || names.length === 0) return undefined;
  const terms = names.map((name, index) => {
    const access = `v[${JSON.stringify(name)}]`;
    return inlineTest(shape[name]!, access) ?? `c[${index}](v, ${JSON.stringify(name)}, w)`;
  });
  try {
    const made = new Function('v', 'c', 'w', `return ${terms.join(' && ')};`) as PropertiesCheck;
    generating = true;
    return made;
  } catch {
    generating = false;
    return undefined;
  }
}

/** The test of a plain scalar, or of an optional or nullable one, as an expression over `access`. */
function inlineTest(schema: Schema, access: string): string | undefined {
  const { def } = internals(schema);
  if (def.type === 'optional' || def.type === 'nullable') {
    if (def.checks && def.checks.length > 0) return undefined;
    const inner = inlineTest(def.innerType!, access);
    return inner && `(${access} === ${def.type === 'optional' ? 'undefined' : 'null'} || ${inner})`;
  }
  if ((def.checks && def.checks.length > 0) || def.format !== undefined || def.coerce) return undefined;
  switch (def.type) {
    case 'string':
      return `typeof ${access} === "string"`;
    case 'number':
      return `Number.isFinite(${access})`;
    case 'boolean':
      return `typeof ${access} === "boolean"`;
    default:
      return undefined;
  }
}

/** Runs a schema as zod does; a value it changes is written back later. */
function delegate(zod: Internals): Check {
  return (holder, key, writes) => {
    const value = holder[key];
    const result = zod.run({ value, issues: [] }, context);
    if (result instanceof Promise || result.issues.length > 0) return false;
    if (result.value !== value) writes.push([holder, key, result.value]);
    return true;
  };
}
