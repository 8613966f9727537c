import { startDocsPlatformFake, type DocsPlatformFake } from '@org/docs-platform/testing';
import type { FakeEntry } from './running-fake.js';

/** The documentation platform fake, with its API key and main version. */
export const docsPlatformFake: FakeEntry<DocsPlatformFake> = {
  service: 'docs-platform',
  async start(options = {}) {
    const fake = await startDocsPlatformFake(options);
    return { service: 'docs-platform', url: fake.url, settings: { apiKey: fake.apiKey, docsVersion: fake.mainVersion }, fake, close: () => fake.close() };
  },
};
