/**
 * Loading ky on Node, Deno and Bun: a dynamic import made when the first client is created rather than with the
 * package, since loading ky builds a `Request`, which makes Node load its whole fetch implementation, a cost a
 * program that only imports a package should not pay. Browsers get `ky-loader.browser.ts`.
 */
import type { default as Ky } from 'ky';

let loading: Promise<typeof Ky> | undefined;

/** ky, loaded once. */
export function loadKy(): Promise<typeof Ky> {
  return (loading ??= import('ky').then((module) => module.default));
}
