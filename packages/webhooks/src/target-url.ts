import { isLoopbackHost } from '@org/http-core';
import * as z from '@org/http-core/light';
import { plainCheck } from '@org/http-core/light';

/**
 * Whether `url` may serve as an app's target URL: an absolute `https:` URL, or a plain `http:` URL whose
 * host is the local machine (`localhost`, `127.0.0.0/8`, `[::1]`), so that a receiver can be tested
 * locally. Any other `http:` URL, a relative URL or another scheme is refused.
 *
 * @example
 * ```ts
 * isAllowedTargetUrl('https://hooks.example.com/events'); // true
 * isAllowedTargetUrl('http://127.0.0.1:8080/events');     // true: loopback, for local tests
 * isAllowedTargetUrl('http://hooks.example.com/events');  // false
 * ```
 */
export function isAllowedTargetUrl(url: string): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (parsed.protocol === 'https:') return parsed.hostname !== '';
  if (parsed.protocol === 'http:') return isLoopbackHost(parsed.hostname);
  return false;
}

export { isLoopbackHost };

/**
 * The target URL of an app's settings, checked before sending with {@link isAllowedTargetUrl}. The value
 * itself never appears in the error message (a receiver URL may carry a token).
 */
export const TargetUrl = z
  .string()
  .check(plainCheck(isAllowedTargetUrl, 'must be an absolute https URL (plain http is allowed only to localhost, 127.0.0.0/8 or [::1])'));
