import { startAccessControlFake, type AccessControlFake } from '@org/access-control/testing';
import type { FakeEntry } from './running-fake.js';

/** The access control fake; `token` is the subscription owner's. */
export const accessControlFake: FakeEntry<AccessControlFake> = {
  service: 'access-control',
  async start(options = {}) {
    const fake = await startAccessControlFake(options);
    return {
      service: 'access-control',
      url: fake.url,
      settings: {
        token: fake.tokens.owner,
        readerToken: fake.tokens.reader,
        adminToken: fake.tokens.admin,
        subscriptionId: fake.subscriptionId,
        principalId: fake.principalIds.reader,
      },
      fake,
      close: () => fake.close(),
    };
  },
};
