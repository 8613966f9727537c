/**
 * What a JSON request body may carry. A value JSON cannot carry (a `BigInt`, `NaN`, `Infinity`, a typed array, a
 * function, a symbol, a `Map`, a value that contains itself, a getter that throws) is a {@link ValidationError}
 * naming the field before anything is sent, rather than a raw `TypeError` or a silent `null` or `{}`. An own
 * `__proto__` key (as `JSON.parse` makes one) travels as data: it is carried through the schema check under
 * another name and written back as `__proto__` in the JSON text, never dropped and never made a prototype.
 */
import { ValidationError, type RequestSummary } from './errors.js';

/** The name an own `__proto__` key goes by between the caller's input and the JSON text. */
const PROTO_KEY = '__proto__\u0000own';

/** One object or array being walked, with the path of its fields and the next of its keys. */
interface Frame {
  readonly value: object;
  readonly path: string;
  readonly keys: readonly string[];
  index: number;
}

/** Where a body is refused: the path of a field (`body.items.0.price`) and why. */
function refuse(path: string, why: string, summary: RequestSummary): ValidationError {
  return new ValidationError(`${path}: ${why}`, { ...summary, field: path });
}

/** An object or array the walks go into (not binary data, not a `Date` or `Blob`, which are checked as values). */
function isContainer(value: unknown): value is object {
  return typeof value === 'object' && value !== null && !ArrayBuffer.isView(value) && !(value instanceof ArrayBuffer) && !(value instanceof Date) && !isBlob(value);
}

const isBlob = (value: object): boolean => typeof Blob !== 'undefined' && value instanceof Blob;

/** Reads one field, turning a getter's failure into a refusal. */
function read(holder: object, key: string, path: string, summary: RequestSummary): unknown {
  try {
    return (holder as Record<string, unknown>)[key];
  } catch {
    throw refuse(path, 'could not be read (its getter threw)', summary);
  }
}

/**
 * Walks `root` depth first without recursion, calling `visit` with each field's value and path; a value that
 * contains itself is refused. `visit` returns the value to go into (or `undefined` to go no further).
 */
function walk(root: unknown, field: string, summary: RequestSummary, visit: (value: unknown, path: string, holder: object | undefined, key: string) => object | undefined): void {
  const start = visit(root, field, undefined, '');
  if (start === undefined) return;
  const open = new Set<object>([start]);
  const stack: Frame[] = [{ value: start, path: field, keys: keysOf(start, field, summary), index: 0 }];
  while (stack.length > 0) {
    const frame = stack[stack.length - 1]!;
    if (frame.index >= frame.keys.length) {
      open.delete(frame.value);
      stack.pop();
      continue;
    }
    const key = frame.keys[frame.index++]!;
    const path = `${frame.path}.${key === PROTO_KEY ? '__proto__' : key}`;
    const into = visit(read(frame.value, key, path, summary), path, frame.value, key);
    if (into === undefined) continue;
    if (open.has(into)) throw refuse(path, 'refers back to an object that contains it (a cycle); JSON cannot carry it', summary);
    open.add(into);
    stack.push({ value: into, path, keys: keysOf(into, path, summary), index: 0 });
  }
}

function keysOf(value: object, path: string, summary: RequestSummary): readonly string[] {
  try {
    return Object.keys(value);
  } catch {
    throw refuse(path, 'could not be read (its keys could not be listed)', summary);
  }
}

/**
 * The caller's body as the schema check should see it: every field read once (a getter that throws, or a value
 * that contains itself, is refused here, naming the field), and own `__proto__` keys renamed so that the check
 * keeps them as data. The very value when it holds no such key.
 */
export function jsonInput(value: unknown, field: string, summary: RequestSummary): unknown {
  let protoKeys = false;
  walk(value, field, summary, (item, _path, _holder, key) => {
    if (key === '__proto__') protoKeys = true;
    return isContainer(item) ? item : undefined;
  });
  return protoKeys ? renameProtoKeys(value) : value;
}

/** A copy of the containers of `value` with every own `__proto__` key renamed to {@link PROTO_KEY}; checked acyclic already. */
function renameProtoKeys(value: unknown): unknown {
  if (!isContainer(value)) return value;
  if (Array.isArray(value)) return value.map(renameProtoKeys);
  const copy: Record<string, unknown> = Object.getPrototypeOf(value) === null ? (Object.create(null) as Record<string, unknown>) : {};
  for (const key of Object.keys(value)) {
    define(copy, key === '__proto__' ? PROTO_KEY : key, renameProtoKeys((value as Record<string, unknown>)[key]));
  }
  return copy;
}

function define(target: object, key: string, value: unknown): void {
  Object.defineProperty(target, key, { value, writable: true, enumerable: true, configurable: true });
}

/** Why JSON cannot carry `value`, or `undefined` when it can. */
function unsendable(value: unknown): string | undefined {
  switch (typeof value) {
    case 'bigint':
      return 'is a BigInt; JSON cannot carry it (give it as a string)';
    case 'number':
      return Number.isFinite(value) ? undefined : `must be a finite number (got ${String(value)}); JSON cannot carry it`;
    case 'function':
      return 'is a function; JSON cannot carry it';
    case 'symbol':
      return 'is a symbol; JSON cannot carry it';
    case 'object': {
      if (value === null) return undefined;
      if (ArrayBuffer.isView(value) || value instanceof ArrayBuffer) return `is binary data (${value.constructor.name}); JSON cannot carry it`;
      if (value instanceof Map || value instanceof Set || value instanceof WeakMap || value instanceof WeakSet || value instanceof Promise || value instanceof RegExp || isBlob(value)) {
        return `is a ${value.constructor.name}; JSON cannot carry it`;
      }
      return undefined;
    }
    default:
      return undefined;
  }
}

/**
 * The JSON text of a checked body. Refuses, naming the field, what JSON cannot carry (see the module's
 * description); a value with a `toJSON` method (a `Date`) is written as that method's result, as
 * `JSON.stringify` does. Own `__proto__` keys are written as `__proto__`.
 */
export function encodeJson(value: unknown, field: string, summary: RequestSummary): string {
  let protoKeys = false;
  walk(value, field, summary, (item, path, _holder, key) => {
    if (key === PROTO_KEY) protoKeys = true;
    let current = item;
    if (typeof current === 'object' && current !== null && typeof (current as { toJSON?: unknown }).toJSON === 'function') {
      try {
        current = (current as { toJSON: (key: string) => unknown }).toJSON(key);
      } catch {
        throw refuse(path, 'could not be written (its toJSON method threw)', summary);
      }
    }
    const why = unsendable(current);
    if (why !== undefined) throw refuse(path, why, summary);
    return typeof current === 'object' && current !== null ? current : undefined;
  });
  try {
    return JSON.stringify(value, protoKeys ? restoreProtoKeys : undefined);
  } catch {
    // Only a value nested deeper than the platform can write is left.
    throw refuse(field, 'is nested too deeply to be written as JSON', summary);
  }
}

/** A `JSON.stringify` replacer that writes a renamed `__proto__` key under its own name. */
function restoreProtoKeys(_key: string, value: unknown): unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value) || !Object.hasOwn(value, PROTO_KEY)) return value;
  const copy: Record<string, unknown> = {};
  for (const key of Object.keys(value)) define(copy, key === PROTO_KEY ? '__proto__' : key, (value as Record<string, unknown>)[key]);
  return copy;
}

/** An issue path or message with the renamed `__proto__` key under its own name again. */
export function protoKeysShown(text: string): string {
  return text.includes(PROTO_KEY) ? text.split(PROTO_KEY).join('__proto__') : text;
}
