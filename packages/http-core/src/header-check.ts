import { hasControlCharacters, hasNonLatin1 } from './control-characters.js';
import { ValidationError, type RequestSummary } from './errors.js';

/** An HTTP token (RFC 9110): what a header name must be. */
const token = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;

/** What is wrong with a header name, or `undefined` when `fetch` accepts it. */
export function headerNameProblem(name: string): string | undefined {
  return typeof name === 'string' && token.test(name)
    ? undefined
    : "is not a valid header name (letters, digits and !#$%&'*+-.^_`|~ only)";
}

/** What is wrong with a header value, or `undefined` when `fetch` sends it as given. Never quotes the value. */
export function headerValueProblem(value: unknown): string | undefined {
  if (typeof value !== 'string') return 'must be a string';
  if (hasControlCharacters(value)) return 'must not contain control characters (CR, LF, NUL, ...)';
  if (hasNonLatin1(value)) return 'must hold only characters up to U+00FF (Latin-1): a header cannot carry others';
  return undefined;
}

/**
 * Refuses a header `fetch` would reject with a TypeError (a name that is not a token, a value with a control
 * character or a character above U+00FF), naming `field` and never the value, which may be a credential.
 */
export function checkHeader(field: string, name: string, value: unknown, summary: RequestSummary): void {
  const problem = headerNameProblem(name) ?? headerValueProblem(value);
  if (problem !== undefined) throw new ValidationError(`${field} ${problem}`, { ...summary, field });
}

/**
 * Refuses headers that `fetch` would reject with a TypeError quoting the value (which may be a credential);
 * names the header only, as `headers.<name>`.
 */
export function checkHeaderValues(headers: Readonly<Record<string, string>>, summary: RequestSummary): void {
  for (const name in headers) checkHeader(`headers.${displayName(name)}`, name, headers[name], summary);
}

/** A header name as it may be shown in a field: as given when it is a token, else quoted. */
export function displayName(name: string): string {
  return token.test(name) ? name : JSON.stringify(String(name));
}
