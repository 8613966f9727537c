/**
 * Redaction of values: headers shown only when allow-listed, secret values scrubbed from every string of an
 * object (a result, an error body) and from an error with its causes. Built on the text redaction of
 * `redaction.ts`, which the page hands over ({@link valueRedactionWith}); what a failing call or a debug line
 * needs, loaded with the error path.
 */

import { isCredentialName, shortSecretsWith, tokenEnd, type ShortSecretTools } from './credential-position.js';
import type * as textRedaction from './redaction.js';

/** Headers that never carry credentials and help debugging. */
export const defaultAllowedHeaders: ReadonlySet<string> = new Set([
  'accept',
  'content-type',
  'content-length',
  'content-encoding',
  'date',
  'etag',
  'link',
  'retry-after',
  'ratelimit',
  'ratelimit-policy',
  'ratelimit-limit',
  'ratelimit-remaining',
  'ratelimit-reset',
  'x-ratelimit-limit',
  'x-ratelimit-remaining',
  'x-ratelimit-reset',
  'request-id',
  'x-request-id',
  'x-ms-request-id',
  'x-ms-correlation-request-id',
  'x-correlation-id',
  'x-goog-request-id',
  'user-agent',
]);

/** Keeps only allow-listed headers (for storing on errors). */
export function pickHeaders(headers: Headers, allowed: ReadonlySet<string> = defaultAllowedHeaders): Record<string, string> {
  const kept: Record<string, string> = {};
  headers.forEach((value, name) => {
    if (allowed.has(name)) kept[name] = value;
  });
  return kept;
}

/** What replaces the part of a value past the limits of the deep scrub of errors and results. */
export const TRUNCATED = '[TRUNCATED]';

/** What replaces a value that contains itself, in a copy made by the deep scrub of errors and results. */
export const CIRCULAR = '[CIRCULAR]';

/**
 * How much of a value the deep scrub of errors and results copies: at most `values` strings, numbers, objects
 * and arrays in all, nested at most `depth` levels. What lies past either is replaced by {@link TRUNCATED}, never kept unscrubbed.
 */
export const scrubLimits = { values: 100_000, depth: 1_000 } as const;

/** One object or array being copied: where it came from, its copy, and the next of its keys to copy. */
interface ScrubFrame {
  readonly source: Record<string, unknown> | readonly unknown[];
  readonly copy: Record<string, unknown> | unknown[];
  readonly keys: readonly string[] | undefined;
  readonly depth: number;
  index: number;
}

/** Whether the deep scrub of errors and results copies `value`: an array, or an object of no class. */
function isCopied(value: unknown): value is Record<string, unknown> | readonly unknown[] {
  if (Array.isArray(value)) return true;
  if (value === null || typeof value !== 'object') return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

function frameOf(source: Record<string, unknown> | readonly unknown[], depth: number): ScrubFrame {
  if (Array.isArray(source)) return { source, copy: [], keys: undefined, depth, index: 0 };
  const copy = Object.getPrototypeOf(source) === null ? (Object.create(null) as Record<string, unknown>) : {};
  return { source, copy, keys: Object.keys(source), depth, index: 0 };
}

/** @internal What the redaction of values takes from the page: the redaction of text (`redaction.ts`). */
export type ValueRedactionTools = Pick<typeof textRedaction, 'minimumSecretLength' | 'REDACTED' | 'scrubText'> & ShortSecretTools;

/**
 * The redaction of values, built on the page's redaction of text, with where short secrets stand
 * (`credential-position.ts`); `shortSecretPattern` is that of the page's `scrubText` once the error path has loaded.
 */
export function valueRedactionWith(tools: ValueRedactionTools) {
  const { minimumSecretLength, REDACTED } = tools;
  const { formsPattern, shortSecretPattern } = shortSecretsWith(tools);
  const scrubText = (text: string, secrets: readonly string[]): string => tools.scrubText(text, secrets, shortSecretPattern);

  /** Shows headers, allow-listed ones in full and the rest as `[REDACTED]`. */
  function redactHeaders(
    headers: Headers,
    allowed: ReadonlySet<string> = defaultAllowedHeaders,
  ): Record<string, string> {
    const shown: Record<string, string> = {};
    headers.forEach((value, name) => {
      shown[name] = allowed.has(name) ? value : REDACTED;
    });
    return shown;
  }

  /** Headers as a log line shows them: allow-listed ones in full and the rest `[REDACTED]`, `secrets` scrubbed. */
  function shownHeaders(headers: Headers, secrets: readonly string[]): Record<string, string> {
    return scrubDeep(redactHeaders(headers), secrets);
  }

  /**
   * Deep copy of `value` with secrets scrubbed from every string and key, at any depth: walked without recursion,
   * a value that contains itself becomes {@link CIRCULAR}, and past {@link scrubLimits} the rest is
   * {@link TRUNCATED}. Arrays and objects whose prototype is `Object.prototype` or `null` are copied (keys are
   * defined, never assigned: a `__proto__` key stays a key); other objects are kept as they are.
   */
  function scrubDeep<T>(value: T, secrets: readonly string[]): T {
    if (secrets.length === 0) return value;
    if (typeof value === 'string') return scrubText(value, secrets) as T;
    if (!isCopied(value)) return value;
    let budget = scrubLimits.values - 1;
    const open = new Set<object>([value]);
    const root = frameOf(value, 0);
    const stack: ScrubFrame[] = [root];
    while (stack.length > 0) {
      const frame = stack[stack.length - 1]!;
      const length = frame.keys === undefined ? (frame.source as readonly unknown[]).length : frame.keys.length;
      if (frame.index >= length) {
        open.delete(frame.source);
        stack.pop();
        continue;
      }
      const at = frame.index++;
      const key = frame.keys === undefined ? undefined : frame.keys[at]!;
      const item = key === undefined ? (frame.source as readonly unknown[])[at] : (frame.source as Record<string, unknown>)[key];
      let copied: unknown;
      let child: ScrubFrame | undefined;
      if (budget-- <= 0) {
        // Out of room: this value says so, and nothing after it is copied.
        put(frame, key, TRUNCATED, secrets);
        stack.length = 0;
        break;
      } else if (typeof item === 'string') {
        // `{"password": "abc"}`: the field's name makes its value a credential-bearing position.
        copied = scrubText(key !== undefined && isCredentialName(key) ? scrubShortTokens(item, secrets) : item, secrets);
      } else if (!isCopied(item)) {
        copied = item;
      } else if (open.has(item)) {
        copied = CIRCULAR;
      } else if (frame.depth + 1 >= scrubLimits.depth) {
        copied = TRUNCATED;
      } else {
        child = frameOf(item, frame.depth + 1);
        copied = child.copy;
      }
      put(frame, key, copied, secrets);
      if (child) {
        open.add(item as object);
        stack.push(child);
      }
    }
    return root.copy as T;
  }

  /** Adds a copied value to the copy of its object (under its scrubbed key) or array. */
  function put(frame: ScrubFrame, key: string | undefined, value: unknown, secrets: readonly string[]): void {
    if (key === undefined) (frame.copy as unknown[]).push(value);
    else Object.defineProperty(frame.copy, scrubText(key, secrets), { value, writable: true, enumerable: true, configurable: true });
  }

  /** In the value of a credential-labelled field: short secrets as whole tokens anywhere. */
  function scrubShortTokens(text: string, secrets: readonly string[]): string {
    let out = text;
    for (const secret of secrets) {
      if (typeof secret !== 'string' || secret === '' || secret.length >= minimumSecretLength) continue;
      out = out.replace(new RegExp(`(^|[^\\w%~+-])(?:${formsPattern(secret)})${tokenEnd}`, 'g'), `$1${REDACTED}`);
    }
    return out;
  }

  /**
   * `error` with `secrets` scrubbed from its message, stack, every field and its cause chain. A cause that holds
   * none of the secrets is kept as it is (the very object: a caller's abort reason stays recognisable); one that
   * does is replaced by a scrubbed copy. Fields are rewritten in place; the same error is returned.
   */
  function redactError<E extends Error>(error: E, secrets: readonly string[]): E {
    const hidden = secrets.filter((secret) => typeof secret === 'string' && secret !== '');
    if (hidden.length === 0) return error;
    const fields = error as unknown as Record<string, unknown>;
    for (const key of Object.keys(error)) {
      if (key === 'cause') continue;
      fields[key] = scrubDeep(fields[key], hidden);
    }
    error.message = scrubText(error.message, hidden);
    if (error.stack !== undefined) error.stack = scrubText(error.stack, hidden);
    if (error.cause !== undefined) {
      const cause = scrubCause(error.cause, hidden);
      if (cause !== error.cause) Object.defineProperty(error, 'cause', { value: cause, writable: true, configurable: true, enumerable: false });
    }
    return error;
  }

  /**
   * A cause chain with secrets scrubbed: the cause itself when no secret appears in it, else a copy that keeps
   * its name, code and (scrubbed) message, stack and causes. A value that is neither an error nor text is kept
   * when none of its own string fields holds a secret, and dropped otherwise.
   */
  function scrubCause(cause: unknown, secrets: readonly string[], depth = 0): unknown {
    if (typeof cause === 'string') return scrubText(cause, secrets);
    if (cause === null || typeof cause !== 'object') return cause;
    if (depth > 20) return undefined;
    if (!(cause instanceof Error)) return holdsSecret(cause, secrets) ? undefined : cause;
    const inner = (cause as { cause?: unknown }).cause;
    const scrubbedInner = inner === undefined ? undefined : scrubCause(inner, secrets, depth + 1);
    const clean = scrubbedInner === inner && !holdsSecret(cause, secrets) && scrubText(cause.message, secrets) === cause.message && scrubText(cause.stack ?? '', secrets) === (cause.stack ?? '');
    if (clean) return cause;
    const copy = new Error(scrubText(cause.message, secrets), scrubbedInner === undefined ? undefined : { cause: scrubbedInner });
    copy.name = cause.name;
    copy.stack = scrubText(cause.stack ?? '', secrets);
    const code = (cause as { code?: unknown }).code;
    if (typeof code === 'string' || typeof code === 'number') Object.assign(copy, { code: typeof code === 'string' ? scrubText(code, secrets) : code });
    return copy;
  }

  /** Whether a secret appears in one of `value`'s own keys or fields, at any depth (up to 20 levels). */
  function holdsSecret(value: object, secrets: readonly string[], depth = 0): boolean {
    if (depth > 20) return true;
    for (const key of Object.keys(value)) {
      if (scrubText(key, secrets) !== key) return true;
      const field = (value as Record<string, unknown>)[key];
      if (typeof field === 'string' ? scrubText(field, secrets) !== field : typeof field === 'object' && field !== null && holdsSecret(field, secrets, depth + 1)) return true;
    }
    return false;
  }

  return { shortSecretPattern, redactHeaders, shownHeaders, scrubDeep, redactError };
}
