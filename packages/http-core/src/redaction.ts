/**
 * Redaction of text: what may be shown of a URL (query parameters only when allow-listed; every other value
 * becomes `[REDACTED]`), and known secret values (tokens, keys, passwords) scrubbed from any text that reaches a
 * message, a log line or an error body. Headers, whole values and errors: `value-redaction.ts`.
 */

import { hasLoneSurrogate } from './control-characters.js';

/** Replacement text for hidden values. */
export const REDACTED = '[REDACTED]';

/**
 * Shortest value scrubbed wherever it shows. A shorter secret (a 3-character password) would match ordinary
 * words, so it is scrubbed only where it stands as a whole token in a credential-bearing position: after a
 * credential label (`password=`, `"api_key": "`, `x-api-key: `, ...), after an auth scheme (`Bearer `, `Basic `),
 * in URL user info (`//user:pw@`), or as a whole token of a field whose name is such a label.
 */
export const minimumSecretLength = 4;

/** Shows an URL with query values outside `allowedQuery` and any user info replaced. */
export function redactUrl(url: string | URL, allowedQuery: ReadonlySet<string>): string {
  let parsed: URL;
  try {
    parsed = typeof url === 'string' ? new URL(url) : new URL(url.href);
  } catch {
    return REDACTED;
  }
  if (parsed.username || parsed.password) {
    parsed.username = '';
    parsed.password = '';
  }
  if (parsed.search === '') return parsed.href;
  const shown: string[] = [];
  for (const [name, value] of parsed.searchParams) {
    shown.push(`${encodeURIComponent(name)}=${allowedQuery.has(name) ? encodeURIComponent(value) : REDACTED}`);
  }
  return `${parsed.origin}${parsed.pathname}?${shown.join('&')}`;
}

/**
 * Replaces each secret in `text` in every form a service may echo it: as given, percent-encoded (upper- or
 * lower-case hex, as `encodeURIComponent` and `encodeURI` write it), form-encoded (`+` for a space, as
 * `URLSearchParams` writes it), and as a header echoes it (UTF-8 bytes read as Latin-1). Secrets shorter than 4
 * characters are scrubbed only in credential-bearing positions, as whole tokens.
 */
export function scrubText(text: string, secrets: readonly string[]): string {
  let out = text;
  for (const secret of secrets) {
    if (typeof secret !== 'string' || secret === '') continue;
    if (secret.length < minimumSecretLength) {
      out = out.replace(shortSecretPattern(secret), `$1${REDACTED}`);
      continue;
    }
    for (const form of secretForms(secret)) {
      if (!form.includes('%')) {
        if (out.includes(form)) out = out.split(form).join(REDACTED);
      } else if (out.includes('%')) {
        out = out.replace(new RegExp(anyHexCase(form), 'g'), REDACTED);
      }
    }
  }
  return out;
}

/** The forms of a secret (at least 4 characters long) to look for, each once. */
export function secretForms(secret: string): string[] {
  const forms = new Set([secret]);
  // A lone surrogate has no percent-encoded form (encodeURIComponent throws).
  if (hasLoneSurrogate(secret)) return [secret];
  const percent = encodeURIComponent(secret);
  forms.add(percent);
  forms.add(percent.replace(/%20/g, '+'));
  forms.add(encodeURI(secret));
  forms.add(new URLSearchParams([['', secret]]).toString().slice(1));
  // Echoed in a header, a secret beyond ASCII arrives as its UTF-8 bytes, each read as one Latin-1 character.
  // eslint-disable-next-line no-control-regex
  if (/[^\u0000-\u007f]/.test(secret)) forms.add(String.fromCharCode(...new TextEncoder().encode(secret)));
  return [...forms];
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');
}

/** A pattern of a percent-encoded form that matches its hex digits in upper or lower case (`%2F`, `%2f`). */
function anyHexCase(form: string): string {
  return form
    .split(/(%[0-9A-F]{2})/)
    .map((part, index) =>
      index % 2 === 1
        ? `%${[...part.slice(1)].map((digit) => (/[A-F]/.test(digit) ? `[${digit}${digit.toLowerCase()}]` : digit)).join('')}`
        : escapeRegExp(part),
    )
    .join('');
}

/** `pass`, `Password`, `PASSWD`: a pattern matching `word` in any case. */
function anyCase(word: string): string {
  return [...word].map((letter) => `[${letter.toLowerCase()}${letter.toUpperCase()}]`).join('');
}

const labelStems = ['pass', 'pwd', 'secret', 'token', 'key', 'user', 'login', 'auth', 'credential', 'signature', 'sig'];
const labelText = `[\\w.-]*(?:${labelStems.map(anyCase).join('|')})[\\w.-]*`;
/** A field or parameter name that says its value is a credential. */
const credentialLabel = new RegExp(`^${labelText}$`);
/** Whether a field or parameter name says its value is a credential (`password`, `apiKey`, `userToken`, ...). */
export function isCredentialName(name: string): boolean {
  return credentialLabel.test(name);
}

/** What may stand before a short secret: a credential label and its separator, an auth scheme, URL user info. */
const credentialPosition =
  `((?:^|[^\\w.-])${labelText}["']?\\s*[:=]\\s*["']?` +
  `|\\b(?:${['bearer', 'basic', 'digest', 'token'].map(anyCase).join('|')})\\s+` +
  `|//(?:[^\\s/@:]*:)?)`;
/** @internal What may follow a whole token: anything but a character that would continue it. */
export const tokenEnd = '(?![\\w%~+-])';

/** The forms of a short secret, whole tokens in a credential-bearing position; group 1 is what precedes it. */
function shortSecretPattern(secret: string): RegExp {
  return new RegExp(`${credentialPosition}(?:${formsPattern(secret)})${tokenEnd}`, 'g');
}

/** @internal Every form of a secret as one alternation, percent-encoded forms matching either hex case. */
export function formsPattern(secret: string): string {
  return secretForms(secret)
    .map((form) => (form.includes('%') ? anyHexCase(form) : escapeRegExp(form)))
    .join('|');
}
