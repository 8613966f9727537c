/**
 * Checking an answer against its schema: zod parses it, so what an answer must look like is decided in one
 * place. On Node a schema in frequent use runs through the fast path zod's `compile` generates for it
 * (`#fast-path`); zod's own parser runs before that, where no fast path can be made, in browsers, and for every
 * answer that fails, so a failure is reported exactly as zod reports it. An own `__proto__` key of the answer (zod leaves it out of what it gives)
 * goes through the check under another name and comes out as an own `__proto__` data property again.
 */
import type * as z from 'zod/mini';
import { safeParse, withFastPath } from '#fast-path';
import { PROTO_KEY } from './proto-key.js';
import type { Schema } from './operation.js';

/**
 * Whether JSON text may hold a `__proto__` key: it names one, or escapes a character (`"\u005f_proto__"`).
 * Text that cannot is not searched for one once decoded.
 */
export function mayHoldProtoKey(text: string): boolean {
  return text.includes('__proto__') || text.includes('\\u');
}

/**
 * Parses `data` with `schema` as `z.safeParse` does: on success the value zod gives (unknown fields of a loose
 * object kept, transformed values in place of what was sent), on failure zod's error, whose paths name a
 * `__proto__` key by {@link PROTO_KEY}. `data` itself is left as it was.
 *
 * @param protoKeys - `false` when `data` cannot hold an own `__proto__` key (see {@link mayHoldProtoKey}).
 */
export function checkAnswer(schema: Schema, data: unknown, context: z.core.ParseContext<z.core.$ZodIssue> = {}, protoKeys = true): z.core.util.SafeParseResult<unknown> {
  const renamed = protoKeys && hasProtoKey(data) ? renameProtoKeys(data) : undefined;
  const result = safeParse(withFastPath(schema), renamed ?? data, context);
  if (renamed !== undefined && result.success) restoreProtoKeys(result.data);
  return result;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** Whether an object inside decoded JSON has an own `__proto__` key. */
function hasProtoKey(value: unknown): boolean {
  if (!isObject(value)) return false;
  if (Object.hasOwn(value, '__proto__')) return true;
  for (const item of Array.isArray(value) ? value : Object.values(value)) if (hasProtoKey(item)) return true;
  return false;
}

/** A copy of decoded JSON with every own `__proto__` key renamed to {@link PROTO_KEY}. */
function renameProtoKeys(value: unknown): unknown {
  if (!isObject(value)) return value;
  if (Array.isArray(value)) return value.map(renameProtoKeys);
  const copy: Record<string, unknown> = {};
  for (const key of Object.keys(value)) copy[key === '__proto__' ? PROTO_KEY : key] = renameProtoKeys(value[key]);
  return copy;
}

/** Turns every {@link PROTO_KEY} inside what zod gave back into an own `__proto__` data property. */
function restoreProtoKeys(value: unknown): void {
  if (!isObject(value)) return;
  if (Object.hasOwn(value, PROTO_KEY)) {
    Object.defineProperty(value, '__proto__', { value: value[PROTO_KEY], writable: true, enumerable: true, configurable: true });
    delete value[PROTO_KEY];
  }
  for (const item of Array.isArray(value) ? value : Object.values(value)) restoreProtoKeys(item);
}
