import { hasControlCharacters } from './control-characters.js';
import { ValidationError, type RequestSummary } from './errors.js';

/**
 * Refuses headers that `fetch` would reject with a TypeError quoting the value (which may be a credential);
 * names the header only.
 */
export function checkHeaderValues(headers: Readonly<Record<string, string>>, summary: RequestSummary): void {
  for (const [name, value] of Object.entries(headers)) {
    if (typeof value !== 'string' || hasControlCharacters(value)) {
      throw new ValidationError(`Header ${name} must be a string without control characters (CR, LF, NUL, ...)`, {
        ...summary,
        field: `headers.${name}`,
      });
    }
  }
}
