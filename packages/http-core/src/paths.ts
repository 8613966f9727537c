import { hasControlCharacters, hasLoneSurrogate } from './control-characters.js';
import { ValidationError } from './errors.js';

/** A piece of a path template: literal text or a `{param}` reference. */
export type PathPart =
  | { readonly kind: 'literal'; readonly text: string }
  | { readonly kind: 'param'; readonly name: string; readonly multiSegment: boolean };

/** A path template split once into parts, ready to expand many times. */
export interface PathTemplate {
  readonly template: string;
  readonly parts: readonly PathPart[];
  readonly paramNames: readonly string[];
}

/** Longest single segment accepted; longer values are refused before sending. */
export const MAX_SEGMENT_LENGTH = 1024;

const paramPattern = /\{([^{}]+)\}/g;

/**
 * Splits a template such as `/{scope}/providers/Vendor.Authorization/roleAssignments/{name}` into parts.
 *
 * @param multiSegment - names of the parameters that may hold several segments.
 * @param aliases - literal segments to replace, e.g. `{ 'Vendor.Authorization': 'Acme.Authorization' }`.
 */
export function compilePath(
  template: string,
  multiSegment: ReadonlySet<string> = new Set(),
  aliases: Readonly<Record<string, string>> = {},
): PathTemplate {
  const parts: PathPart[] = [];
  const paramNames: string[] = [];
  let last = 0;
  for (const match of template.matchAll(paramPattern)) {
    if (match.index > last) parts.push(literal(template.slice(last, match.index), aliases));
    const name = match[1]!;
    parts.push({ kind: 'param', name, multiSegment: multiSegment.has(name) });
    paramNames.push(name);
    last = match.index + match[0].length;
  }
  if (last < template.length) parts.push(literal(template.slice(last), aliases));
  return { template, parts, paramNames };
}

function literal(text: string, aliases: Readonly<Record<string, string>>): PathPart {
  const replaced = Object.keys(aliases).length === 0
    ? text
    : text.split('/').map((segment) => aliases[segment] ?? segment).join('/');
  return { kind: 'literal', text: replaced };
}

/**
 * Expands a compiled template. Every value is checked and percent-encoded per segment; a value that
 * could change the request's target (`/` in a single segment, `.`/`..`, `?`, `#`, control characters,
 * or their percent-encoded forms) is refused with a {@link ValidationError} naming the parameter.
 */
export function expandPath(path: PathTemplate, values: Readonly<Record<string, unknown>>): string {
  let out = '';
  let skipLeadingSlash = false;
  for (const part of path.parts) {
    if (part.kind === 'literal') {
      out += skipLeadingSlash && part.text.startsWith('/') ? part.text.slice(1) : part.text;
      skipLeadingSlash = false;
      continue;
    }
    const value = values[part.name];
    if (part.multiSegment) {
      const encoded = encodeMultiSegment(part.name, value);
      if (encoded === '') {
        // The root scope `/`: drop the template's own slash so the join stays single.
        skipLeadingSlash = out.endsWith('/') || out === '';
      }
      out += encoded;
    } else {
      out += encodeSegment(part.name, value);
    }
  }
  return out;
}

/** Checks and encodes a value that must be exactly one path segment. */
export function encodeSegment(field: string, value: unknown): string {
  const text = segmentText(field, value);
  if (text.includes('/') || text.includes('\\')) {
    throw new ValidationError(`${field} must be a single path segment; '/' is not allowed`, { field });
  }
  checkSegment(field, text);
  return encodeURIComponent(text);
}

/**
 * Checks and encodes a value holding several segments. One leading and one trailing `/` are dropped
 * (the template supplies the separators); `/` alone means the root and expands to nothing.
 */
export function encodeMultiSegment(field: string, value: unknown): string {
  const text = segmentText(field, value);
  if (text === '/') return '';
  const trimmed = text.replace(/^\//, '').replace(/\/$/, '');
  if (text.includes('\\')) throw new ValidationError(`${field} must not contain '\\'`, { field });
  return trimmed
    .split('/')
    .map((segment) => {
      checkSegment(field, segment);
      return encodeURIComponent(segment);
    })
    .join('/');
}

function segmentText(field: string, value: unknown): string {
  if (value === undefined || value === null) {
    throw new ValidationError(`${field} is required`, { field });
  }
  if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'bigint') {
    throw new ValidationError(`${field} must be a string or a number, got ${typeof value}`, { field });
  }
  const text = String(value);
  if (text === '') throw new ValidationError(`${field} must not be empty`, { field });
  return text;
}

function checkSegment(field: string, segment: string): void {
  if (segment === '') throw new ValidationError(`${field} must not contain an empty segment ('//')`, { field });
  if (segment.length > MAX_SEGMENT_LENGTH) {
    throw new ValidationError(`${field} has a segment longer than ${MAX_SEGMENT_LENGTH} characters`, { field });
  }
  if (hasControlCharacters(segment)) {
    throw new ValidationError(`${field} must not contain control characters (CR, LF, NUL, ...)`, { field });
  }
  if (hasLoneSurrogate(segment)) {
    // encodeURIComponent would throw a URIError: there is no UTF-8 form to percent-encode.
    throw new ValidationError(`${field} must not contain a lone surrogate (half of a UTF-16 pair)`, { field });
  }
  if (segment.includes('?') || segment.includes('#')) {
    throw new ValidationError(`${field} must not contain '?' or '#'`, { field });
  }
  const decoded = safeDecode(segment);
  if (decoded === '.' || decoded === '..') {
    throw new ValidationError(`${field} must not be a '.' or '..' segment`, { field });
  }
  if (decoded !== segment && (/[/\\?#]/.test(decoded) || hasControlCharacters(decoded))) {
    throw new ValidationError(`${field} must not contain percent-encoded '/', '\\', '?', '#' or control characters`, {
      field,
    });
  }
}

function safeDecode(segment: string): string {
  if (!segment.includes('%')) return segment;
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
