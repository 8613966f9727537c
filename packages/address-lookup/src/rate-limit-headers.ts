/** The autocomplete rate-limit window as the service reports it in `X-RateLimit-*` headers. */
export interface RateLimitStatus {
  /** Requests allowed in the window (`X-RateLimit-Limit`). */
  readonly limit: number;
  /** Requests left in the current window (`X-RateLimit-Remaining`). */
  readonly remaining: number;
  /** When the window starts afresh (`X-RateLimit-Reset`, sent as epoch seconds). */
  readonly resetAt: Date;
}

/**
 * Reads the rate-limit figures of an answer, or `undefined` when it carries none (only autocomplete and
 * place suggestions do).
 *
 * @example
 * ```ts
 * const { data, response } = await client.autocomplete.find({ query }).withResponse();
 * const status = rateLimitOf(response.headers); // { limit: 3000, remaining: 2999, resetAt: Date }
 * ```
 */
export function rateLimitOf(headers: Headers): RateLimitStatus | undefined {
  const limit = numberHeader(headers, 'x-ratelimit-limit');
  const remaining = numberHeader(headers, 'x-ratelimit-remaining');
  const reset = numberHeader(headers, 'x-ratelimit-reset');
  if (limit === undefined || remaining === undefined || reset === undefined) return undefined;
  return { limit, remaining, resetAt: new Date(reset * 1000) };
}

function numberHeader(headers: Headers, name: string): number | undefined {
  const text = headers.get(name);
  if (text === null || text.trim() === '') return undefined;
  const value = Number(text);
  return Number.isFinite(value) ? value : undefined;
}
