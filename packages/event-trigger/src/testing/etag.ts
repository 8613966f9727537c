import { createHash } from 'node:crypto';

/** A short, deterministic etag (base64 of a hash) for any JSON-serialisable value. */
export function etagOf(value: unknown): string {
  return createHash('sha256').update(JSON.stringify(value)).digest().subarray(0, 9).toString('base64');
}
