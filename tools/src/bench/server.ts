/**
 * The benchmark's HTTP server. It runs in its own process (forked by {@link startBenchServer} in
 * `request-cpu.ts`) so that its CPU time never counts against the client being measured.
 *
 * `GET /items/{id}?fields=...` answers a small JSON object (six fields), and `GET /catalog` a wide one (25
 * products of a rich resource: nested objects, arrays, numbers, dates), each with an `x-request-id` header,
 * over keep-alive connections. Anything else is a 404.
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

/** The path of the wide answer. */
export const CATALOG_PATH = '/catalog';

/** Products in the wide answer. */
export const CATALOG_SIZE = 25;

/** One product of the wide answer: 14 fields, two nested objects and a list of variants. */
export function product(index: number): Record<string, unknown> {
  return {
    id: `prod-${index}`,
    name: `Product ${index}`,
    description: 'A sturdy thing with a long description that a catalogue page would show in full.',
    price: 10 + index / 4,
    currency: 'EUR',
    tags: ['blue', 'small', `batch-${index % 5}`],
    active: index % 3 !== 0,
    stock: 100 - index,
    createdAt: '2024-01-01T10:00:00Z',
    updatedAt: '2024-05-01T10:00:00Z',
    dimensions: { width: 10, height: 20, depth: 5, unit: 'cm' },
    seller: { id: `seller-${index % 4}`, name: 'Widgets Ltd', rating: 4.5 },
    variants: [
      { sku: `sku-${index}-a`, color: 'blue', stock: 3 },
      { sku: `sku-${index}-b`, color: 'red', stock: 0 },
    ],
    rank: index,
  };
}

/** The small answer: the item `id`, six fields. */
export function itemJson(id: string): string {
  return JSON.stringify({ id, name: 'Blue widget', price: 12.5, tags: ['blue', 'small'], active: true, updatedAt: '2024-05-01T10:00:00Z' });
}

/** The wide answer. */
export const catalogJson = JSON.stringify({ value: Array.from({ length: CATALOG_SIZE }, (_, index) => product(index)), count: CATALOG_SIZE });

const catalog = Buffer.from(catalogJson);

const notFound = Buffer.from(JSON.stringify({ error: { code: 'NotFound', message: 'No such route' } }));

/**
 * Starts the item server on `127.0.0.1:<port>` (0 for any free port) and resolves once it listens.
 * Counts the requests it answers in `counter.requests`.
 */
export async function serveItems(port = 0, counter: { requests: number } = { requests: 0 }): Promise<Server> {
  const server = createServer({ keepAlive: true, keepAliveTimeout: 60_000 }, (request, response) => {
    counter.requests++;
    const url = request.url ?? '/';
    if (request.method === 'GET' && url.split('?')[0] === CATALOG_PATH) {
      response.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': catalog.length, 'x-request-id': `req-${counter.requests}` });
      response.end(catalog);
      return;
    }
    if (request.method !== 'GET' || !url.startsWith(ITEM_PATH)) {
      response.writeHead(404, { 'content-type': 'application/json', 'content-length': notFound.length });
      response.end(notFound);
      return;
    }
    const query = url.indexOf('?');
    const id = decodeURIComponent(url.slice(ITEM_PATH.length, query === -1 ? undefined : query));
    const body = Buffer.from(itemJson(id));
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
