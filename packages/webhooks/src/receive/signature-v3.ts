import { hmacSha256, toBase64 } from '@org/http-core/deliveries';

/** The header of the service's current signature (version 3): base64 HMAC-SHA256. */
export const SIGNATURE_HEADER = 'X-HubSpot-Signature-v3';
/** The header of the time (epoch milliseconds) a request was signed at, part of what version 3 signs. */
export const TIMESTAMP_HEADER = 'X-HubSpot-Request-Timestamp';

/** What a version 3 signature covers: the request's method, its address as sent, its exact body, and the time it was signed. */
export interface SignedRequest {
  readonly method: string;
  /** The address the service sent to: the app's target URL. */
  readonly url: string;
  readonly body: Uint8Array | string;
  /** The `X-HubSpot-Request-Timestamp` value, as sent. */
  readonly timestamp: string;
}

/** Percent-escapes the service decodes in the address before signing; any other escape stays as it is. */
const decodedEscapes: Readonly<Record<string, string>> = {
  '%3A': ':',
  '%2F': '/',
  '%3F': '?',
  '%40': '@',
  '%21': '!',
  '%24': '$',
  '%27': "'",
  '%28': '(',
  '%29': ')',
  '%2A': '*',
  '%2C': ',',
  '%3B': ';',
};

/**
 * The address as version 3 signs it: the escapes of `: / ? @ ! $ ' ( ) * , ;` decoded (either case of hex digit),
 * every other character and escape left as it is.
 */
export function signedUrl(url: string): string {
  return url.replace(/%(3A|2F|3F|40|21|24|27|28|29|2A|2C|3B)/gi, (escape) => decodedEscapes[escape.toUpperCase()]!);
}

const encoder = new TextEncoder();

/**
 * The version 3 signature of a request: base64 of HMAC-SHA256, keyed with the app's client secret, over the
 * UTF-8 of method + address (see {@link signedUrl}) + body + timestamp. The body's bytes are hashed as received,
 * never decoded and encoded again.
 */
export async function signatureV3(clientSecret: string, request: SignedRequest): Promise<string> {
  const head = encoder.encode(request.method + signedUrl(request.url));
  const body = typeof request.body === 'string' ? encoder.encode(request.body) : request.body;
  const tail = encoder.encode(request.timestamp);
  const data = new Uint8Array(head.length + body.length + tail.length);
  data.set(head, 0);
  data.set(body, head.length);
  data.set(tail, head.length + body.length);
  return toBase64(await hmacSha256(clientSecret, data));
}
