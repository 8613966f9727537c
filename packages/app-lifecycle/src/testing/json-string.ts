import type { FakeResponse } from '@org/http-core/testing';

/**
 * An answer whose body is a JSON string (`"line 1\nline 2"` with `application/json`), as the service sends
 * native crash logs and text attachments: the text encoded as JSON, not sent raw.
 */
export function jsonString(status: number, value: string, headers?: Readonly<Record<string, string>>): FakeResponse {
  return { status, body: Buffer.from(JSON.stringify(value)), headers: { ...headers, 'content-type': 'application/json; charset=utf-8' } };
}
