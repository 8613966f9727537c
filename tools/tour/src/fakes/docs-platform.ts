import { docsPlatformServiceInfo } from '@org/docs-platform';
import { startDocsPlatformFake, type DocsPlatformFake } from '@org/docs-platform/testing';
import { defineFake } from './define-fake.js';
import { nonEmptyText } from './fake-options.js';
import type { FakeEntry } from './running-fake.js';

const options = { apiKey: nonEmptyText('the API key accepted as the Basic user name', 'rdme_my_key') };

/** The documentation platform fake, with its API key and main version. */
export const docsPlatformFake: FakeEntry<DocsPlatformFake> = defineFake({
  service: docsPlatformServiceInfo.name,
  options,
  start: startDocsPlatformFake,
  show: (fake) => ({
    settings: { apiKey: fake.apiKey, docsVersion: fake.mainVersion },
    sample: {
      method: 'GET',
      path: '/docs/welcome',
      // HTTP Basic: the API key is the user name, the password empty.
      headers: { Authorization: `Basic ${Buffer.from(`${fake.apiKey}:`).toString('base64')}`, 'x-readme-version': fake.mainVersion },
    },
  }),
});
