import { losslessJsonParse } from '@org/http-core';
import { constantTimeEqual, fromBase64, fromHex, hmacSha256, readDelivery, type DeliveryRequest } from '@org/http-core/deliveries';
import { SignatureError, ValidationError } from '@org/http-core/errors';
import { eventTypes } from './models/event-type.js';
import type { PlatformNotification } from './models/platform-notification.js';

/** The header that carries a notification's signature: base64 HMAC-SHA256 of the whole body. */
export const SIGNATURE_HEADER = 'HmacSignature';
/** The header that names the signature's algorithm; the service uses only {@link SIGNATURE_PROTOCOL}. */
export const PROTOCOL_HEADER = 'Protocol';
/** The one algorithm the service signs with. */
export const SIGNATURE_PROTOCOL = 'HmacSHA256';

/** Options of {@link readNotification}. */
export interface ReadNotificationOptions {
  /**
   * The configuration's `hmacSignatureKey`: 64 hexadecimal characters (32 bytes). A key that is not hexadecimal
   * is a `ValidationError` (the key is never shown).
   */
  readonly hmacKey: string;
  /**
   * The configuration's `notifyUsername` and `notifyPassword`, to check the Basic credentials the service sends
   * with each notification as well (compared in constant time). Default: not checked.
   */
  readonly basicAuth?: { readonly username: string; readonly password: string };
  /**
   * Largest body accepted, in bytes; a larger one is refused before it is hashed (`SignatureError`
   * `too-large`). Default 1 MiB.
   */
  readonly maxBytes?: number;
  /** The address the service was configured with, when a proxy shows the receiver another. This service does not sign it. */
  readonly url?: string | URL;
}

const knownTypes: ReadonlySet<string> = new Set(eventTypes);
const AUTHORIZATION_HEADER = 'Authorization';

/**
 * Reads a platform notification the service sent to a configuration's `notifyURL`: checks its `HmacSignature`
 * header (base64 HMAC-SHA256 of the exact body bytes under the configuration's hex `hmacSignatureKey`,
 * `Protocol: HmacSHA256`) in constant time, before anything is parsed, then returns the notification typed.
 *
 * The service signs no timestamp and retries a notification with the same bytes for up to 30 days, so there
 * is no replay window: handle notifications idempotently (see the README, "Receiving deliveries").
 *
 * @param request A web `Request` or a Node `IncomingMessage`.
 * @throws SignatureError `missing` (no `HmacSignature`, or no Basic credentials when `basicAuth` is given),
 *   `malformed` (not base64 of 32 bytes, or another `Protocol`), `mismatch` (the body, key or credentials
 *   differ), `too-large` (over `maxBytes`, refused before hashing).
 * @throws ValidationError when `hmacKey` is not hexadecimal, or when the verified body is not a JSON object.
 */
export async function readNotification(request: DeliveryRequest, options: ReadNotificationOptions): Promise<PlatformNotification> {
  const key = fromHex(options.hmacKey ?? '');
  if (key === undefined || key.length === 0) {
    throw new ValidationError('readNotification: hmacKey must be the hexadecimal HMAC key of the configuration', { field: 'hmacKey' });
  }
  const delivery = await readDelivery(request, { maxBytes: options.maxBytes, url: options.url });
  if (options.basicAuth) checkBasicAuth(delivery.headers.get(AUTHORIZATION_HEADER), options.basicAuth);

  const received = delivery.headers.get(SIGNATURE_HEADER);
  if (received === null || received.trim() === '') {
    throw new SignatureError('missing', `The notification has no ${SIGNATURE_HEADER} header`, { header: SIGNATURE_HEADER });
  }
  const protocol = delivery.headers.get(PROTOCOL_HEADER);
  if (protocol !== null && protocol.trim() !== SIGNATURE_PROTOCOL) {
    throw new SignatureError('malformed', `The notification's ${PROTOCOL_HEADER} header names an algorithm other than ${SIGNATURE_PROTOCOL}`, {
      header: PROTOCOL_HEADER,
    });
  }
  const signature = fromBase64(received.trim());
  if (signature === undefined || signature.length !== 32) {
    throw new SignatureError('malformed', `The notification's ${SIGNATURE_HEADER} header is not a base64 HMAC-SHA256`, { header: SIGNATURE_HEADER });
  }
  if (!constantTimeEqual(await hmacSha256(key, delivery.body), signature)) {
    throw new SignatureError('mismatch', `The notification's ${SIGNATURE_HEADER} does not match its body under the given hmacKey`, {
      header: SIGNATURE_HEADER,
    });
  }
  return parse(delivery.body);
}

function parse(body: Uint8Array): PlatformNotification {
  let value: unknown;
  try {
    value = losslessJsonParse(new TextDecoder('utf-8', { fatal: true }).decode(body));
  } catch {
    throw new ValidationError('The notification is signed but its body is not JSON', { field: 'body' });
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new ValidationError('The notification is signed but its body is not a JSON object', { field: 'body' });
  }
  const eventType = (value as { eventType?: unknown }).eventType;
  return { ...(value as object), known: typeof eventType === 'string' && knownTypes.has(eventType) } as PlatformNotification;
}

function checkBasicAuth(header: string | null, expected: { readonly username: string; readonly password: string }): void {
  const match = header === null ? null : /^Basic\s+(\S+)\s*$/i.exec(header);
  if (header === null) {
    throw new SignatureError('missing', `The notification has no ${AUTHORIZATION_HEADER} header`, { header: AUTHORIZATION_HEADER });
  }
  const decoded = match ? fromBase64(match[1]!) : undefined;
  if (decoded === undefined) {
    throw new SignatureError('malformed', `The notification's ${AUTHORIZATION_HEADER} header is not Basic credentials`, { header: AUTHORIZATION_HEADER });
  }
  if (!constantTimeEqual(decoded, new TextEncoder().encode(`${expected.username}:${expected.password}`))) {
    throw new SignatureError('mismatch', `The notification's Basic credentials are not the configuration's`, { header: AUTHORIZATION_HEADER });
  }
}
