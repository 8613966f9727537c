/**
 * Reads the `$filter` values the service documents: clauses joined by `and`, each a function call
 * (`atScope()`, `atScopeAndBelow()`) or `field eq 'value'`.
 */
import { fakeError } from '@org/http-core/testing';

/** A parsed filter. */
export interface Filter {
  /** Function clauses present, e.g. `atScope`. */
  readonly functions: ReadonlySet<string>;
  /** `field eq 'value'` clauses by field. */
  readonly equals: ReadonlyMap<string, string>;
}

/**
 * Parses a filter, accepting only the given functions and fields; anything else answers 400 `InvalidFilter`,
 * as a filter the service does not understand would.
 */
export function parseFilter(text: string | null, allowed: { functions?: readonly string[]; fields?: readonly string[] }): Filter {
  const functions = new Set<string>();
  const equals = new Map<string, string>();
  if (text === null || text.trim() === '') return { functions, equals };
  for (const raw of text.split(/\s+and\s+/i)) {
    const clause = raw.trim();
    const call = /^([A-Za-z]+)\(\)$/.exec(clause);
    if (call && allowed.functions?.includes(call[1]!)) {
      functions.add(call[1]!);
      continue;
    }
    const eq = /^([A-Za-z]+)\s+eq\s+'((?:[^']|'')*)'$/.exec(clause);
    if (eq && allowed.fields?.includes(eq[1]!)) {
      equals.set(eq[1]!, eq[2]!.replaceAll("''", "'"));
      continue;
    }
    throw fakeError(400, 'InvalidFilter', `The filter clause '${clause}' is not supported here.`);
  }
  return { functions, equals };
}
