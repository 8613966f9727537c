/**
 * In a browser, a request carries the browser's own user agent: a client adds no `user-agent` header (a page never
 * sent one). Node gets `user-agent.ts`.
 */

/** No header: the browser's own user agent goes with every request. */
export function userAgentHeaders(_packageName: string, _version: string, _extra: string | undefined): Readonly<Record<string, string>> {
  return {};
}
