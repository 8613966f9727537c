/**
 * Scope arithmetic of the fake: scopes compare case-insensitively (`resourceGroups` and `resourcegroups` are one
 * scope), and a scope covers itself and everything below it.
 */

/** `'/'` or `'/a/b'`: one leading slash, no trailing slash, original casing. */
export function canonicalScope(scope: string): string {
  const trimmed = scope.replace(/^\/+|\/+$/g, '');
  return trimmed === '' ? '/' : `/${trimmed}`;
}

/** The form scopes are compared in. */
export function scopeKey(scope: string): string {
  return canonicalScope(scope).toLowerCase();
}

/** Whether `upper` is `lower` or one of its ancestors. */
export function isAtOrAbove(upper: string, lower: string): boolean {
  const up = scopeKey(upper);
  const low = scopeKey(lower);
  return up === '/' || up === low || low.startsWith(`${up}/`);
}

/** Where a scope lies relative to the scope a list was asked for. */
export type Relation = 'at' | 'above' | 'below' | 'unrelated';

/** How `scope` relates to `target`. */
export function relation(scope: string, target: string): Relation {
  if (scopeKey(scope) === scopeKey(target)) return 'at';
  if (isAtOrAbove(scope, target)) return 'above';
  if (isAtOrAbove(target, scope)) return 'below';
  return 'unrelated';
}

/** The subscription id a scope lies in, if any. */
export function subscriptionOf(scope: string): string | undefined {
  const match = /^\/subscriptions\/([^/]+)/i.exec(canonicalScope(scope));
  return match?.[1];
}

/** `{scope}/providers/{namespace}/{kind}/{name}` → its parts, or `undefined`. */
export function parseChildId(id: string, namespace: string, kind: string): { scope: string; name: string } | undefined {
  const canonical = canonicalScope(id);
  const marker = `/providers/${namespace}/${kind}/`.toLowerCase();
  const at = canonical.toLowerCase().lastIndexOf(marker);
  if (at < 0) return undefined;
  const name = canonical.slice(at + marker.length);
  if (name === '' || name.includes('/')) return undefined;
  return { scope: canonicalScope(canonical.slice(0, at)), name };
}

/** The id of a child resource of a scope. */
export function childId(scope: string, namespace: string, kind: string, name: string): string {
  const prefix = canonicalScope(scope) === '/' ? '' : canonicalScope(scope);
  return `${prefix}/providers/${namespace}/${kind}/${name}`;
}
