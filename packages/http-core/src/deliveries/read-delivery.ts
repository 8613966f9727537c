import { SignatureError } from '../errors.js';

/** A delivery as received: the exact bytes of its body, its headers and the address it was sent to. */
export interface Delivery {
  readonly method: string;
  /** The address as the sender used it: see {@link ReadDeliveryOptions.url}. */
  readonly url: string;
  readonly headers: Headers;
  /** The body's bytes, exactly as received: what a signature is checked over. */
  readonly body: Uint8Array;
}

/**
 * What Node's `http` server hands a request listener (`IncomingMessage`), as far as a delivery reader needs it:
 * its body is read from the stream.
 */
export interface NodeRequestLike extends AsyncIterable<Uint8Array | string> {
  readonly method?: string;
  readonly url?: string;
  readonly headers: Readonly<Record<string, string | readonly string[] | undefined>>;
  /** Read for `encrypted` (a TLS socket): the scheme of the address. */
  readonly socket?: unknown;
  destroy?(error?: Error): unknown;
}

/** A web `Request` (Node 22+, service workers, edge runtimes, most frameworks) or a Node `IncomingMessage`. */
export type DeliveryRequest = Request | NodeRequestLike;

/** Options of {@link readDelivery}. */
export interface ReadDeliveryOptions {
  /**
   * Largest body accepted, in bytes. A larger one is a `SignatureError` (`too-large`) before anything is hashed:
   * refused at once when `Content-Length` says so, else when the limit is passed (the rest is not read).
   * Default 1 MiB.
   */
  readonly maxBytes?: number;
  /**
   * The address the sender was configured with, when the receiver sees another one (behind a proxy or a load
   * balancer, which change the host or the scheme). Default: the request's own URL; for a Node request,
   * `http(s)://` + its `Host` header + its path.
   */
  readonly url?: string | URL;
}

const DEFAULT_MAX_BYTES = 1024 * 1024;

/**
 * Reads a delivery's method, address, headers and exact body bytes, within a size limit. The signature checks of
 * the service packages (`readWebhookEvents`, `readNotification`, ...) start here.
 */
export async function readDelivery(request: DeliveryRequest, options: ReadDeliveryOptions = {}): Promise<Delivery> {
  const maxBytes = options.maxBytes ?? DEFAULT_MAX_BYTES;
  if (isWebRequest(request)) {
    refuseDeclaredSize(request.headers.get('content-length'), maxBytes);
    const body = await readWebBody(request, maxBytes);
    return { method: request.method, url: String(options.url ?? request.url), headers: request.headers, body };
  }
  const headers = nodeHeaders(request.headers);
  refuseDeclaredSize(headers.get('content-length'), maxBytes);
  const body = await readNodeBody(request, maxBytes);
  const url = options.url ?? `${(request.socket as { encrypted?: boolean } | null | undefined)?.encrypted === true ? 'https' : 'http'}://${headers.get('host') ?? 'localhost'}${request.url ?? '/'}`;
  return { method: request.method ?? 'POST', url: String(url), headers, body };
}

function isWebRequest(request: DeliveryRequest): request is Request {
  return typeof (request as Request).arrayBuffer === 'function' && (request as Request).headers instanceof Headers;
}

function tooLarge(maxBytes: number): SignatureError {
  return new SignatureError('too-large', `The delivery's body is over ${maxBytes} bytes; it was refused before its signature was checked`);
}

function refuseDeclaredSize(declared: string | null, maxBytes: number): void {
  if (declared !== null && /^\d+$/.test(declared.trim()) && Number(declared) > maxBytes) throw tooLarge(maxBytes);
}

async function readWebBody(request: Request, maxBytes: number): Promise<Uint8Array> {
  if (request.body === null) return new Uint8Array(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw tooLarge(maxBytes);
    }
    chunks.push(value);
  }
  return join(chunks, size);
}

async function readNodeBody(request: NodeRequestLike, maxBytes: number): Promise<Uint8Array> {
  const encoder = new TextEncoder();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of request) {
    const bytes = typeof chunk === 'string' ? encoder.encode(chunk) : chunk;
    size += bytes.byteLength;
    // Leaving the loop ends the stream: the rest of an oversized body is never read.
    if (size > maxBytes) throw tooLarge(maxBytes);
    chunks.push(bytes);
  }
  return join(chunks, size);
}

function join(chunks: readonly Uint8Array[], size: number): Uint8Array {
  if (chunks.length === 1) return chunks[0]!;
  const body = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

function nodeHeaders(raw: NodeRequestLike['headers']): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(raw)) {
    if (value === undefined) continue;
    for (const one of typeof value === 'string' ? [value] : value) headers.append(name, one);
  }
  return headers;
}
