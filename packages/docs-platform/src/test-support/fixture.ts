import { afterAll, beforeAll, beforeEach } from 'vitest';
import { createDocsPlatformClient, type DocsPlatformClient, type DocsPlatformClientOptions } from '../index.js';
import { startDocsPlatformFake, type DocsPlatformFake } from '../testing/index.js';

/** A fake started once per test file and reset before each test, with a client factory. */
export interface Fixture {
  readonly fake: DocsPlatformFake;
  /** A client of the fake with its API key and main version, strict validation, no log output. */
  client(options?: Partial<DocsPlatformClientOptions>): DocsPlatformClient;
}

/** Registers the hooks and returns the fixture (its fields are ready inside tests). */
export function useDocsFake(): Fixture {
  let fake: DocsPlatformFake | undefined;
  beforeAll(async () => {
    fake = await startDocsPlatformFake();
  });
  afterAll(() => fake?.close());
  beforeEach(() => fake?.reset());
  return {
    get fake() {
      return fake!;
    },
    client: (options = {}) =>
      createDocsPlatformClient({ apiKey: fake!.apiKey, baseUrl: fake!.url, docsVersion: fake!.mainVersion, validation: 'strict', logLevel: 'silent', ...options }),
  };
}

/** Awaits a call expected to fail and returns the error if `guard` accepts it. */
export async function rejection<T>(promise: PromiseLike<unknown>, guard: (e: unknown) => e is T): Promise<T> {
  try {
    await promise;
  } catch (error) {
    if (guard(error)) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}
