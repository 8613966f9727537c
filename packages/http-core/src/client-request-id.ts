import { refusal } from './deferred-error.js';
import type { RequestSummary } from './errors.js';
import { headerValueProblem } from './header-check.js';

/**
 * The header a client request id travels in for a service that documents none of its own but takes headers it
 * does not know (see `ServiceInfo.clientRequestIdHeader`).
 */
export const CLIENT_REQUEST_ID_HEADER = 'x-client-request-id';

/**
 * A new random id, a version 4 UUID: what every call's client request id and idempotency key is unless the
 * caller gives one. Uses `crypto.randomUUID` where the platform has it (a browser has it on secure pages only),
 * else `crypto.getRandomValues`.
 */
export function randomId(): string {
  const crypto = globalThis.crypto;
  return crypto.randomUUID?.() ?? uuidFromBytes(crypto.getRandomValues(new Uint8Array(16)));
}

/**
 * A version 4 UUID made of 16 random bytes: the version and variant bits set, the rest kept. Each byte is written
 * as two hex digits (`byte | 256` has three, the first of which is dropped), with a dash before bytes 4, 6, 8 and 10.
 *
 * @internal
 */
export function uuidFromBytes(bytes: Uint8Array): string {
  let id = '';
  for (let index = 0; index < 16; index++) {
    const byte = bytes[index]!;
    const kept = index === 6 ? (byte & 0x0f) | 0x40 : index === 8 ? (byte & 0x3f) | 0x80 : byte;
    id += (index > 3 && index < 11 && index % 2 === 0 ? '-' : '') + (kept | 256).toString(16).slice(1);
  }
  return id;
}

/**
 * An id of a call (its client request id, its idempotency key) as given by the caller or made by `generate`:
 * a non-empty string a header can carry, at most `maxLength` characters when the service sets a limit. A bad
 * one is refused before anything is sent, naming `field` and never the value.
 */
export function callId(field: string, given: unknown, generate: () => string, summary: RequestSummary, maxLength?: number): string {
  const id = given ?? generate();
  const problem = id === '' ? 'must not be empty' : headerValueProblem(id);
  if (problem !== undefined) throw refusal('badId', { ...summary, field }, field, given === undefined, problem);
  const text = id as string;
  if (maxLength !== undefined && text.length > maxLength) {
    throw refusal('idTooLong', { ...summary, field }, field, maxLength, text.length);
  }
  return text;
}
