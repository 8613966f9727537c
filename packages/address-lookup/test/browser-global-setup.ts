import type { TestProject } from 'vitest/node';
import { startAddressLookupFake } from '../src/testing/index.js';

declare module 'vitest' {
  interface ProvidedContext {
    /** Base URL of the fake, e.g. `http://127.0.0.1:40123`. */
    fakeUrl: string;
    /** An API key the fake accepts. */
    apiKey: string;
  }
}

/**
 * Global setup of the browser tests: starts the service's fake in Node (CORS on, so the page on Vitest's
 * own origin may call it), hands its URL and test key to the page, and stops it after the run.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const fake = await startAddressLookupFake();
  project.provide('fakeUrl', fake.url);
  project.provide('apiKey', fake.account.apiKey);
  return () => fake.close();
}
