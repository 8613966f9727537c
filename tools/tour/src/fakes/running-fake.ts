/**
 * A service's fake, started for the tour or the standalone server, seen the same way for every service.
 */

/** A fake that is running. */
export interface RunningFake<F = unknown> {
  /** Package directory name, e.g. `access-control`. */
  readonly service: string;
  /** Base URL to give a client. */
  readonly url: string;
  /**
   * Test credentials and ids by name (`token`, `apiKey`, `subscriptionId`, ...), the names the tour's
   * `--set name=value` uses against a real deployment.
   */
  readonly settings: Readonly<Record<string, string>>;
  /** The package's own fake object, for steps that arrange state or use fake-only features. */
  readonly fake: F;
  close(): Promise<void>;
}

/** Where a fake listens. */
export interface ListenOptions {
  /** Default `127.0.0.1`. */
  readonly host?: string;
  /** Default 0: any free port. */
  readonly port?: number;
}

/** How to start one service's fake. */
export interface FakeEntry<F = unknown> {
  readonly service: string;
  start(options?: ListenOptions): Promise<RunningFake<F>>;
}
