import type { ErrorBodyParser } from '@org/http-core';

/**
 * Reads the service's error body: `{ error: "DOC_NOTFOUND", message, suggestion, docs, help }`. The code is
 * `error`; `suggestion`, `docs` (a link) and `help` go into `details`.
 */
export const docsErrorParser: ErrorBodyParser = (body) => {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return undefined;
  const record = body as Record<string, unknown>;
  if (typeof record.error !== 'string') return undefined;
  const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
  return {
    code: record.error,
    message: text(record.message),
    details: { suggestion: text(record.suggestion), docs: text(record.docs), help: text(record.help) },
  };
};
