/**
 * How long an error answer asks to wait before the call is tried again: `Retry-After` and the rate-limit reset
 * headers, read by one rule for the error's `retryAfterMs` and the retry decision. On the error path
 * (`error-answer.ts`); when that cannot load, the page reads a wait in whole seconds only (`exchange.ts`).
 */

const delaySeconds = /^\s*\d+\s*$/;
const resetValue = /^\s*\d+(\.\d+)?\s*$/;
/** `Sun, 06 Nov 1994 08:49:37 GMT` (the preferred form), `Sunday, 06-Nov-94 08:49:37 GMT` and `Sun Nov  6 08:49:37 1994`. */
const httpDate = /^\s*(?:[A-Za-z]{3}, \d{2} [A-Za-z]{3} \d{4} \d{2}:\d{2}:\d{2} GMT|[A-Za-z]{6,9}, \d{2}-[A-Za-z]{3}-\d{2} \d{2}:\d{2}:\d{2} GMT|[A-Za-z]{3} [A-Za-z]{3} [ \d]\d \d{2}:\d{2}:\d{2} \d{4})\s*$/;

/**
 * How long the service asked to wait, in ms: `Retry-After` as whole seconds or an HTTP date, else a
 * `RateLimit-Reset` / `X-RateLimit-Reset` header (seconds to wait, or an epoch time in seconds). A value that
 * is none of these (words, several values, a negative number) is ignored; `undefined` when nothing valid is
 * asked. Never negative.
 *
 * @internal
 */
export function retryAfterMs(headers: Headers, now: number = Date.now()): number | undefined {
  const retryAfter = headers.get('retry-after');
  if (retryAfter !== null) {
    if (delaySeconds.test(retryAfter)) return Number(retryAfter) * 1000;
    if (httpDate.test(retryAfter)) {
      const date = Date.parse(retryAfter);
      if (!Number.isNaN(date)) return Math.max(0, date - now);
    }
  }
  const reset = headers.get('ratelimit-reset') ?? headers.get('x-ratelimit-reset');
  if (reset === null || !resetValue.test(reset)) return undefined;
  const value = Number(reset);
  return value > 1e9 ? Math.max(0, Math.round(value * 1000 - now)) : Math.round(value * 1000);
}

