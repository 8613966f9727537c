/**
 * A probe's fake, started from the tour's registry of fakes, with clients pointed at it.
 */
import type { FakeServer } from '@org/http-core/testing';
import { fakes } from '@org/tour/fakes';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { Probe, Session, SuiteOptions, Target } from '../probe.js';

/** A running fake for one probe. */
export interface FakeSession<C> extends Session<C> {
  /** A client of the fake with the accepted credentials and `options`; `url` points it elsewhere. */
  clientWith(options: SuiteOptions, url?: string): C;
  close(): Promise<void>;
}

/** Options every suite client gets unless a test says otherwise: no console output, quick retries. */
export const quietOptions: SuiteOptions = {
  logLevel: 'silent',
  retry: { limit: 2, baseDelayMs: 5, maxDelayMs: 20 },
  timeout: 10_000,
};

/** Starts the probe's fake on a free loopback port. */
export async function startSession<C>(probe: Probe<C>): Promise<FakeSession<C>> {
  const entry = fakes.find((candidate) => candidate.service === probe.service);
  if (!entry) throw new Error(`@org/tour/fakes has no fake for ${probe.service}`);
  const running = await entry.start({ host: '127.0.0.1', port: 0 });
  const target: Target = { url: running.url, settings: running.settings };
  const fake = running.fake as FakeServer;
  const clientWith = (options: SuiteOptions, url = target.url) => probe.client({ ...target, url }, { ...quietOptions, ...options });
  return { target, fake, client: clientWith({}), clientWith, close: () => running.close() };
}

/**
 * The probe's session for the tests of the current suite: started before them, closed after them and, unless
 * `reset` is `false`, reset before each. Its fields are ready inside tests and hooks.
 */
export function useSession<C>(probe: Probe<C>, options: { readonly reset?: boolean } = {}): FakeSession<C> {
  const shared = {} as FakeSession<C>;
  beforeAll(async () => {
    Object.assign(shared, await startSession(probe));
  });
  afterAll(() => shared.close?.());
  if (options.reset !== false) beforeEach(() => shared.fake.reset());
  return shared;
}
