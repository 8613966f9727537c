/**
 * In a browser nothing asks an error how `util.inspect` shows it, so its errors get no such method: Node, Deno and
 * Bun get `error-inspect.ts`.
 */

/** Adds nothing. */
export function addInspect(_errorClass: { readonly prototype: object }): void {}
