import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TestProject } from 'vitest/node';
import { BROWSER_TEST_TOKEN } from './browser-fixtures.js';

declare module 'vitest' {
  interface ProvidedContext {
    /** Base URL of the test API server, e.g. `http://127.0.0.1:40123`. */
    apiBaseUrl: string;
  }
}

const corsHeaders = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
  'access-control-allow-headers': 'authorization, content-type, x-api-key',
  'access-control-expose-headers': 'x-request-id',
  'access-control-max-age': '600',
} as const;

let requestCounter = 0;

function send(response: ServerResponse, status: number, body: unknown, extra: Record<string, string> = {}): void {
  const text = body === undefined ? '' : JSON.stringify(body);
  response.writeHead(status, {
    ...corsHeaders,
    'content-type': 'application/json',
    'content-length': String(Buffer.byteLength(text)),
    'x-request-id': `req-${++requestCounter}`,
    ...extra,
  });
  response.end(text);
}

/**
 * Routes used by `src/*.browser.test.ts`:
 *
 * - `GET /secure/widgets/{id}?view=...`: a widget, 401 unless `Authorization: Bearer <BROWSER_TEST_TOKEN>`.
 * - `GET /flaky/{key}`: 503 on the first request for each key, then 200.
 * - `GET /missing/{id}`: 404 with a resource-manager error body `{ error: { code, message } }`.
 * - `OPTIONS *`: CORS preflight, 204.
 */
function handle(request: IncomingMessage, response: ServerResponse, flakySeen: Set<string>): void {
  if (request.method === 'OPTIONS') {
    response.writeHead(204, corsHeaders);
    response.end();
    return;
  }
  const url = new URL(request.url ?? '/', 'http://127.0.0.1');
  const parts = url.pathname.split('/').filter(Boolean).map(decodeURIComponent);
  const [route, id] = parts;

  if (request.method === 'GET' && route === 'secure' && parts[1] === 'widgets' && parts.length === 3) {
    if (request.headers.authorization !== `Bearer ${BROWSER_TEST_TOKEN}`) {
      // Echoes what it was sent, as some services do: the client must scrub it from the error.
      const sent = request.headers.authorization ?? 'nothing';
      send(response, 401, { error: { code: 'InvalidAuthenticationToken', message: `The access token is invalid: ${sent}` } }, {
        'www-authenticate': 'Bearer',
      });
      return;
    }
    send(response, 200, {
      id: parts[2],
      name: `Widget ${parts[2]}`,
      view: url.searchParams.get('view'),
      userAgent: request.headers['user-agent'] ?? null,
      createdAt: '2024-05-01T10:00:00Z',
    });
    return;
  }
  if (request.method === 'GET' && route === 'flaky' && id !== undefined) {
    if (!flakySeen.has(id)) {
      flakySeen.add(id);
      send(response, 503, { error: { code: 'ServiceUnavailable', message: 'Try again.' } }, { 'retry-after': '0' });
      return;
    }
    send(response, 200, { id, ok: true });
    return;
  }
  if (request.method === 'GET' && route === 'missing' && id !== undefined) {
    send(response, 404, { error: { code: 'ResourceNotFound', message: `The resource '${id}' was not found.` } }, {
      'x-request-id': 'req-missing-404',
    });
    return;
  }
  send(response, 404, { error: { code: 'NoRoute', message: `No route for ${request.method} ${url.pathname}` } });
}

/**
 * A file service on the same server, for `src/transfer.browser.test.ts`. It refuses any request that carries an
 * `authorization` header (400), so a test passes only when no credential reached it.
 *
 * - `POST /files/{id}/chunks/{n}`: stores chunk `n` of upload `id`; the first chunk 2 of each upload gets a 503.
 * - `POST /files/{id}/finish`: `{ content }`, the stored chunks joined in order.
 * - `GET /files/big`: 64 pieces of 16 KiB, without a declared length.
 */
function handleFiles(request: IncomingMessage, response: ServerResponse, uploads: Map<string, Map<number, string>>): void {
  const parts = new URL(request.url ?? '/', 'http://127.0.0.1').pathname.split('/').filter(Boolean);
  const body: Buffer[] = [];
  request.on('data', (chunk: Buffer) => body.push(chunk));
  request.on('end', () => {
    if (request.headers.authorization !== undefined) return send(response, 400, { error: { code: 'CredentialSent', message: 'No credential belongs here.' } });
    const [, id, step, number] = parts;
    if (request.method === 'GET' && id === 'big') {
      response.writeHead(200, { ...corsHeaders, 'content-type': 'application/octet-stream' });
      const piece = Buffer.alloc(16 * 1024, 97);
      for (let i = 0; i < 64; i++) response.write(piece);
      return void response.end();
    }
    if (request.method !== 'POST' || id === undefined) return send(response, 404, { error: { code: 'NoRoute', message: 'No route' } });
    const chunks = uploads.get(id) ?? new Map<number, string>();
    uploads.set(id, chunks);
    if (step === 'chunks') {
      const n = Number(number);
      if (n === 2 && !chunks.has(-2)) {
        chunks.set(-2, '');
        return send(response, 503, { error: { code: 'ServiceUnavailable', message: 'Try again.' } }, { 'retry-after': '0' });
      }
      chunks.set(n, Buffer.concat(body).toString('utf8'));
      return send(response, 200, { ok: true });
    }
    const content = [...chunks.entries()].filter(([n]) => n > 0).sort(([a], [b]) => a - b).map(([, text]) => text).join('');
    send(response, 200, { content });
  });
}

/**
 * Vitest global setup of the browser tests: starts the test API on 127.0.0.1 (random port), provides its
 * URL as `apiBaseUrl`, and stops it after the run.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const flakySeen = new Set<string>();
  const uploads = new Map<string, Map<number, string>>();
  const server = createServer((request, response) => {
    try {
      if (request.method !== 'OPTIONS' && request.url?.startsWith('/files/')) return handleFiles(request, response, uploads);
      handle(request, response, flakySeen);
    } catch (error) {
      send(response, 500, { error: { code: 'TestServerError', message: String(error) } });
    }
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  project.provide('apiBaseUrl', `http://127.0.0.1:${port}`);
  return async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };
}
