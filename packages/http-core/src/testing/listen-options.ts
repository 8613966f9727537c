/**
 * Where a fake listens and whether it speaks HTTPS: options every fake takes, the kit's and each service's.
 */
import type { TestCertificates } from './test-certificates.js';

/** Where a fake listens, over HTTP or HTTPS. */
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
}
