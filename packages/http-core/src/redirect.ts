/**
 * Following a redirect an attempt was answered with: where it leads, and whether it is followed. Loaded on demand
 * (`transport.ts`) with the first answer that redirects, which a page whose calls are never redirected never
 * downloads (a browser's `fetch` never shows the engine one: it hands back an opaque redirect, refused at once).
 */
import type { RequestBody } from './request-builder.js';

/** Redirects followed within one attempt before it is reported as a loop. */
export const MAX_REDIRECTS = 4;

/** The request an attempt sends at one hop. */
export interface Hop {
  readonly method: string;
  readonly url: string;
  readonly body: RequestBody | undefined;
  /** Changed in place when the next request drops its body. */
  readonly headers: Record<string, string>;
}

/** Why a redirect is not followed; the same kinds as the `Outcome` of an attempt. */
export type RedirectStop =
  | { readonly kind: 'redirect-refused'; readonly origin: string | undefined }
  | { readonly kind: 'redirect-invalid' }
  | { readonly kind: 'redirect-loop'; readonly hops: number };

/**
 * The request of the next hop after `response` redirected `hop` to `location` (its body cancelled); or why it
 * is not followed: a location that is not a URL, another origin (or any redirect when `redirects` is `none`), or
 * more than {@link MAX_REDIRECTS} hops. A 303, or a 301 or 302 answering a POST, turns the next request into a GET
 * without a body. What the location holds is never shown: it may echo a credential.
 */
export async function nextHop(response: Response, location: string, hop: Hop, hops: number, redirects: 'same-origin' | 'none'): Promise<Hop | RedirectStop> {
  await response.body?.cancel().catch(() => {});
  const next = parseLocation(location, hop.url);
  if (next === undefined) return { kind: 'redirect-invalid' };
  if (redirects === 'none' || next.origin !== new URL(hop.url).origin) return { kind: 'redirect-refused', origin: next.origin };
  if (hops >= MAX_REDIRECTS) return { kind: 'redirect-loop', hops: hops + 1 };
  const { status } = response;
  if (status === 303 || ((status === 301 || status === 302) && hop.method === 'POST')) {
    delete hop.headers['content-type'];
    return { method: 'GET', url: next.href, body: undefined, headers: hop.headers };
  }
  return { ...hop, url: next.href };
}

/** A redirect's target, resolved against the URL that answered; `undefined` when it is not a URL. */
function parseLocation(location: string, base: string): URL | undefined {
  try {
    return new URL(location, base);
  } catch {
    return undefined;
  }
}
