/**
 * A minimal DER encoder: just the ASN.1 types an X.509 certificate needs (see `test-certificates.ts`).
 * Every function returns the complete encoding (tag, length, content) as a `Buffer`.
 */

/** Tag numbers of the universal types used. */
const Tag = {
  boolean: 0x01,
  integer: 0x02,
  bitString: 0x03,
  octetString: 0x04,
  oid: 0x06,
  utf8String: 0x0c,
  utcTime: 0x17,
  generalizedTime: 0x18,
  sequence: 0x30,
  set: 0x31,
} as const;

/** A tag, its length in DER's definite form, and the content. */
export function tlv(tag: number, content: Uint8Array): Buffer {
  return Buffer.concat([Buffer.from([tag]), encodeLength(content.length), content]);
}

function encodeLength(length: number): Buffer {
  if (length < 0x80) return Buffer.from([length]);
  const bytes: number[] = [];
  for (let rest = length; rest > 0; rest = Math.floor(rest / 256)) bytes.unshift(rest % 256);
  return Buffer.from([0x80 | bytes.length, ...bytes]);
}

/** `SEQUENCE { ...items }`. */
export function sequence(...items: readonly Uint8Array[]): Buffer {
  return tlv(Tag.sequence, Buffer.concat(items));
}

/** `SET { ...items }` (callers pass one item, or items already in DER order). */
export function set(...items: readonly Uint8Array[]): Buffer {
  return tlv(Tag.set, Buffer.concat(items));
}

/** A non-negative `INTEGER` from a small number or big-endian bytes (leading zeros dropped, a sign byte added). */
export function integer(value: number | Uint8Array): Buffer {
  let bytes = typeof value === 'number' ? bigEndian(value) : Buffer.from(value);
  let start = 0;
  while (start < bytes.length - 1 && bytes[start] === 0) start++;
  bytes = bytes.subarray(start);
  if (bytes.length === 0) bytes = Buffer.from([0]);
  if (bytes[0]! & 0x80) bytes = Buffer.concat([Buffer.from([0]), bytes]);
  return tlv(Tag.integer, bytes);
}

function bigEndian(value: number): Buffer {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`integer: ${value} is not a non-negative safe integer`);
  const bytes: number[] = [];
  for (let rest = value; rest > 0; rest = Math.floor(rest / 256)) bytes.unshift(rest % 256);
  return Buffer.from(bytes.length === 0 ? [0] : bytes);
}

/** `BOOLEAN` (DER writes true as `0xff`). */
export function boolean(value: boolean): Buffer {
  return tlv(Tag.boolean, Buffer.from([value ? 0xff : 0x00]));
}

/** `OBJECT IDENTIFIER` from dotted text, e.g. `2.5.4.3`. */
export function oid(dotted: string): Buffer {
  const arcs = dotted.split('.').map((arc) => {
    if (!/^\d+$/.test(arc)) throw new SyntaxError(`oid: '${dotted}' is not dotted decimal`);
    return Number(arc);
  });
  if (arcs.length < 2) throw new SyntaxError(`oid: '${dotted}' needs at least two arcs`);
  const bytes: number[] = [40 * arcs[0]! + arcs[1]!];
  for (const arc of arcs.slice(2)) {
    const group: number[] = [arc % 128];
    for (let rest = Math.floor(arc / 128); rest > 0; rest = Math.floor(rest / 128)) group.unshift(0x80 | rest % 128);
    bytes.push(...group);
  }
  return tlv(Tag.oid, Buffer.from(bytes));
}

/** `UTF8String`. */
export function utf8String(text: string): Buffer {
  return tlv(Tag.utf8String, Buffer.from(text, 'utf8'));
}

/** `OCTET STRING`. */
export function octetString(bytes: Uint8Array): Buffer {
  return tlv(Tag.octetString, bytes);
}

/** `BIT STRING` of whole bytes (no unused bits), e.g. a signature. */
export function bitString(bytes: Uint8Array): Buffer {
  return tlv(Tag.bitString, Buffer.concat([Buffer.from([0]), bytes]));
}

/**
 * A `BIT STRING` of named bits, 0 being the most significant bit of the first byte, written without trailing
 * zero bits as DER requires: `namedBits([5, 6])` is keyCertSign and cRLSign of a key usage.
 */
export function namedBits(bits: readonly number[]): Buffer {
  if (bits.length === 0) return tlv(Tag.bitString, Buffer.from([0]));
  const highest = Math.max(...bits);
  const bytes = Buffer.alloc(Math.floor(highest / 8) + 1);
  for (const bit of bits) bytes[Math.floor(bit / 8)]! |= 0x80 >> bit % 8;
  const unused = 7 - (highest % 8);
  return tlv(Tag.bitString, Buffer.concat([Buffer.from([unused]), bytes]));
}

/**
 * A time as X.509 wants it: `UTCTime` (`YYMMDDHHMMSSZ`) for years 1950-2049, `GeneralizedTime` after
 * (RFC 5280, 4.1.2.5). Milliseconds are dropped.
 */
export function time(date: Date): Buffer {
  const iso = date.toISOString(); // 2026-01-02T03:04:05.678Z
  const digits = iso.slice(0, 19).replace(/[-T:]/g, '');
  const year = date.getUTCFullYear();
  if (year >= 1950 && year < 2050) return tlv(Tag.utcTime, Buffer.from(`${digits.slice(2)}Z`, 'ascii'));
  return tlv(Tag.generalizedTime, Buffer.from(`${digits}Z`, 'ascii'));
}

/** A context-specific constructed tag `[n]` around already encoded items (EXPLICIT tagging). */
export function explicit(n: number, ...items: readonly Uint8Array[]): Buffer {
  return tlv(0xa0 | n, Buffer.concat(items));
}

/** A context-specific primitive tag `[n]` with raw content (IMPLICIT tagging of a primitive type). */
export function implicit(n: number, content: Uint8Array): Buffer {
  return tlv(0x80 | n, content);
}
