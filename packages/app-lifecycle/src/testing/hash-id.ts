/** Ids the fake derives from content, so the same content always gets the same id. */
import { createHash } from 'node:crypto';

/** A UUID-shaped id made from the SHA-256 of `content`. */
export function hashUuid(content: string | Uint8Array): string {
  const hex = createHash('sha256').update(content).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}
