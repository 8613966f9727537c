import { defineErrorShape } from '@org/http-core/testing';

const codes: Readonly<Record<number, string>> = {
  401: 'APIKEY_NOTFOUND',
  404: 'ENDPOINT_NOTFOUND',
  405: 'ENDPOINT_NOTFOUND',
  429: 'RATE_LIMITED',
};

/**
 * The service's error body: `{ error: "<CODE>", message, suggestion, docs, help }`. Errors the fake makes
 * itself get `APIKEY_NOTFOUND` (401), `ENDPOINT_NOTFOUND` (404, 405), `INTERNAL_ERROR` (5xx) or
 * `UNEXPECTED_ERROR`.
 */
export const docsErrorShape = defineErrorShape(
  (_status, code, message, extra) => ({
    error: String(code),
    message,
    suggestion: typeof extra.suggestion === 'string' ? extra.suggestion : '',
    docs: `https://docs.example.com/errors/${String(code).toLowerCase()}`,
    help: `If you need help, quote request id ${extra.requestId}.`,
  }),
  { codeFor: (status) => codes[status] ?? (status >= 500 ? 'INTERNAL_ERROR' : 'UNEXPECTED_ERROR') },
);
