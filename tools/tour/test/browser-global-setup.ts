import type { TestProject } from 'vitest/node';
import { fakes } from '../src/fakes/registry.js';
import type { RunningFake } from '../src/fakes/running-fake.js';

/** A running fake as the page sees it: where it is and its test settings. */
export interface FakeTarget {
  readonly url: string;
  readonly settings: Readonly<Record<string, string>>;
}

declare module 'vitest' {
  interface ProvidedContext {
    /** Every service's fake, by package directory name. */
    fakes: Readonly<Record<string, FakeTarget>>;
  }
}

/**
 * Global setup of the browser tests: starts every service's fake in Node as `org-fake` does (CORS on, so the
 * page on Vitest's own origin may call them), hands their URLs and settings to the page, and stops them after the run.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const running: RunningFake[] = [];
  const close = async () => void (await Promise.all(running.map((fake) => fake.close())));
  try {
    for (const entry of fakes) running.push(await entry.start());
  } catch (error) {
    await close();
    throw error;
  }
  project.provide('fakes', Object.fromEntries(running.map((fake) => [fake.service, { url: fake.url, settings: fake.settings }])));
  return close;
}
