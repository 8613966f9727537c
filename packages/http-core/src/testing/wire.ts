/**
 * Answers on the wire: a response serialised to status, headers and bytes, and the ways of sending it
 * (normally, with a stalled body, or cut short).
 */
import type { ServerResponse } from 'node:http';
import type { FakeResponse } from './responses.js';

/** A serialised answer. Header names are lower-case. */
export interface Answer {
  readonly status: number;
  readonly headers: Readonly<Record<string, string>>;
  readonly body: Buffer;
  /** Send `content-length` (default); `false` sends the body chunked. */
  readonly declareLength?: boolean;
}

/** How an answer is sent. */
export type SendMode = { readonly kind: 'normal' } | { readonly kind: 'slowBody'; readonly ms: number } | { readonly kind: 'truncated' };

/** Serialises a handler's response. */
export function toAnswer(response: FakeResponse | void): Answer {
  const headers = lowerCaseKeys(response?.headers);
  const body = response?.body;
  const status = response?.status ?? (body === undefined ? 204 : 200);
  if (body === undefined || body === null) return { status, headers, body: Buffer.alloc(0) };
  if (typeof body === 'string') {
    headers['content-type'] ??= 'text/plain; charset=utf-8';
    return { status, headers, body: Buffer.from(body) };
  }
  if (body instanceof Uint8Array) {
    headers['content-type'] ??= 'application/octet-stream';
    return { status, headers, body: Buffer.from(body.buffer, body.byteOffset, body.byteLength) };
  }
  headers['content-type'] ??= 'application/json';
  return { status, headers, body: Buffer.from(JSON.stringify(body)) };
}

/** A JSON answer. */
export function jsonAnswer(status: number, body: unknown, headers: Readonly<Record<string, string>> = {}): Answer {
  return { status, headers: { 'content-type': 'application/json', ...lowerCaseKeys(headers) }, body: Buffer.from(JSON.stringify(body)) };
}

/**
 * Writes an answer. Resolves once it is handed to the socket (or the connection is gone).
 *
 * - `slowBody`: headers (with the full `content-length`, or chunked when the body is empty) go out at once; the
 *   body after `ms`. An answer that has no body (204, 304) has nothing to slow down.
 * - `truncated`: `content-length` promises more than is sent; half the body goes out, then the connection ends.
 */
export async function sendAnswer(res: ServerResponse, answer: Answer, mode: SendMode, signal: AbortSignal): Promise<void> {
  if (res.destroyed) return;
  const headers: Record<string, string> = { ...answer.headers };
  const bodyless = answer.status === 204 || answer.status === 304 || (answer.status >= 100 && answer.status < 200);
  if (mode.kind === 'truncated') {
    const sent = answer.body.subarray(0, Math.floor(answer.body.length / 2));
    headers['content-length'] = String(answer.body.length + Math.max(16, answer.body.length));
    res.writeHead(bodyless ? 200 : answer.status, headers);
    res.flushHeaders();
    if (sent.length > 0) await settled(res, (done) => res.write(sent, done));
    res.socket?.end();
    return;
  }
  const slow = mode.kind === 'slowBody' && !bodyless;
  // `content-length: 0` would complete the message with the headers, and the wait would then stall whatever
  // the client sends next on the connection: an empty body goes chunked, so the message itself stays open.
  if (!bodyless && answer.declareLength !== false && !(slow && answer.body.length === 0)) headers['content-length'] = String(answer.body.length);
  res.writeHead(answer.status, headers);
  if (slow && mode.kind === 'slowBody') {
    res.flushHeaders();
    await sleep(mode.ms, signal);
    if (signal.aborted || res.destroyed) return;
  }
  await settled(res, (done) => res.end(bodyless ? undefined : answer.body, done));
}

/** Runs a write and resolves when its callback fires or the response closes, whichever is first. */
function settled(res: ServerResponse, write: (done: () => void) => void): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      res.off('close', done);
      resolve();
    };
    res.once('close', done);
    write(done);
  });
}

/** Waits `ms`, or less when `signal` aborts; never rejects. */
export function sleep(ms: number, signal: AbortSignal): Promise<void> {
  if (ms <= 0 || signal.aborted) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done, { once: true });
  });
}

/** A copy of `headers` with lower-case names. */
export function lowerCaseKeys(headers: Readonly<Record<string, string>> | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  if (headers) for (const [name, value] of Object.entries(headers)) out[name.toLowerCase()] = value;
  return out;
}
