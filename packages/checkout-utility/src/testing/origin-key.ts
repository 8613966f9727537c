import { createHash, createHmac } from 'node:crypto';

/**
 * The origin key the fake issues for `domain` under `apiKey`: deterministic (the same pair always gives the
 * same key), different for every domain and every API key, and without the API key in it.
 */
export function fakeOriginKey(apiKey: string, domain: string): string {
  const account = createHash('sha256').update(apiKey).digest('hex').slice(0, 16);
  const encodedDomain = Buffer.from(domain).toString('base64url');
  const signature = createHmac('sha256', apiKey).update(domain).digest('base64url').slice(0, 43);
  return `pub.v2.${account}.${encodedDomain}.${signature}`;
}
