import { AuthenticationError, PermissionDeniedError } from '@org/http-core';
import { describe, expect, it } from 'vitest';
import { useSetup } from '../../test-support/setup.js';

describe('fake caller profile and app transfer', () => {
  const s = useSetup();

  it("answers each token's own user, and refuses app tokens", async () => {
    expect(await s.clientWith({ apiKey: s.fake.ids.memberKey }).user.get()).toMatchObject({ name: s.fake.ids.member, email: 'ana@example.com', origin: 'appcenter' });
    await expect(s.clientWith({ apiKey: s.fake.ids.viewerKey }).user.get()).rejects.toBeInstanceOf(PermissionDeniedError);
    expect(await s.clientWith({ apiKey: s.fake.ids.memberKey }).user.listServiceConnections()).toEqual([]);
  });

  it('answers the service connections errors in their own shape', async () => {
    const error = await s.clientWith({ apiKey: 'wrong' }).user.listServiceConnections().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AuthenticationError);
    expect(error).toMatchObject({ body: { code: 'Unauthorized', message: expect.any(String) } });
    expect((error as { body: Record<string, unknown> }).body['error']).toBeUndefined();
  });

  it('refuses before sending when the client knows its token is an app token', async () => {
    const appToken = await s.client.appTokens.create({ ...s.app, body: { description: 'ci' } });
    const asApp = s.clientWith({ apiKey: undefined, appApiKey: appToken.api_token });
    const before = s.fake.requestCount();
    const error = await asApp.apps.transfer({ ...s.app, destinationOwnerName: s.fake.ids.org }).catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'ValidationError', field: 'auth', message: expect.stringContaining('needs a credential of kind userApiToken; the client has appApiToken') });
    expect(String(error)).not.toContain(appToken.api_token);
    await expect(asApp.apps.transferToOrg(s.app)).rejects.toMatchObject({ field: 'auth' });
    expect(s.fake.requestCount()).toBe(before);
    expect((await asApp.apps.get(s.app)).owner.name).toBe(s.fake.ids.owner);
  });

  it('transfers an app to another user, who then owns it alone', async () => {
    const moved = await s.client.apps.transfer({ ...s.app, destinationOwnerName: s.fake.ids.member });
    expect(moved.owner).toMatchObject({ name: s.fake.ids.member, type: 'user', email: 'ana@example.com' });
    const ana = s.clientWith({ apiKey: s.fake.ids.memberKey });
    expect((await ana.apps.list()).map((a) => a.name)).toEqual([s.fake.ids.appName]);
    await expect(s.client.apps.get(s.app)).rejects.toMatchObject({ status: 404 });
    await expect(s.client.apps.get({ ownerName: s.fake.ids.member, appName: s.fake.ids.appName })).rejects.toMatchObject({ status: 404 });
  });

  it('transfers only what the caller may give away, to owners that exist and lack an app of that name', async () => {
    await expect(s.client.apps.transfer({ ...s.app, destinationOwnerName: 'nobody' })).rejects.toMatchObject({ status: 404, body: { error: { code: 'NotFound' } } });
    await expect(s.client.apps.transfer({ ...s.app, destinationOwnerName: s.fake.ids.owner })).rejects.toMatchObject({ status: 409 });
    await s.client.apps.create({ body: { display_name: 'x', name: s.fake.ids.orgAppName, os: 'iOS', platform: 'Objective-C-Swift' } });
    await expect(s.client.apps.transfer({ ownerName: s.fake.ids.owner, appName: s.fake.ids.orgAppName, destinationOwnerName: s.fake.ids.org })).rejects.toMatchObject({ status: 409 });
    const made = await s.clientWith({ apiKey: s.fake.ids.memberKey }).organizations.create({ body: { name: 'anas-org' } });
    await expect(s.client.apps.transfer({ ...s.app, destinationOwnerName: made.name })).rejects.toMatchObject({ status: 403 });
    await expect(s.client.apps.transferToOrg({ ownerName: s.fake.ids.org, appName: s.fake.ids.orgAppName })).rejects.toMatchObject({ status: 400 });
  });

  it('moves an app into a new organisation of its own, administered by the caller', async () => {
    const made = await s.client.apps.transferToOrg(s.app);
    expect(made).toMatchObject({ name: s.fake.ids.appName, display_name: 'Test App', origin: 'appcenter' });
    expect((await s.client.orgMembers.list({ orgName: made.name })).map((m) => [m.name, m.role])).toEqual([[s.fake.ids.owner, 'admin']]);
    expect((await s.client.organizations.listApps({ orgName: made.name })).map((a) => a.name)).toEqual([s.fake.ids.appName]);
  });
});
