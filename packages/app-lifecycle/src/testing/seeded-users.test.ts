import { NotFoundError } from '@org/http-core';
import { describe, expect, it } from 'vitest';
import { useSetup } from '../test-support/setup.js';
import { fakeIds } from './constants.js';

describe('fake: seeded users besides the owner', () => {
  const s = useSetup();

  it('each holds a user token that reaches only their own apps, none of the owner or the organisation', async () => {
    const member = s.clientWith({ apiKey: fakeIds.memberKey });
    expect(await member.apps.list()).toEqual([]);
    await expect(member.apps.get(s.app)).rejects.toBeInstanceOf(NotFoundError);
    await expect(member.apps.get({ ownerName: fakeIds.org, appName: fakeIds.orgAppName })).rejects.toBeInstanceOf(NotFoundError);
    expect((await member.userTokens.list()).map((t) => t.id)).toEqual(['token-member']);
    expect(s.fake.state.users.map((u) => u.name)).toEqual([fakeIds.owner, fakeIds.member, fakeIds.outsider]);
  });
});
