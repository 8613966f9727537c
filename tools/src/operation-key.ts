/**
 * Builds the key that identifies an operation within a service: the
 * upper-case method, a space, then the path with a leading slash ensured.
 * The path is otherwise compared literally (case, parameter names and
 * custom `:verb` suffixes all count).
 */
export function operationKey(method: string, path: string): string {
  const normalisedPath = path.startsWith('/') ? path : `/${path}`;
  return `${method.toUpperCase()} ${normalisedPath}`;
}
