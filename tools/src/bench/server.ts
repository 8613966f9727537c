/**
 * The benchmark's HTTP server. It runs in its own process (forked by {@link startBenchServer} in
 * `request-cpu.ts`) so that its CPU time never counts against the client being measured.
 *
 * `GET /items/{id}?fields=...` answers a small JSON object (six fields) with an `x-request-id`
 * header, over keep-alive connections. Anything else is a 404.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import process from 'node:process';
import { fileURLToPath } from 'node:url';

/** Messages the server process sends to its parent. */
export type ServerMessage =
  | { readonly type: 'listening'; readonly port: number }
  | { readonly type: 'cpu'; readonly usage: NodeJS.CpuUsage; readonly requests: number };

/** Messages the parent sends to the server process. */
export type ServerCommand = { readonly type: 'cpu' } | { readonly type: 'stop' };

/** The path prefix the server answers. */
export const ITEM_PATH = '/items/';

const notFound = Buffer.from(JSON.stringify({ error: { code: 'NotFound', message: 'No such route' } }));

/**
 * Starts the item server on `127.0.0.1:<port>` (0 for any free port) and resolves once it listens.
 * Counts the requests it answers in `counter.requests`.
 */
export async function serveItems(port = 0, counter: { requests: number } = { requests: 0 }): Promise<Server> {
  const server = createServer({ keepAlive: true, keepAliveTimeout: 60_000 }, (request, response) => {
    counter.requests++;
    const url = request.url ?? '/';
    if (request.method !== 'GET' || !url.startsWith(ITEM_PATH)) {
      response.writeHead(404, { 'content-type': 'application/json', 'content-length': notFound.length });
      response.end(notFound);
      return;
    }
    const query = url.indexOf('?');
    const id = decodeURIComponent(url.slice(ITEM_PATH.length, query === -1 ? undefined : query));
    const body = Buffer.from(
      JSON.stringify({
        id,
        name: 'Blue widget',
        price: 12.5,
        tags: ['blue', 'small'],
        active: true,
        updatedAt: '2024-05-01T10:00:00Z',
      }),
    );
    response.writeHead(200, {
      'content-type': 'application/json; charset=utf-8',
      'content-length': body.length,
      'x-request-id': `req-${counter.requests}`,
    });
    response.end(body);
  });
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return server;
}

async function runAsChild(): Promise<void> {
  const counter = { requests: 0 };
  const server = await serveItems(0, counter);
  const send = (message: ServerMessage) => process.send?.(message);
  process.on('message', (command: ServerCommand) => {
    if (command.type === 'cpu') send({ type: 'cpu', usage: process.cpuUsage(), requests: counter.requests });
    if (command.type === 'stop') {
      server.closeAllConnections();
      server.close(() => process.exit(0));
    }
  });
  // The parent went away without saying so: do not linger.
  process.on('disconnect', () => process.exit(0));
  send({ type: 'listening', port: (server.address() as AddressInfo).port });
}

if (process.argv[1] !== undefined && fileURLToPath(import.meta.url) === process.argv[1]) {
  void runAsChild();
}
