import type { HandlerContext } from '@org/http-core/testing';
import { fakeError } from '@org/http-core/testing';
import { losslessJsonParse } from '@org/http-core';

type RawJson = (text: string) => unknown;
const rawJson = (JSON as unknown as { rawJSON: RawJson }).rawJSON;

/**
 * The JSON body of the request being answered, read from its raw text so that 64-bit ids keep every digit
 * (they arrive as decimal strings). A body that is not a JSON object is a 400.
 */
export function exactBody(ctx: HandlerContext): Record<string, unknown> {
  const recorded = ctx.server.requests.find((request) => request.requestId === ctx.requestId);
  let body: unknown;
  try {
    body = losslessJsonParse(recorded?.bodyText || 'null');
  } catch {
    throw fakeError(400, undefined, 'The request body is not valid JSON');
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw fakeError(400, undefined, 'The request body must be a JSON object');
  return body as Record<string, unknown>;
}

/** Reads a 64-bit id from a parsed body value; `undefined` when it is not a whole number. */
export function idFrom(value: unknown): string | undefined {
  if (typeof value === 'number' && Number.isSafeInteger(value)) return String(value);
  if (typeof value === 'string' && /^-?\d{1,19}$/.test(value)) return value;
  return undefined;
}

/** An id written as a JSON number with every digit, as the service writes ids. */
export function wireId(id: string): unknown {
  return rawJson(id);
}
