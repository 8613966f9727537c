/**
 * A forward proxy on 127.0.0.1 for testing a client's proxy settings: it records what each client asked of it, a
 * request in absolute form (`GET http://host/path`), forwarded to its target, or a `CONNECT host:port` tunnel,
 * piped to it. `hosts` points names at addresses the proxy alone knows, so a call to such a name succeeds only
 * through the proxy. With `authorization` set, a call without that `Proxy-Authorization` gets 407.
 */
import { createServer, request, type IncomingMessage, type ServerResponse } from 'node:http';
import { connect, type AddressInfo, type Socket } from 'node:net';
import type { Duplex } from 'node:stream';

/** What the proxy was asked. */
export interface ProxiedCall {
  readonly kind: 'forward' | 'tunnel';
  readonly method: string;
  /** The absolute URL of a forwarded request, the `host:port` of a tunnel. */
  readonly target: string;
  /** The `Proxy-Authorization` header, as received. */
  readonly authorization: string | undefined;
  /** Whether the proxy let it through. */
  readonly allowed: boolean;
}

/** Options of {@link startForwardProxy}. */
export interface ForwardProxyOptions {
  /** Addresses for host names, e.g. `{ 'api.example.test': '127.0.0.1' }`. */
  readonly hosts?: Readonly<Record<string, string>>;
  /** The `Proxy-Authorization` value required; none by default. */
  readonly authorization?: string;
}

/** A running forward proxy. */
export interface ForwardProxy extends AsyncDisposable {
  /** `http://127.0.0.1:<port>`; add `user:password@` for a client that sends credentials. */
  readonly url: string;
  readonly port: number;
  /** Every call, in order. */
  readonly calls: ProxiedCall[];
  /** Closes the proxy and every connection through it. */
  close(): Promise<void>;
}

/** Starts a forward proxy on a free port of 127.0.0.1. */
export async function startForwardProxy(options: ForwardProxyOptions = {}): Promise<ForwardProxy> {
  const calls: ProxiedCall[] = [];
  const sockets = new Set<Socket | Duplex>();
  const address = (host: string) => options.hosts?.[host.replace(/^\[(.*)\]$/, '$1')] ?? host;
  const allowed = (incoming: IncomingMessage) => options.authorization === undefined || incoming.headers['proxy-authorization'] === options.authorization;

  const server = createServer((incoming: IncomingMessage, response: ServerResponse) => {
    const ok = allowed(incoming);
    calls.push({ kind: 'forward', method: incoming.method ?? '', target: incoming.url ?? '', authorization: incoming.headers['proxy-authorization'], allowed: ok });
    if (!ok) {
      response.writeHead(407, { 'proxy-authenticate': 'Basic realm="test"', 'content-type': 'text/plain' }).end('proxy authentication required');
      return;
    }
    let target: URL;
    try {
      target = new URL(incoming.url ?? '');
    } catch {
      response.writeHead(400).end('absolute form expected');
      return;
    }
    const { 'proxy-authorization': _auth, 'proxy-connection': _connection, ...headers } = incoming.headers;
    const upstream = request({ host: address(target.hostname), port: target.port || 80, method: incoming.method, path: target.pathname + target.search, headers }, (answer) => {
      response.writeHead(answer.statusCode ?? 502, answer.rawHeaders);
      answer.pipe(response);
    });
    upstream.on('error', () => response.writeHead(502).end('upstream unreachable'));
    incoming.pipe(upstream);
  });

  server.on('connect', (incoming: IncomingMessage, client: Duplex, head: Buffer) => {
    sockets.add(client);
    client.on('close', () => sockets.delete(client));
    client.on('error', () => {});
    const ok = allowed(incoming);
    calls.push({ kind: 'tunnel', method: 'CONNECT', target: incoming.url ?? '', authorization: incoming.headers['proxy-authorization'], allowed: ok });
    if (!ok) {
      client.end('HTTP/1.1 407 Proxy Authentication Required\r\nProxy-Authenticate: Basic realm="test"\r\nContent-Length: 0\r\n\r\n');
      return;
    }
    const [, host = '', port = '443'] = /^\[?([^\]]*?)\]?:(\d+)$/.exec(incoming.url ?? '') ?? [];
    const upstream = connect({ host: address(host), port: Number(port) }, () => {
      client.write('HTTP/1.1 200 Connection Established\r\n\r\n');
      if (head.length > 0) upstream.write(head);
      upstream.pipe(client);
      client.pipe(upstream);
    });
    sockets.add(upstream);
    upstream.on('close', () => sockets.delete(upstream));
    upstream.on('error', () => client.end('HTTP/1.1 502 Bad Gateway\r\nContent-Length: 0\r\n\r\n'));
  });
  server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const close = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      server.close(() => resolve());
    });
  return { url: `http://127.0.0.1:${port}`, port, calls, close, [Symbol.asyncDispose]: close };
}
