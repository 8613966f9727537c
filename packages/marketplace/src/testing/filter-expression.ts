/**
 * The fake's reading of list filters: comparisons (`=`, `!=`, `<`, `<=`, `>`, `>=`, `:`) of a field with a
 * quoted or bare value, joined by `AND`. Only the fields a list documents may be used.
 */
import { invalidArgument } from './google-errors.js';

interface Term {
  readonly field: string;
  readonly op: string;
  readonly value: string;
}

/** A parsed filter: whether an item matches. */
export type Matcher = (item: unknown) => boolean;

const termPattern = /^\s*([A-Za-z_][A-Za-z0-9_]*(?:\.[A-Za-z_][A-Za-z0-9_]*)*)\s*(!=|<=|>=|=|<|>|:)\s*("(?:[^"\\]|\\.)*"|[^\s"]+)\s*/;

/**
 * Parses a filter for a list whose filterable fields are `fields`; `undefined` or an empty filter matches
 * everything. A field may be written in snake_case (`is_parent`). Throws 400 for anything else.
 */
export function parseFilter(filter: string | null | undefined, fields: readonly string[]): Matcher {
  if (filter === null || filter === undefined || filter.trim() === '') return () => true;
  const terms: Term[] = [];
  let rest = filter;
  for (;;) {
    const found = termPattern.exec(rest);
    if (!found) throw invalidArgument(`Invalid filter near '${rest.trim().slice(0, 40)}'`);
    const field = camel(found[1]!);
    if (!fields.includes(field)) throw invalidArgument(`Filtering on '${found[1]}' is not supported; supported: ${fields.join(', ')}`);
    terms.push({ field, op: found[2]!, value: unquote(found[3]!) });
    rest = rest.slice(found[0].length);
    if (rest.trim() === '') break;
    const and = /^AND\s+/.exec(rest);
    if (!and) throw invalidArgument(`Invalid filter near '${rest.trim().slice(0, 40)}': terms are joined by AND`);
    rest = rest.slice(and[0].length);
  }
  return (item) => terms.every((term) => matches(valuesAt(item, term.field), term));
}

function camel(field: string): string {
  return field.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());
}

function unquote(value: string): string {
  return value.startsWith('"') ? value.slice(1, -1).replace(/\\(.)/g, '$1') : value;
}

/** The values at a dotted path; arrays along the way contribute each element. */
export function valuesAt(item: unknown, path: string): unknown[] {
  let current: unknown[] = [item];
  for (const key of path.split('.')) {
    const next: unknown[] = [];
    for (const value of current) {
      const child = typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined;
      if (Array.isArray(child)) next.push(...child);
      else if (child !== undefined) next.push(child);
    }
    current = next;
  }
  return current;
}

function matches(values: unknown[], term: Term): boolean {
  if (term.op === '!=') return values.every((value) => compare(value, term.value, term.field) !== 0);
  return values.some((value) => {
    const order = compare(value, term.value, term.field);
    switch (term.op) {
      case '=':
      case ':':
        return order === 0;
      case '<':
        return order < 0;
      case '<=':
        return order <= 0;
      case '>':
        return order > 0;
      default:
        return order >= 0;
    }
  });
}

/** Orders a stored value against a filter value: times as instants, numbers as numbers, the rest as text. */
export function compare(value: unknown, wanted: string, field: string): number {
  if (field.endsWith('Time')) {
    const a = Date.parse(String(value));
    const b = Date.parse(wanted);
    if (Number.isNaN(b)) throw invalidArgument(`'${wanted}' is not a timestamp for ${field}`);
    return Math.sign(a - b);
  }
  if (typeof value === 'number') return Math.sign(value - Number(wanted));
  const text = String(value);
  return text < wanted ? -1 : text > wanted ? 1 : 0;
}
