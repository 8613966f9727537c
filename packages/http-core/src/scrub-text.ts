/**
 * `scrubText` as the package exports it: the page's redaction of text (`redaction.ts`) with where a short secret
 * stands (`credential-position.ts`) known from the start, rather than once the error path has loaded.
 */
import { shortSecretsWith } from './credential-position.js';
import { anyHexCase, escapeRegExp, scrubText as scrubTextWith, secretForms } from './redaction.js';

const { shortSecretPattern } = /* @__PURE__ */ shortSecretsWith({ secretForms, anyHexCase, escapeRegExp });

/**
 * Replaces each secret in `text` in every form a service may echo it: as given, percent-encoded (upper- or
 * lower-case hex), form-encoded, and as a header echoes it (UTF-8 bytes read as Latin-1). Secrets shorter than 4
 * characters are scrubbed only in credential-bearing positions, as whole tokens.
 */
export function scrubText(text: string, secrets: readonly string[]): string {
  return scrubTextWith(text, secrets, shortSecretPattern);
}
