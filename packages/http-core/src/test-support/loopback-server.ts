/**
 * Test support (not shipped): a real HTTP server on 127.0.0.1 with a handler each test programs,
 * a log of the requests it received and a count of the connections it accepted.
 */
import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeEach } from 'vitest';

/** A request as the server received it, body read in full. */
export interface RecordedRequest {
  readonly method: string;
  /** Path and query exactly as sent on the request line (still percent-encoded). */
  readonly url: string;
  /** Path part of {@link url}, still percent-encoded. */
  readonly path: string;
  readonly query: URLSearchParams;
  readonly headers: IncomingHttpHeaders;
  readonly body: string;
}

/** Answers one request. It may leave the response open to simulate a stalled server. */
export type Handler = (request: RecordedRequest, response: ServerResponse, raw: IncomingMessage) => unknown;

export interface LoopbackServer {
  /** `http://127.0.0.1:<port>` without a trailing slash. */
  readonly url: string;
  readonly port: number;
  /** Every request received, in order. */
  readonly requests: RecordedRequest[];
  /** Connections accepted so far. */
  readonly connections: number;
  /** Replaces the handler. */
  handle(handler: Handler): void;
  /** Forgets the requests received and restores the first handler (between tests sharing a server). */
  reset(): void;
  /** Closes the server and every open connection (stalled responses included). */
  close(): Promise<void>;
}

/** Sends a JSON answer. */
export function json(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  const text = JSON.stringify(body);
  response.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text), ...headers });
  response.end(text);
}

/** Starts a server on 127.0.0.1 on a free port. The default handler answers `200 {}`. */
export async function startServer(handler: Handler = (_request, response) => json(response, 200, {})): Promise<LoopbackServer> {
  let current = handler;
  let connections = 0;
  const requests: RecordedRequest[] = [];
  const server = createServer((raw, response) => {
    const chunks: Buffer[] = [];
    raw.on('data', (chunk: Buffer) => chunks.push(chunk));
    raw.on('end', () => {
      const url = raw.url ?? '/';
      const queryAt = url.indexOf('?');
      const recorded: RecordedRequest = {
        method: raw.method ?? 'GET',
        url,
        path: queryAt === -1 ? url : url.slice(0, queryAt),
        query: new URLSearchParams(queryAt === -1 ? '' : url.slice(queryAt + 1)),
        headers: raw.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      requests.push(recorded);
      Promise.resolve()
        .then(() => current(recorded, response, raw))
        .catch((error: unknown) => {
          if (!response.headersSent) json(response, 599, { message: `test handler failed: ${String(error)}` });
          else response.destroy();
        });
    });
  });
  // As the fakes do: an idle connection stays open longer than any pause between two calls of a test, so the server
  // never closes one the client is picking up again (with Node's 5 s, a worker busy that long could see a reset).
  server.keepAliveTimeout = 30_000;
  server.on('connection', () => {
    connections++;
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    requests,
    get connections() {
      return connections;
    },
    handle(next) {
      current = next;
    },
    reset() {
      requests.length = 0;
      current = handler;
    },
    close() {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** The base URL of a port nothing listens on (a server was bound there and closed). */
export async function closedPortUrl(): Promise<string> {
  const server = await startServer();
  const { url } = server;
  await server.close();
  return url;
}

/**
 * A server shared by the tests of the file that awaits it at its top level: before each test it forgets its
 * requests and answers with `handler` again, and it closes after the last test.
 */
export async function shareServer(handler?: Handler): Promise<LoopbackServer> {
  const server = await startServer(handler);
  afterAll(() => server.close());
  beforeEach(() => server.reset());
  return server;
}
