/**
 * A loopback server whose answers a test writes byte for byte, or rewrites from the probe's fake (a proxy): for
 * answers no fake sends (hostile keys, 64-bit numbers, other content types, compressed bombs). It counts the
 * requests it received and the body bytes it wrote.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface AnswerServer {
  readonly url: string;
  /** Requests received since the last `reset()`. */
  readonly requests: number;
  /** Body bytes written since the last `reset()` (what the socket accepted). */
  readonly written: number;
  /** The bodies of the requests received since the last `reset()`, as text. */
  readonly bodies: readonly string[];
  /** Answers every request with `answer`. */
  answer(answer: (request: IncomingMessage, response: ServerResponse, count: (bytes: number) => void) => void): void;
  /** Forwards every request to `target` and answers with `rewrite` of its answer. */
  proxy(target: string, rewrite: (answer: ProxiedAnswer) => ProxiedAnswer): void;
  reset(): void;
  close(): Promise<void>;
}

export interface ProxiedAnswer {
  readonly status: number;
  readonly headers: Record<string, string>;
  readonly text: string;
}

export async function startAnswerServer(): Promise<AnswerServer> {
  let requests = 0;
  let written = 0;
  let bodies: string[] = [];
  let handler: (request: IncomingMessage, response: ServerResponse, body: Buffer) => void = (_request, response) => response.end();
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      requests++;
      const body = Buffer.concat(chunks);
      bodies.push(body.toString('utf8'));
      try {
        handler(request, response, body);
      } catch {
        response.destroy();
      }
    });
  });
  // As the fakes do: an idle connection outlives any pause between two calls of a test (see the fakes' server).
  server.keepAliveTimeout = 30_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    get requests() {
      return requests;
    },
    get written() {
      return written;
    },
    get bodies() {
      return bodies;
    },
    answer(answer) {
      handler = (request, response) => answer(request, response, (bytes) => (written += bytes));
    },
    proxy(target, rewrite) {
      handler = (request, response, body) => {
        const headers: Record<string, string> = {};
        for (const [name, value] of Object.entries(request.headers)) {
          if (name !== 'host' && name !== 'content-length' && name !== 'connection' && typeof value === 'string') headers[name] = value;
        }
        void fetch(target + request.url, { method: request.method, headers, body: body.length > 0 ? new Uint8Array(body) : undefined, redirect: 'manual' })
          .then(async (upstream) => {
            const kept: Record<string, string> = {};
            upstream.headers.forEach((value, name) => {
              if (name !== 'content-length' && name !== 'content-encoding' && name !== 'transfer-encoding' && name !== 'connection' && name !== 'keep-alive') kept[name] = value;
            });
            const out = rewrite({ status: upstream.status, headers: kept, text: await upstream.text() });
            const bytes = Buffer.from(out.text);
            written += bytes.length;
            response.writeHead(out.status, { ...out.headers, 'content-length': String(bytes.length) });
            response.end(bytes);
          })
          .catch(() => response.destroy());
      };
    },
    reset() {
      requests = 0;
      written = 0;
      bodies = [];
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
