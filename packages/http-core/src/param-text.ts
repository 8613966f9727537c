/** A parameter's value as the text it travels as (in a query, a header, a form field): a `Date` as its ISO form. */
export function scalar(value: unknown): string {
  if (value instanceof Date) return value.toISOString();
  return String(value);
}
