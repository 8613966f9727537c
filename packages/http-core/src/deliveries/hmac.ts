const encoder = new TextEncoder();

/**
 * HMAC-SHA256 of `data` under `key`, with the platform's Web Crypto (Node 22+, browsers, edge runtimes). Text is
 * hashed as UTF-8.
 */
export async function hmacSha256(key: string | Uint8Array, data: string | Uint8Array): Promise<Uint8Array> {
  const subtle = globalThis.crypto?.subtle;
  if (subtle === undefined) throw new Error('HMAC needs Web Crypto (globalThis.crypto.subtle), which this runtime lacks');
  const keyBytes = typeof key === 'string' ? encoder.encode(key) : key;
  const cryptoKey = await subtle.importKey('raw', keyBytes as Uint8Array<ArrayBuffer>, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const bytes = typeof data === 'string' ? encoder.encode(data) : data;
  return new Uint8Array(await subtle.sign('HMAC', cryptoKey, bytes as Uint8Array<ArrayBuffer>));
}

/** Bytes as standard base64 (with padding). */
export function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** Bytes as lower-case hexadecimal. */
export function toHex(bytes: Uint8Array): string {
  let hex = '';
  for (const byte of bytes) hex += byte.toString(16).padStart(2, '0');
  return hex;
}

/** Hexadecimal text as bytes, or `undefined` when it is not an even run of hex digits. */
export function fromHex(hex: string): Uint8Array | undefined {
  if (hex.length % 2 !== 0 || !/^[0-9a-fA-F]*$/.test(hex)) return undefined;
  const bytes = new Uint8Array(hex.length / 2);
  for (let i = 0; i < bytes.length; i++) bytes[i] = Number.parseInt(hex.slice(2 * i, 2 * i + 2), 16);
  return bytes;
}
