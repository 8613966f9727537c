import type { ServiceDefinition } from '../service.js';
import type { Faults } from './faults.js';
import type { RecordedRequest } from './request-log.js';

/** A running fake. `await server.close()` stops it (on Node 24 and later, `await using` also closes it at the end of the scope). */
export interface FakeServer extends AsyncDisposable {
  /**
   * Base URL, e.g. `http://127.0.0.1:54321` or, with a base path and TLS, `https://127.0.0.1:54321/v1` (no
   * trailing slash): pass it as the client's `baseUrl`.
   */
  readonly url: string;
  readonly port: number;
  /**
   * With `tls`: the PEM certificate of the CA that issued the server's certificate. Trust it in the client:
   * `new https.Agent({ ca })`, `NODE_EXTRA_CA_CERTS=<file with it>` for a new Node process, or
   * `tls.setDefaultCACertificates([...tls.getCACertificates('default'), ca])` in-process (Node 22.19+, 24.5+;
   * this reaches `fetch` too). `undefined` over plain HTTP.
   */
  readonly caCertificate: string | undefined;
  readonly service: ServiceDefinition;
  /** Requests received since start or the last `reset()`, oldest first (CORS preflights excluded). */
  readonly requests: readonly RecordedRequest[];
  /** Number of requests received, or of those routed to `operationId`. */
  requestCount(operationId?: string): number;
  /** TCP connections accepted since start or the last `reset()`; stays at 1 while a client reuses its connection. */
  readonly connections: number;
  /** Fault injection; see {@link Faults}. */
  readonly faults: Faults;
  /** Clears the request log, the faults and the connection count, and calls `onReset`. */
  reset(): void;
  /** Stops listening and closes every connection, idle or busy; resolves when closed. Safe to call twice. */
  close(): Promise<void>;
}
