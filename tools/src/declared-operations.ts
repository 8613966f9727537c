import { operationKey } from './operation-key.js';

/** An operation as a service package declares it, reduced to what coverage needs. */
export interface DeclaredOperation {
  readonly method: string;
  readonly path: string;
  readonly deprecated: boolean;
  /** Matching key, see {@link operationKey}. */
  readonly key: string;
}

/**
 * Reads a service package's operation table: either an array of operation
 * descriptors or an object whose values are descriptors. Each descriptor
 * needs a string `method` and `path`; `deprecated`, when present, must be a
 * boolean. Throws a TypeError naming the first invalid entry.
 */
export function declaredOperations(operations: unknown): DeclaredOperation[] {
  const entries = tableEntries(operations);
  return entries.map(([name, value]) => toDeclared(name, value));
}

function tableEntries(operations: unknown): [string, unknown][] {
  if (Array.isArray(operations)) {
    return operations.map((value, index) => [`[${index}]`, value]);
  }
  if (typeof operations === 'object' && operations !== null) {
    return Object.entries(operations);
  }
  throw new TypeError(`operation table must be an array or an object, got ${operations === null ? 'null' : typeof operations}`);
}

function toDeclared(name: string, value: unknown): DeclaredOperation {
  if (typeof value !== 'object' || value === null) {
    throw new TypeError(`operation ${name} is not an object`);
  }
  const { method, path, deprecated } = value as Record<string, unknown>;
  if (typeof method !== 'string' || typeof path !== 'string') {
    throw new TypeError(`operation ${name} needs a string method and path`);
  }
  if (deprecated !== undefined && typeof deprecated !== 'boolean') {
    throw new TypeError(`operation ${name} has a non-boolean deprecated flag`);
  }
  return { method: method.toUpperCase(), path, deprecated: deprecated === true, key: operationKey(method, path) };
}
