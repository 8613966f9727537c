/**
 * Where a secret shorter than `minimumSecretLength` is scrubbed: only as a whole token in a credential-bearing
 * position (after a credential label, an auth scheme, in URL user info), since anywhere else it would match
 * ordinary words. Part of the error path, which the first call that has such a secret loads before it is sent, and
 * which hands the pattern to the page's `scrubText`. It imports nothing the page has: the forms of a secret come from the
 * page's `redaction.ts` ({@link shortSecretsWith}).
 */
import type * as textRedaction from './redaction.js';

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

/** @internal What the patterns of short secrets take from the page. */
export type ShortSecretTools = Pick<typeof textRedaction, 'secretForms' | 'anyHexCase' | 'escapeRegExp'>;

/** @internal The patterns of a short secret's forms, built with the page's forms of a secret. */
export function shortSecretsWith({ secretForms, anyHexCase, escapeRegExp }: ShortSecretTools) {
  /** Every form of a secret as one alternation, percent-encoded forms matching either hex case. */
  function formsPattern(secret: string): string {
    return secretForms(secret)
      .map((form) => (form.includes('%') ? anyHexCase(form) : escapeRegExp(form)))
      .join('|');
  }

  /** The forms of a short secret, whole tokens in a credential-bearing position; group 1 is what precedes it. */
  function shortSecretPattern(secret: string): RegExp {
    return new RegExp(`${credentialPosition}(?:${formsPattern(secret)})${tokenEnd}`, 'g');
  }

  return { formsPattern, shortSecretPattern };
}
