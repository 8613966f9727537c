/**
 * The fake's reading of `orderBy`: comma-separated fields, each optionally followed by `asc` or `desc`.
 */
import { valuesAt } from './filter-expression.js';
import { invalidArgument } from './google-errors.js';

/** Sorts a copy of `items` by `orderBy`; without it, returns them as they are. Throws 400 for unknown fields. */
export function orderItems<T>(items: readonly T[], orderBy: string | null | undefined, fields: readonly string[]): T[] {
  if (orderBy === null || orderBy === undefined || orderBy.trim() === '') return [...items];
  const keys = orderBy.split(',').map((part) => {
    const [field, direction = 'asc', extra] = part.trim().split(/\s+/);
    if (!field || extra !== undefined || (direction !== 'asc' && direction !== 'desc')) throw invalidArgument(`Invalid orderBy '${orderBy}'`);
    if (!fields.includes(field)) throw invalidArgument(`Sorting by '${field}' is not supported; supported: ${fields.join(', ')}`);
    return { field, sign: direction === 'desc' ? -1 : 1 };
  });
  return [...items].sort((a, b) => {
    for (const { field, sign } of keys) {
      const order = compareValues(valuesAt(a, field)[0], valuesAt(b, field)[0], field);
      if (order !== 0) return order * sign;
    }
    return 0;
  });
}

function compareValues(a: unknown, b: unknown, field: string): number {
  if (a === undefined || b === undefined) return a === b ? 0 : a === undefined ? -1 : 1;
  if (field.endsWith('Time')) return Math.sign(Date.parse(String(a)) - Date.parse(String(b)));
  if (typeof a === 'number' && typeof b === 'number') return Math.sign(a - b);
  if (typeof a === 'string' && typeof b === 'string' && /^-?\d+$/.test(a) && /^-?\d+$/.test(b)) {
    const x = BigInt(a);
    const y = BigInt(b);
    return x < y ? -1 : x > y ? 1 : 0;
  }
  const x = String(a);
  const y = String(b);
  return x < y ? -1 : x > y ? 1 : 0;
}
