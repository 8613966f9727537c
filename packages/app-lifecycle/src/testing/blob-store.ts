/**
 * The fake's blob store: a second loopback server standing for the service's file storage, on an origin of its
 * own, as the real service hands out blob addresses on another host. It holds files by name and serves
 * addresses signed for one file: `PUT` (with `x-ms-blob-type: BlockBlob`) with a write signature before it
 * expires, `GET` with a read signature. It takes no credential: a request carrying an API key or an
 * `Authorization` header is refused (400) and nothing of it is kept. Every request is logged with its headers.
 * With `cors` it answers preflights and lets a page on another origin read what it answers, as the fake's API
 * and file service then do, so that a browser upload reaches all three.
 */
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import type { CorsOptions } from '@org/http-core/testing';

/** Largest file the store takes. */
export const BLOB_MAX_BYTES = 10 * 1024 * 1024;

/** A request the blob store received. */
export interface BlobRequest {
  readonly method: string;
  /** Path and query as received. */
  readonly url: string;
  /** Header names in lower case. */
  readonly headers: Readonly<Record<string, string>>;
  /** The status answered. */
  readonly status: number;
}

/** A file held by the store. */
export interface StoredBlob {
  readonly bytes: Uint8Array;
  readonly contentType: string | undefined;
}

/** A running blob store. */
export interface BlobStore {
  /** Origin of the store, e.g. `http://127.0.0.1:54321`: not the API's origin. */
  readonly url: string;
  /** Requests received since start or the last `reset()`, oldest first. */
  readonly requests: readonly BlobRequest[];
  /** An address that takes one `PUT` of the file `name` until `expiresAt` (epoch ms of the fake's clock). */
  writeUrl(name: string, expiresAt: number): string;
  /** An address that reads the file `name`. */
  readUrl(name: string): string;
  /** The file `name`, if it has arrived. */
  get(name: string): StoredBlob | undefined;
  /** Stores a file directly (what another upload path of the file service delivers). */
  put(name: string, bytes: Uint8Array, contentType?: string): void;
  /** Removes a file. */
  delete(name: string): void;
  /** Forgets every file, signature and logged request. */
  reset(): void;
  close(): Promise<void>;
}

interface Grant {
  readonly name: string;
  readonly permission: 'r' | 'w';
  readonly expiresAt: number;
}

/** Options of {@link startBlobStore}. */
export interface BlobStoreOptions {
  /** The fake's clock (epoch ms). */
  readonly now: () => number;
  /** Interface to listen on; default `127.0.0.1`. */
  readonly host?: string;
  /** CORS as the fake's `cors` option (its `origin`); default off. */
  readonly cors?: boolean | CorsOptions;
}

/** Starts a blob store on a free loopback port. */
export async function startBlobStore(options: BlobStoreOptions): Promise<BlobStore> {
  const corsOrigin = options.cors === undefined || options.cors === false ? undefined : options.cors === true ? '*' : (options.cors.origin ?? '*');
  const corsHeaders: Record<string, string> = corsOrigin === undefined ? {} : { 'access-control-allow-origin': corsOrigin, 'access-control-expose-headers': 'content-length' };
  const blobs = new Map<string, StoredBlob>();
  const grants = new Map<string, Grant>();
  const requests: BlobRequest[] = [];
  const sockets = new Set<Socket>();

  const answer = (req: IncomingMessage, res: ServerResponse, status: number, body?: Uint8Array | string, contentType = 'application/json', extra: Record<string, string> = {}) => {
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(req.headers)) if (typeof value === 'string') headers[name] = value;
    requests.push({ method: req.method ?? '', url: req.url ?? '', headers, status });
    res.writeHead(status, { ...corsHeaders, ...extra, ...(body === undefined ? {} : { 'content-type': contentType }) });
    res.end(body);
  };
  const refuse = (req: IncomingMessage, res: ServerResponse, status: number, code: string, message: string) => {
    req.resume();
    answer(req, res, status, JSON.stringify({ code, message }));
  };

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://blob.invalid');
    if (corsOrigin !== undefined && req.method === 'OPTIONS' && req.headers['access-control-request-method'] !== undefined) {
      return answer(req, res, 204, undefined, undefined, {
        'access-control-allow-methods': 'GET, PUT, OPTIONS',
        'access-control-allow-headers': req.headers['access-control-request-headers'] ?? 'content-type, x-ms-blob-type',
        'access-control-max-age': '600',
      });
    }
    if (req.headers['x-api-key'] !== undefined || req.headers.authorization !== undefined) {
      return refuse(req, res, 400, 'CredentialsNotAccepted', 'The blob store takes signed addresses only; send no credential');
    }
    const name = decodeURIComponent(url.pathname.replace(/^\/blobs\//, ''));
    const grant = grants.get(url.searchParams.get('sig') ?? '');
    const wanted = req.method === 'PUT' ? 'w' : 'r';
    if (!url.pathname.startsWith('/blobs/') || (req.method !== 'PUT' && req.method !== 'GET')) {
      return refuse(req, res, 404, 'ResourceNotFound', 'No such blob address');
    }
    if (!grant || grant.name !== name || grant.permission !== wanted || options.now() > grant.expiresAt) {
      return refuse(req, res, 403, 'AuthenticationFailed', 'The signature is not valid for this blob, this method or this time');
    }
    if (req.method === 'GET') {
      const blob = blobs.get(name);
      if (!blob) return refuse(req, res, 404, 'BlobNotFound', 'The blob has not been uploaded');
      return answer(req, res, 200, blob.bytes, blob.contentType ?? 'application/octet-stream');
    }
    if (req.headers['x-ms-blob-type'] !== 'BlockBlob') {
      return refuse(req, res, 400, 'MissingRequiredHeader', 'x-ms-blob-type: BlockBlob is required');
    }
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= BLOB_MAX_BYTES) chunks.push(chunk);
    });
    req.on('end', () => {
      if (size > BLOB_MAX_BYTES) return answer(req, res, 413, JSON.stringify({ code: 'RequestBodyTooLarge', message: 'The file is too large' }));
      blobs.set(name, { bytes: new Uint8Array(Buffer.concat(chunks)), contentType: req.headers['content-type'] });
      answer(req, res, 201);
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, options.host ?? '127.0.0.1', resolve));
  const { address, port } = server.address() as AddressInfo;
  const origin = `http://${address.includes(':') ? `[${address}]` : address}:${port}`;

  const sign = (name: string, permission: Grant['permission'], expiresAt: number) => {
    const sig = randomBytes(16).toString('hex');
    grants.set(sig, { name, permission, expiresAt });
    return `${origin}/blobs/${encodeURIComponent(name)}?sp=${permission}&sig=${sig}`;
  };
  let closing: Promise<void> | undefined;
  return {
    url: origin,
    get requests() {
      return requests;
    },
    writeUrl: (name, expiresAt) => sign(name, 'w', expiresAt),
    readUrl: (name) => sign(name, 'r', Number.POSITIVE_INFINITY),
    get: (name) => blobs.get(name),
    put: (name, bytes, contentType) => void blobs.set(name, { bytes, contentType }),
    delete: (name) => void blobs.delete(name),
    reset: () => {
      blobs.clear();
      grants.clear();
      requests.length = 0;
    },
    close: () =>
      (closing ??= new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      })),
  };
}
