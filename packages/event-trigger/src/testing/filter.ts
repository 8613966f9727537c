/**
 * A small subset of AIP-160 filters for the fake: terms `field=value` or `field!=value` joined by `AND`.
 * Values may be quoted. Fields are dotted paths into the item (`labels.<key>` takes the rest as the key);
 * only allowed fields may be named.
 */
import { canonicalError } from '@org/http-core/testing';

interface Term {
  readonly path: readonly string[];
  readonly negate: boolean;
  readonly value: string;
}

const termPattern = /^\s*([A-Za-z_][\w./-]*)\s*(!=|=)\s*(?:"([^"]*)"|([^\s"]+))\s*$/;

/**
 * Compiles `filter` into a predicate; an empty or missing filter matches everything. A malformed filter or a
 * field `allowed` refuses throws an `INVALID_ARGUMENT` error answer.
 */
export function compileFilter(filter: string | null, allowed: (field: string) => boolean): (item: unknown) => boolean {
  if (filter === null || filter.trim() === '') return () => true;
  const terms: Term[] = filter.split(/\s+AND\s+/).map((text) => {
    const match = termPattern.exec(text);
    if (!match) throw canonicalError('INVALID_ARGUMENT', `Invalid filter term '${text.trim()}'`);
    const field = match[1]!;
    if (!allowed(field)) throw canonicalError('INVALID_ARGUMENT', `The filter cannot use the field '${field}'`);
    return { path: pathOf(field), negate: match[2] === '!=', value: match[3] ?? match[4]! };
  });
  return (item) => terms.every((term) => (String(valueAt(item, term.path)) === term.value) !== term.negate);
}

/** `labels.<key>` names one label whatever its key holds (`labels.cloud.googleapis.com/region`); other fields split at dots. */
function pathOf(field: string): string[] {
  return field.startsWith('labels.') ? ['labels', field.slice('labels.'.length)] : field.split('.');
}

function valueAt(item: unknown, path: readonly string[]): unknown {
  let current = item;
  for (const key of path) {
    if (typeof current !== 'object' || current === null) return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}
