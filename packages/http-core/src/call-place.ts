/**
 * Where a call went, as the messages of its errors name it. Apart from `errors.ts`, whose exports are the package's
 * own, so that the engine words its own messages with it too.
 */

/**
 * @internal Where a call went, for a message: ` (deals.get: GET https://...)` with a space before it, or what of
 * it is known (` (GET https://...)`, ` (deals.get)`), or nothing.
 */
export function where(request: { readonly operation?: string; readonly method?: string; readonly url?: string }): string {
  const sent = request.method && request.url ? `${request.method} ${request.url}` : '';
  if (request.operation === undefined) return sent === '' ? '' : ` (${sent})`;
  return ` (${request.operation}${sent === '' ? '' : `: ${sent}`})`;
}
