/**
 * Redaction of text: what may be shown of a URL (query parameters only when allow-listed; every other value
 * becomes `[REDACTED]`), and known secret values (tokens, keys, passwords) scrubbed from any text that reaches a
 * message, a log line or an error body. Where a short secret may stand: `credential-position.ts`, loaded on
 * demand. Headers, whole values and errors: `value-redaction.ts`.
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

/** Whether `secret` is shorter than {@link minimumSecretLength}, and not empty: scrubbed only in credential-bearing positions. */
export function isShortSecret(secret: unknown): boolean {
  return typeof secret === 'string' && secret !== '' && secret.length < minimumSecretLength;
}

/** The pattern of a short secret in a credential-bearing position (group 1 is what precedes it), once loaded (`credential-position.ts`). */
let shortSecretPattern: ((secret: string) => RegExp) | undefined;

/** @internal Takes the pattern of short secrets (`credential-position.ts`) when the error path loads. */
export function useShortSecretPattern(pattern: (secret: string) => RegExp): void {
  shortSecretPattern = pattern;
}

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
 * characters are scrubbed only in credential-bearing positions, as whole tokens (`shortSecrets`); until where those
 * are has loaded, such a secret is scrubbed wherever it shows, as a longer one is.
 */
export function scrubText(text: string, secrets: readonly string[], shortSecrets = shortSecretPattern): string {
  let out = text;
  for (const secret of secrets) {
    if (typeof secret !== 'string' || secret === '') continue;
    if (shortSecrets && secret.length < minimumSecretLength) {
      out = out.replace(shortSecrets(secret), `$1${REDACTED}`);
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

/** @internal `text` as a pattern matching it literally. */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');
}

/** @internal A pattern of a percent-encoded form that matches its hex digits in upper or lower case (`%2F`, `%2f`). */
export function anyHexCase(form: string): string {
  return form
    .split(/(%[0-9A-F]{2})/)
    .map((part, index) =>
      index % 2 === 1
        ? `%${[...part.slice(1)].map((digit) => (/[A-F]/.test(digit) ? `[${digit}${digit.toLowerCase()}]` : digit)).join('')}`
        : escapeRegExp(part),
    )
    .join('');
}
