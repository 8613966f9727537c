import type * as controlCharacters from './control-characters.js';
import type * as errors from './errors.js';
import type { RequestSummary, ValidationError } from './errors.js';

/** @internal What checking a path takes from the page. */
export type RequestPathTools = Pick<typeof errors, 'ValidationError'> & Pick<typeof controlCharacters, 'hasControlCharacters' | 'hasLoneSurrogate'>;

/** Characters a path segment may hold as they are (RFC 3986 `pchar` without `%`); others are percent-encoded. */
const segmentCharacter = /[A-Za-z0-9\-._~!$&'()*+,;=:@]/;
const percentEscape = /^%[0-9A-Fa-f]{2}/;

/** @internal The check of paths of calls the table does not declare, built with the page's tools. */
export function requestPathWith({ ValidationError, hasControlCharacters, hasLoneSurrogate }: RequestPathTools) {
  /**
   * The path of a call the table does not declare (`client.request`), checked and percent-encoded, to be added
   * to the client's base path as an operation's path is: `/` plus the segments, or `''` for the base URL itself.
   *
   * - `widgets/1` and `/widgets/1` both go to `<base URL>/widgets/1`: a leading `/` does not leave the base path.
   * - An absolute `http(s)` URL is taken only when it lies on the base URL's origin under its path (a link the
   *   service handed back); anything else, and a protocol-relative `//host`, is refused.
   * - A `.` or `..` segment (also percent-encoded) is refused wherever it stands, as are an empty segment (`a//b`),
   *   `\`, `?` and `#` (query values go in `query`), control characters (also percent-encoded), a lone surrogate
   *   and a `%` that does not start a percent-escape.
   * - Characters a URL cannot hold as they are (space, `{`, non-ASCII letters) are percent-encoded; percent-escapes
   *   are kept as written.
   *
   * Refusals are {@link ValidationError}s of field `path` that never quote the path.
   *
   * @param origin - the base URL's origin (`https://api.example.com`).
   * @param basePath - the base URL's path without a trailing slash (`/v1`, or `''`).
   */
  function requestPath(path: unknown, origin: string, basePath: string, summary: RequestSummary): string {
    const refuse = (why: string) => new ValidationError(`path ${why}`, { ...summary, field: 'path' });
    if (typeof path !== 'string') throw refuse(`must be a string, got ${path === null ? 'null' : typeof path}`);
    let relative = path;
    if (path.startsWith('//')) throw refuse("must not start with '//' (a protocol-relative URL leaves the base URL)");
    if (/^https?:/i.test(path)) relative = pathInside(path, origin, basePath, refuse);
    if (relative.includes('\\')) throw refuse("must not contain '\\'");
    if (relative.includes('?') || relative.includes('#')) throw refuse("must not contain '?' or '#'; give query values in query");
    const segments = (relative.startsWith('/') ? relative.slice(1) : relative).split('/');
    if (segments.length === 1 && segments[0] === '') return '';
    return '/' + segments.map((segment, index) => encodedSegment(segment, index === segments.length - 1, refuse)).join('/');
  }

  function encodedSegment(segment: string, last: boolean, refuse: (why: string) => ValidationError): string {
    if (segment === '') {
      if (last) return '';
      throw refuse("must not contain an empty segment ('//')");
    }
    if (hasControlCharacters(segment)) throw refuse('must not contain control characters (CR, LF, NUL, ...)');
    if (hasLoneSurrogate(segment)) throw refuse('must not contain a lone surrogate (half of a UTF-16 pair)');
    let out = '';
    let decoded = '';
    for (let at = 0; at < segment.length; ) {
      const character = segment[at]!;
      if (character === '%') {
        const escape = percentEscape.exec(segment.slice(at))?.[0];
        if (escape === undefined) throw refuse("holds a '%' that does not start a percent-escape (%XX); write '%25' for a percent sign");
        out += escape;
        decoded += String.fromCharCode(parseInt(escape.slice(1), 16));
        at += 3;
        continue;
      }
      const code = segment.codePointAt(at)!;
      const whole = String.fromCodePoint(code);
      out += segmentCharacter.test(whole) ? whole : encodeURIComponent(whole);
      decoded += whole;
      at += whole.length;
    }
    // `..%2F` would become a `..` segment on a service that decodes `%2F` before resolving the path.
    if (decoded.split(/[/\\]/).some((part) => part === '.' || part === '..')) throw refuse("must not contain a '.' or '..' segment");
    if (hasControlCharacters(decoded)) throw refuse('must not contain percent-encoded control characters');
    return out;
  }

  return requestPath;
}

/** The part of an absolute URL after the base path; refused unless the URL is on the base URL's origin under its path. */
function pathInside(path: string, origin: string, basePath: string, refuse: (why: string) => ValidationError): string {
  let url: URL;
  try {
    url = new URL(path);
  } catch {
    throw refuse('is not a valid URL');
  }
  if (url.origin !== origin) throw refuse(`must stay on the client's base URL; it names another origin (${url.origin})`);
  if (url.username || url.password) throw refuse('must not carry credentials');
  if (url.search || url.hash || path.includes('?') || path.includes('#')) throw refuse("must not contain '?' or '#'; give query values in query");
  // The path as written, before the URL parser resolved any dot segments (refused below).
  const scheme = /^https?:\/\//i.exec(path);
  if (scheme === null) throw refuse('is not a valid URL');
  const start = path.indexOf('/', scheme[0].length);
  const rest = start === -1 ? '' : path.slice(start);
  if (rest !== basePath && !rest.startsWith(`${basePath}/`)) throw refuse(`must stay under the client's base path (${basePath || '/'})`);
  return rest.slice(basePath.length);
}
