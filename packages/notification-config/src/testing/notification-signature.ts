import { fromHex, hmacSha256, toBase64 } from '@org/http-core/deliveries';
import type { StoredConfiguration } from './state.js';

/** How the fake signs one delivery: as the service does, or with a signature that cannot match (`bad`). */
export type SignatureMode = 'valid' | 'bad';

/** A key no configuration uses: what a `bad` signature is made with. */
const WRONG_KEY = new Uint8Array(32).fill(0x5a);

/**
 * The headers the service sends with a notification to a configuration: JSON, its Basic credentials when both
 * are set, and when it has an HMAC key (its own `hmacSignatureKey`, else the fake's), `HmacSignature` (base64
 * HMAC-SHA256 of the exact body under the hex key) with `Protocol: HmacSHA256`.
 */
export async function notificationHeaders(
  stored: StoredConfiguration,
  body: string,
  fakeKey: string | undefined,
  mode: SignatureMode = 'valid',
): Promise<Record<string, string>> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (stored.notifyUsername !== undefined && stored.notifyPassword !== undefined) {
    headers.authorization = `Basic ${toBase64(new TextEncoder().encode(`${stored.notifyUsername}:${stored.notifyPassword}`))}`;
  }
  const key = stored.hmacSignatureKey ?? fakeKey;
  if (key !== undefined) {
    headers.hmacsignature = toBase64(await hmacSha256(mode === 'bad' ? WRONG_KEY : fromHex(key)!, body));
    headers.protocol = 'HmacSHA256';
  }
  return headers;
}
