/**
 * Dotted paths into JSON values (`auditConfigs.0.logType`), and the unknown additions the suite makes to
 * a resource before a read-modify-write.
 */
import type { ReadModifyWrite } from '../probe.js';

export function getPath(value: unknown, path: string): unknown {
  if (path === '') return value;
  let current = value;
  for (const key of path.split('.')) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

/** Sets `path` in `root`, creating objects (or arrays, for numeric keys) on the way. */
export function setPath(root: Record<string, unknown>, path: string, value: unknown): void {
  const keys = path.split('.');
  let current: Record<string, unknown> = root;
  keys.forEach((key, index) => {
    if (index === keys.length - 1) {
      current[key] = value;
      return;
    }
    if (current[key] === null || typeof current[key] !== 'object') current[key] = /^\d+$/.test(keys[index + 1]!) ? [] : {};
    current = current[key] as Record<string, unknown>;
  });
}

/** What a newer service version might add: a field at the top, one inside, and an enum value. */
export const additions = {
  topField: 'reliabilityAddedLater',
  topValue: { kept: 'verbatim', list: [3, 1, 2], nested: { deep: true } },
  nestedField: 'reliabilityNestedLater',
  nestedValue: 'nested-unknown-value',
  enumValue: 'RELIABILITY_FUTURE_VALUE',
} as const;

const join = (...parts: string[]) => parts.filter((part) => part !== '').join('.');

/** A copy of a resource with the additions made to it. */
export function withAdditions(resource: unknown, rmw: ReadModifyWrite<unknown, never>): Record<string, unknown> {
  const copy = structuredClone(resource) as Record<string, unknown>;
  setPath(copy, additions.topField, additions.topValue);
  if (rmw.nestedAt !== '') setPath(copy, join(rmw.nestedAt, additions.nestedField), additions.nestedValue);
  if (rmw.enumAt !== undefined) setPath(copy, rmw.enumAt, additions.enumValue);
  return copy;
}

/** The additions found in a resource, to compare with what was added. */
export function additionsIn(resource: unknown, rmw: ReadModifyWrite<unknown, never>): Record<string, unknown> {
  return {
    top: getPath(resource, additions.topField),
    nested: rmw.nestedAt === '' ? additions.nestedValue : getPath(resource, join(rmw.nestedAt, additions.nestedField)),
    enum: rmw.enumAt === undefined ? undefined : getPath(resource, rmw.enumAt),
  };
}

/** What {@link additionsIn} finds when nothing was lost. */
export function expectedAdditions(rmw: ReadModifyWrite<unknown, never>): Record<string, unknown> {
  return { top: additions.topValue, nested: additions.nestedValue, enum: rmw.enumAt === undefined ? undefined : additions.enumValue };
}
