/**
 * The `user-agent` header a client sends: the package's name and version, then the `userAgent` option. Sent where
 * the platform lets a request carry it (Node, Deno, Bun); a browser keeps its own, and its build gets
 * `user-agent.browser.ts`, which sends none.
 */

const isNode = typeof (globalThis as { process?: { versions?: { node?: string } } }).process?.versions?.node === 'string';

/** The `user-agent` header of a client of `packageName` at `version`, `extra` (the `userAgent` option) after them; none where the platform is not Node-like. */
export function userAgentHeaders(packageName: string, version: string, extra: string | undefined): Readonly<Record<string, string>> {
  return isNode ? { 'user-agent': `${packageName}/${version}${extra ? ` ${extra}` : ''}` } : {};
}
