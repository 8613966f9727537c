/**
 * What a JSON request body may carry. A value JSON cannot carry (a `BigInt`, `NaN`, `Infinity`, a typed array, a
 * function, a symbol, a `Map`, a value that contains itself, a getter that throws) is a {@link ValidationError}
 * naming the field before anything is sent, rather than a raw `TypeError` or a silent `null` or `{}`. An own
 * `__proto__` key (as `JSON.parse` makes one) travels as data: it is carried through the schema check under
 * another name and written back as `__proto__` in the JSON text, never dropped and never made a prototype.
 * Loaded on demand, with the encoder of request bodies or the error path: the error class and the key's
 * name come from the page ({@link jsonBodyWith}).
 */
import type * as errors from './errors.js';
import type { RequestSummary, ValidationError } from './errors.js';
import type * as protoKey from './proto-key.js';

/** One object or array being walked: the key it is under, and the next of its keys. */
interface Frame {
  readonly value: object;
  readonly key: string;
  readonly keys: readonly string[];
  index: number;
}

/** Levels of nesting whose objects a walk looks for along its stack rather than in a set. */
const shallow = 16;

/** Why a value cannot go, thrown by a visitor; the walk adds the path. */
class Refusal {
  constructor(readonly why: string) {}
}

/** An object or array the walks go into (not binary data, not a `Date` or `Blob`, which are checked as values). */
function isContainer(value: unknown): value is object {
  return typeof value === 'object' && value !== null && !ArrayBuffer.isView(value) && !(value instanceof ArrayBuffer) && !(value instanceof Date) && !isBlob(value);
}

const isBlob = (value: object): boolean => typeof Blob !== 'undefined' && value instanceof Blob;

function keysOf(value: object, refusal: () => ValidationError): readonly string[] {
  try {
    return Object.keys(value);
  } catch {
    throw refusal();
  }
}

/** A body as the schema check should see it, and whether its JSON text needs the full check. */
export interface JsonInput {
  /** The caller's body, or a copy with its own `__proto__` keys renamed so that the check keeps them as data. */
  readonly value: unknown;
  /**
   * Whether it holds a value JSON may not carry as it is (anything but text, finite numbers, booleans, `null`,
   * plain objects and arrays), or a renamed key: then {@link encodeJson} checks what the schema made of it.
   */
  readonly doubtful: boolean;
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

/** @internal What the JSON checks take from the page. */
export type JsonBodyTools = Pick<typeof errors, 'ValidationError'> & Pick<typeof protoKey, 'PROTO_KEY'>;

/** The JSON checks of request bodies ({@link jsonInput}, {@link encodeJson}), built with the page's error class. */
export function jsonBodyWith({ ValidationError, PROTO_KEY }: JsonBodyTools) {
  /** The path of the field under `key` in the innermost frame (`body.items.0.price`), built only for a refusal. */
  function pathOf(field: string, stack: readonly Frame[], key: string | undefined): string {
    let path = field;
    for (let at = 1; at < stack.length; at++) path += `.${shownKey(stack[at]!.key)}`;
    return key === undefined ? path : `${path}.${shownKey(key)}`;
  }

  const shownKey = (key: string): string => (key === PROTO_KEY ? '__proto__' : key);

  /**
   * Walks `root` depth first without recursion, calling `visit` with each field's value and key; a value that
   * contains itself, a getter that throws and what `visit` throws as a {@link Refusal} are refused, naming the
   * field. `visit` returns the value to go into (or `undefined` to go no further).
   */
  function walk(root: unknown, field: string, summary: RequestSummary, visit: (value: unknown, key: string) => object | undefined): void {
    const stack: Frame[] = [];
    const refuse = (key: string | undefined, why: string) => new ValidationError(`${pathOf(field, stack, key)}: ${why}`, { ...summary, field: pathOf(field, stack, key) });
    const enter = (value: unknown, key: string): object | undefined => {
      try {
        return visit(value, key);
      } catch (error) {
        throw error instanceof Refusal ? refuse(stack.length === 0 ? undefined : key, error.why) : error;
      }
    };
    const start = enter(root, '');
    if (start === undefined) return;
    // The objects being walked: the outer ones are looked for along the stack, the deeper ones in a set.
    const deep = new Set<object>();
    const isOpen = (value: object): boolean => {
      for (let at = 0; at < stack.length && at < shallow; at++) if (stack[at]!.value === value) return true;
      return deep.has(value);
    };
    stack.push({ value: start, key: '', keys: keysOf(start, () => refuse(undefined, 'could not be read (its keys could not be listed)')), index: 0 });
    while (stack.length > 0) {
      const frame = stack[stack.length - 1]!;
      if (frame.index >= frame.keys.length) {
        if (stack.length > shallow) deep.delete(frame.value);
        stack.pop();
        continue;
      }
      const key = frame.keys[frame.index++]!;
      let item: unknown;
      try {
        item = (frame.value as Record<string, unknown>)[key];
      } catch {
        throw refuse(key, 'could not be read (its getter threw)');
      }
      const into = enter(item, key);
      if (into === undefined) continue;
      if (isOpen(into)) throw refuse(key, 'refers back to an object that contains it (a cycle); JSON cannot carry it');
      if (stack.length >= shallow) deep.add(into);
      const keys = keysOf(into, () => refuse(key, 'could not be read (its keys could not be listed)'));
      stack.push({ value: into, key, keys, index: 0 });
    }
  }

  /**
   * The caller's body prepared for the schema check: every field read once (a getter that throws, or a value
   * that contains itself, is refused here, naming the field), own `__proto__` keys renamed.
   */
  function jsonInput(value: unknown, field: string, summary: RequestSummary): JsonInput {
    let protoKeys = false;
    let doubtful = false;
    walk(value, field, summary, (item, key) => {
      if (key === '__proto__') protoKeys = true;
      if (typeof item !== 'object' || item === null) {
        if (!(typeof item === 'string' || typeof item === 'boolean' || item === undefined || (typeof item === 'number' && Number.isFinite(item)))) doubtful = true;
        return undefined;
      }
      const prototype: unknown = Object.getPrototypeOf(item);
      if ((prototype !== Object.prototype && prototype !== Array.prototype && prototype !== null) || typeof (item as { toJSON?: unknown }).toJSON === 'function') doubtful = true;
      return isContainer(item) ? item : undefined;
    });
    return { value: protoKeys ? renameProtoKeys(value) : value, doubtful: doubtful || protoKeys };
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

  /**
   * The JSON text of a checked body. Refuses, naming the field, what JSON cannot carry (see the module's
   * description); a value with a `toJSON` method (a `Date`) is written as that method's result, as
   * `JSON.stringify` does. Own `__proto__` keys are written as `__proto__`. A body {@link jsonInput} found
   * nothing doubtful in is written at once (what its schema made of it is the table's), and walked only if
   * that fails, to name the field.
   */
  function encodeJson(value: unknown, field: string, summary: RequestSummary, doubtful = true): string {
    if (!doubtful) {
      try {
        return JSON.stringify(value);
      } catch {
        // A value that cannot be written: the check below names it.
      }
    }
    return checkedJson(value, field, summary);
  }

  function checkedJson(value: unknown, field: string, summary: RequestSummary): string {
    let protoKeys = false;
    walk(value, field, summary, (item, key) => {
      if (key === PROTO_KEY) protoKeys = true;
      if (typeof item !== 'object' || item === null) {
        // The common case, decided without a call.
        const why = item === null ? undefined : unsendable(item);
        if (why === undefined) return undefined;
        throw new Refusal(why);
      }
      let current: unknown = item;
      if (typeof (item as { toJSON?: unknown }).toJSON === 'function') {
        try {
          current = (item as { toJSON: (key: string) => unknown }).toJSON(key);
        } catch {
          throw new Refusal('could not be written (its toJSON method threw)');
        }
      }
      const why = unsendable(current);
      if (why !== undefined) throw new Refusal(why);
      return typeof current === 'object' && current !== null ? current : undefined;
    });
    try {
      return JSON.stringify(value, protoKeys ? restoreProtoKeys : undefined);
    } catch {
      // Only a value nested deeper than the platform can write is left.
      throw new ValidationError(`${field}: is nested too deeply to be written as JSON`, { ...summary, field });
    }
  }

  /** A `JSON.stringify` replacer that writes a renamed `__proto__` key under its own name. */
  function restoreProtoKeys(_key: string, value: unknown): unknown {
    if (typeof value !== 'object' || value === null || Array.isArray(value) || !Object.hasOwn(value, PROTO_KEY)) return value;
    const copy: Record<string, unknown> = {};
    for (const key of Object.keys(value)) define(copy, key === PROTO_KEY ? '__proto__' : key, (value as Record<string, unknown>)[key]);
    return copy;
  }

  return { jsonInput, encodeJson };
}
