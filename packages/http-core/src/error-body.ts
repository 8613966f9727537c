/**
 * Reading fields of a decoded error body whose shape is not known yet: the building blocks of the error-body
 * parsers of the service families (`@org/http-core/google`, ...). Not part of the package's index.
 */

/** A decoded JSON object. */
export type JsonObject = Record<string, unknown>;

/** Whether `value` is a JSON object (not `null`, not an array). */
export const isObject = (value: unknown): value is JsonObject => typeof value === 'object' && value !== null && !Array.isArray(value);

/** `value` when it is a string, else `undefined`. */
export const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/** `value` when it can be an error code (a string or a number), else `undefined`. */
export const codeOf = (value: unknown): string | number | undefined =>
  typeof value === 'string' || typeof value === 'number' ? value : undefined;
