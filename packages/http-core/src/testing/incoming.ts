/**
 * Reading a received request: target split into path and query, headers normalised, body read and parsed.
 */
import type { IncomingMessage } from 'node:http';

/** A received request, fully read. */
export interface Incoming {
  readonly method: string;
  /** Raw path and query, as on the request line. */
  readonly target: string;
  /** Raw path, still percent-encoded. */
  readonly path: string;
  readonly query: URLSearchParams;
  /** Header values by lower-case name; repeated headers joined with `, `. */
  readonly headers: Readonly<Record<string, string>>;
  readonly raw: Buffer;
  readonly text: string;
  /** Whether the content type is JSON (`application/json`, `application/merge-patch+json`, ...). */
  readonly isJson: boolean;
  /** The body was larger than the fake reads: it was not read, and `raw` is empty. */
  readonly oversized: boolean;
  /** The parsed body: see {@link parseBody}. */
  readonly body: ParsedBody;
}

/** A body parsed per its content type. */
export type ParsedBody = { readonly ok: true; readonly value: unknown } | { readonly ok: false; readonly message: string };

/**
 * Reads a request to its end, or only its head when the body is larger than `maxBytes`: then `oversized` is
 * set, the body is empty, and what arrives of it later is discarded unread (nothing of it is kept). Rejects when
 * the connection fails before the body is complete.
 */
export function readIncoming(req: IncomingMessage, maxBytes: number): Promise<Incoming> {
  const declared = Number(req.headers['content-length']);
  if (declared > maxBytes) return Promise.resolve(discard(req));
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const stop = () => {
      req.off('data', onData).off('end', onEnd).off('error', onFailure).off('close', onFailure);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= maxBytes) {
        chunks.push(chunk);
        return;
      }
      chunks.length = 0;
      stop();
      resolve(discard(req));
    };
    const onEnd = () => {
      stop();
      resolve(incomingOf(req, Buffer.concat(chunks), false));
    };
    const onFailure = () => {
      stop();
      reject(new Error('The connection ended before the request body was complete'));
    };
    req.on('data', onData).on('end', onEnd).on('error', onFailure).on('close', onFailure);
  });
}

/** The head of an oversized request; the rest of its body flows away unread. */
function discard(req: IncomingMessage): Incoming {
  req.on('error', () => {}).resume();
  return incomingOf(req, Buffer.alloc(0), true);
}

function incomingOf(req: IncomingMessage, raw: Buffer, oversized: boolean): Incoming {
  const target = req.url ?? '/';
  const mark = target.indexOf('?');
  const path = mark < 0 ? target : target.slice(0, mark);
  const query = new URLSearchParams(mark < 0 ? '' : target.slice(mark + 1));
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined) headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : value;
  }
  const contentType = (headers['content-type'] ?? '').toLowerCase();
  const isJson = /^application\/([\w.-]+\+)?json\b/.test(contentType);
  const text = raw.toString('utf8');
  const method = (req.method ?? 'GET').toUpperCase();
  return { method, target, path, query, headers, raw, text, isJson, oversized, body: parseBody(raw, text, contentType, isJson) };
}

/**
 * JSON content types are parsed (a parse error is reported, for a 400); textual and form bodies stay
 * text; anything else stays a `Buffer`. An empty body is `undefined`.
 */
function parseBody(raw: Buffer, text: string, contentType: string, isJson: boolean): ParsedBody {
  if (raw.length === 0) return { ok: true, value: undefined };
  if (isJson) {
    try {
      return { ok: true, value: JSON.parse(text) };
    } catch (error) {
      return { ok: false, message: `The request body is not valid JSON: ${(error as Error).message}` };
    }
  }
  if (contentType.startsWith('text/') || contentType.startsWith('application/x-www-form-urlencoded') || contentType === '') {
    return { ok: true, value: text };
  }
  return { ok: true, value: raw };
}

/** The body parsed as JSON when it is JSON, for the request log. */
export function jsonOf(incoming: Incoming): unknown {
  return incoming.isJson && incoming.body.ok ? incoming.body.value : undefined;
}
