/**
 * The base path of a fake: the path prefix its service's public base address carries (`/v1`,
 * `/cal/services/Notification/v6`), under which every operation path is served.
 */

/**
 * `basePath` written as the fake uses it: `''` for none, else one leading `/` and no trailing one. Throws
 * for a value that is not a plain path (a query, a fragment, a `..` segment).
 */
export function normaliseBasePath(basePath: string | undefined): string {
  if (basePath === undefined) return '';
  if (/[?#\s]/.test(basePath) || basePath.split('/').some((segment) => segment === '..' || segment === '.')) {
    throw new Error(`startFakeServer: basePath '${basePath}' must be a plain path such as /v1`);
  }
  const trimmed = basePath.replace(/^\/+|\/+$/g, '');
  return trimmed === '' ? '' : `/${trimmed}`;
}

/**
 * The part of a raw request path below `basePath` (always starting with `/`), or `undefined` when the path
 * is outside it. `/v1` holds `/v1` and `/v1/...`, not `/v10`.
 */
export function belowBasePath(path: string, basePath: string): string | undefined {
  if (basePath === '') return path;
  if (path === basePath) return '/';
  return path.startsWith(`${basePath}/`) ? path.slice(basePath.length) : undefined;
}
