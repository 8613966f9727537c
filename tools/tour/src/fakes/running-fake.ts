/**
 * A service's fake, started for the tour or the standalone server, seen the same way for every service.
 */
import type { TestCertificates } from '@org/http-core/testing';
import type { SampleRequest } from './sample-request.js';

/** A fake that is running. */
export interface RunningFake<F = unknown> {
  /** Package directory name, e.g. `access-control`. */
  readonly service: string;
  /** Base URL to give a client (the service's base path included). */
  readonly url: string;
  /**
   * Test credentials and ids by name (`token`, `apiKey`, `subscriptionId`, ...), the names the tour's
   * `--set name=value` uses against a real deployment.
   */
  readonly settings: Readonly<Record<string, string>>;
  /** One request that works against this fake, credentials sent the way the service takes them. */
  readonly sample: SampleRequest;
  /** The package's own fake object, for steps that arrange state or use fake-only features. */
  readonly fake: F;
  close(): Promise<void>;
}

/** Where a fake listens, and how. */
export interface ListenOptions {
  /** Default `127.0.0.1`. */
  readonly host?: string;
  /** Default 0: any free port. */
  readonly port?: number;
  /** Serve HTTPS with these certificates (one CA shared by every fake); default plain HTTP. */
  readonly tls?: TestCertificates;
  /** Values of the fake's {@link FakeEntry.options}, by name, as given on the command line. */
  readonly options?: Readonly<Record<string, string>>;
}

/** An option of a fake that `org-fake` passes through: `--option <service>.<name>=<value>`. */
export interface FakeOption {
  /** What it changes, in a line. */
  readonly description: string;
  /** A value to show in the help, e.g. `int64`. */
  readonly example: string;
  /** Turns the text into the fake's option value; throws an `Error` naming what is accepted. */
  parse(value: string): unknown;
}

/** How to start one service's fake. */
export interface FakeEntry<F = unknown> {
  readonly service: string;
  /** The fake's own options reachable from `org-fake`, by name (the name of the fake's start option). */
  readonly options?: Readonly<Record<string, FakeOption>>;
  start(options?: ListenOptions): Promise<RunningFake<F>>;
}
