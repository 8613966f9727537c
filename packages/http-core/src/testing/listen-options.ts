/**
 * Where a fake listens, whether it speaks HTTPS and whether a browser page may call it: options every fake
 * takes, the kit's and each service's.
 */
import type { CorsOptions } from './cors.js';
import type { TestCertificates } from './test-certificates.js';

/** Where a fake listens, over HTTP or HTTPS, and for whom. */
export interface FakeListenOptions {
  /** Interface to listen on; default `127.0.0.1` (loopback only). */
  readonly host?: string;
  /** Port; default 0 (any free port). */
  readonly port?: number;
  /**
   * Serve HTTPS instead of HTTP: `true` makes a CA and a certificate for the loopback names (and `host`) at
   * start-up; or pass certificates made once with `createTestCertificates()` of `@org/http-core/testing` and
   * shared by several fakes. The CA to trust is the fake's `caCertificate`. Default `false` (plain HTTP).
   */
  readonly tls?: boolean | TestCertificates;
  /**
   * Let a page on another origin call the fake: answer CORS preflights (`OPTIONS` with
   * `Access-Control-Request-Method`) with 204 and the allow headers, and expose to scripts the headers the
   * client reads (request id, `Link`, `Retry-After`, ...). `true` allows any origin; pass {@link CorsOptions}
   * for one origin or more headers. Default `false` (no CORS headers; a preflight is routed like any request),
   * unless the service's fake says otherwise.
   */
  readonly cors?: boolean | CorsOptions;
}
