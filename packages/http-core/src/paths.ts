import { hasControlCharacters, hasLoneSurrogate } from './control-characters.js';
import { refusal } from './deferred-error.js';
import { ValidationError, type RequestSummary } from './errors.js';
import { pathWords, type PathProblem } from './path-words.js';

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
 * or their percent-encoded forms) is refused with a {@link ValidationError} of `request` naming the parameter
 * as `names` has it (as the caller wrote it, `appName`, rather than as the path does, `app_name`). Its sentence
 * is worded on the error path (`path-words.ts`): until then it only names the parameter.
 */
export function expandPath(
  path: PathTemplate,
  values: Readonly<Record<string, unknown>>,
  request: RequestSummary = {},
  names: Readonly<Record<string, string>> = {},
): string {
  let out = '';
  let skipLeadingSlash = false;
  for (const part of path.parts) {
    if (part.kind === 'literal') {
      out += skipLeadingSlash && part.text.startsWith('/') ? part.text.slice(1) : part.text;
      skipLeadingSlash = false;
      continue;
    }
    const encoded = encodeValue(values[part.name], part.multiSegment);
    if (typeof encoded !== 'string') {
      const field = names[part.name] ?? part.name;
      throw refusal('paramValue', { ...request, field }, field, ...encoded);
    }
    // The root scope `/` of a multi-segment parameter: drop the template's own slash so the join stays single.
    if (part.multiSegment && encoded === '') skipLeadingSlash = out.endsWith('/') || out === '';
    out += encoded;
  }
  return out;
}

/** Checks and encodes a value that must be exactly one path segment; a value refused throws a {@link ValidationError} naming `field`. */
export function encodeSegment(field: string, value: unknown): string {
  return worded(field, encodeValue(value, false));
}

/**
 * Checks and encodes a value holding several segments. One leading and one trailing `/` are dropped
 * (the template supplies the separators); `/` alone means the root and expands to nothing.
 */
export function encodeMultiSegment(field: string, value: unknown): string {
  return worded(field, encodeValue(value, true));
}

/** The encoded value, or the {@link ValidationError} of its problem, worded at once. */
function worded(field: string, encoded: string | PathRefusal): string {
  if (typeof encoded === 'string') return encoded;
  throw new ValidationError(pathWords(field, ...encoded), { field });
}

/** Why a value cannot stand in a path: the problem's name in `path-words.ts`, and what fills its sentence. */
type PathRefusal = [problem: PathProblem, detail?: string | number];

/** A value percent-encoded as one segment, or with `multi` as several, or why it cannot be. */
function encodeValue(value: unknown, multi: boolean): string | PathRefusal {
  if (value === undefined || value === null) return ['required'];
  if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'bigint') return ['type', typeof value];
  const text = String(value);
  if (text === '') return ['empty'];
  if (text.includes('\\')) return [multi ? 'backslash' : 'slash'];
  if (multi && text === '/') return '';
  if (!multi && text.includes('/')) return ['slash'];
  const segments = multi ? text.replace(/^\//, '').replace(/\/$/, '').split('/') : [text];
  for (const segment of segments) {
    const problem = segmentProblem(segment);
    if (problem !== undefined) return problem;
  }
  return segments.map(encodeURIComponent).join('/');
}

function segmentProblem(segment: string): PathRefusal | undefined {
  if (segment === '') return ['emptySegment'];
  if (segment.length > MAX_SEGMENT_LENGTH) return ['long', MAX_SEGMENT_LENGTH];
  if (hasControlCharacters(segment)) return ['control'];
  // encodeURIComponent would throw a URIError: there is no UTF-8 form to percent-encode.
  if (hasLoneSurrogate(segment)) return ['surrogate'];
  if (segment.includes('?') || segment.includes('#')) return ['queryOrFragment'];
  const decoded = safeDecode(segment);
  if (decoded === '.' || decoded === '..') return ['dots'];
  if (decoded !== segment && (/[/\\?#]/.test(decoded) || hasControlCharacters(decoded))) return ['encoded'];
  return undefined;
}

function safeDecode(segment: string): string {
  if (!segment.includes('%')) return segment;
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
