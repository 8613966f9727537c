/**
 * A server on another origin that records what reaches it: where a redirect must never lead a client.
 */
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface OtherOrigin {
  readonly url: string;
  /** Requests received, with their headers and raw target. */
  readonly received: ReadonlyArray<{ readonly target: string; readonly headers: IncomingHttpHeaders }>;
  close(): Promise<void>;
}

export async function startOtherOrigin(): Promise<OtherOrigin> {
  const received: Array<{ target: string; headers: IncomingHttpHeaders }> = [];
  const server = createServer((req, res) => {
    received.push({ target: req.url ?? '', headers: req.headers });
    res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    // `localhost` and `127.0.0.1` are different origins; another port is another origin too.
    url: `http://127.0.0.1:${port}`,
    received,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
