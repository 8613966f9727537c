import type { OriginKeysResponse } from './models/origin-keys.js';

/** The result for one requested domain. */
export interface OriginKeyOutcome {
  /** The domain, as sent. */
  readonly domain: string;
  /** Its origin key; `undefined` when the answer has none for this domain. */
  readonly originKey: string | undefined;
  /** Whether the answer has a key for this domain. */
  readonly ok: boolean;
}

/**
 * Pairs each requested domain with its key from an `originKeys.create` answer, in request order, so that a
 * domain the answer leaves out is reported rather than silently missing.
 *
 * @example
 * ```ts
 * const domains = ['https://www.example.com', 'https://shop.example.com'];
 * const answer = await client.originKeys.create({ body: { originDomains: domains } });
 * for (const { domain, originKey, ok } of originKeyOutcomes(domains, answer)) {
 *   if (!ok) console.warn(`no origin key for ${domain}`);
 * }
 * ```
 */
export function originKeyOutcomes(domains: readonly string[], answer: OriginKeysResponse): OriginKeyOutcome[] {
  const keys = answer.originKeys ?? {};
  return domains.map((domain) => {
    const originKey = Object.hasOwn(keys, domain) ? keys[domain] : undefined;
    return { domain, originKey, ok: typeof originKey === 'string' && originKey !== '' };
  });
}
