import * as z from '@org/http-core/light';
import { plainCheck } from '@org/http-core/light';

/**
 * Whether `value` is an origin the service accepts as a merchant domain: an `http` or `https` scheme and a
 * host, with an optional port, and nothing else: no path (not even a trailing `/`), query, fragment or user
 * info. The text must already be in the canonical form a browser reports as `window.location.origin`
 * (lower-case host, no default port), so that the keys in the answer match the domains sent.
 *
 * @example
 * ```ts
 * isOriginDomain('https://www.example.com');      // true
 * isOriginDomain('http://localhost:8080');        // true
 * isOriginDomain('https://www.example.com/shop'); // false: a path
 * isOriginDomain('www.example.com');              // false: no scheme
 * ```
 */
export function isOriginDomain(value: string): boolean {
  try {
    const { protocol, origin } = new URL(value);
    // Anything but a string is refused too: its text may parse, but is never the string itself.
    return (protocol === 'https:' || protocol === 'http:') && origin === value;
  } catch {
    return false;
  }
}

/**
 * A merchant domain, checked as an origin before anything is sent (see {@link isOriginDomain}).
 * `new URL(address).origin` turns any address into this form.
 */
export const originDomain = z
  .string()
  .check(
    plainCheck(
      isOriginDomain,
      'must be an origin: http or https scheme and a lower-case host with an optional port, without path, trailing slash, query or fragment (for example https://www.example.com)',
    ),
  );
