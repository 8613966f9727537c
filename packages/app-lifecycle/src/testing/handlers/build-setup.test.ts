import { PermissionDeniedError, NotFoundError } from '@org/http-core';
import { describe, expect, it } from 'vitest';
import { useSetup } from '../../test-support/setup.js';
import { fakeToolsets } from './build-setup.js';

describe('fake build setup: repository, toolsets, file assets, public webhook', () => {
  const s = useSetup();

  it('keeps one active repository; a new one turns the old inactive, shown only when none is active', async () => {
    await s.client.repositories.configure({ ...s.app, body: { repo_url: 'https://bitbucket.org/test-owner/test-app.git' } });
    expect((await s.client.repositories.listConfigs(s.app)).map((c) => [c.type, c.state, c.user_email])).toEqual([['bitbucket', 'active', 'owner@example.com']]);
    await s.client.repositories.deleteConfig(s.app);
    expect(await s.client.repositories.listConfigs(s.app)).toEqual([]);
    expect((await s.client.repositories.listConfigs({ ...s.app, includeInactive: true })).map((c) => [c.type, c.state])).toEqual([['github', 'inactive']]);
    await expect(s.client.repositories.deleteConfig(s.app)).rejects.toMatchObject({ status: 404, body: { code: 'NotFound', id: expect.any(String) } });
  });

  it('takes HTTPS repository addresses only, from user tokens only', async () => {
    await expect(s.client.repositories.configure({ ...s.app, body: { repo_url: 'git@github.com:test-owner/test-app.git' } })).rejects.toMatchObject({ status: 400 });
    await expect(s.client.repositories.configure({ ...s.app, body: { repo_url: 'http://github.com/test-owner/test-app.git' } })).rejects.toMatchObject({
      status: 400,
      body: { message: 'repo_url must be an HTTPS address' },
    });
    const appToken = await s.client.appTokens.create({ ...s.app, body: { description: 'ci' } });
    const asApp = s.clientWith({ apiKey: appToken.api_token });
    await expect(asApp.repositories.configure({ ...s.app, body: { repo_url: 'https://github.com/x/y.git' } })).rejects.toBeInstanceOf(PermissionDeniedError);
    await expect(asApp.repositories.listFromHost({ ...s.app, sourceHost: 'github' })).rejects.toBeInstanceOf(PermissionDeniedError);
    expect(await asApp.repositories.listConfigs(s.app)).toHaveLength(1);
  });

  it('refuses before sending when the client knows its token is an app token', async () => {
    const appToken = await s.client.appTokens.create({ ...s.app, body: { description: 'ci' } });
    const asApp = s.clientWith({ apiKey: undefined, appApiKey: appToken.api_token });
    const before = s.fake.requestCount();
    const error = await asApp.repositories.configure({ ...s.app, body: { repo_url: 'https://github.com/x/y.git' } }).catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'ValidationError', field: 'auth', message: expect.stringContaining('needs a credential of kind userApiToken; the client has appApiToken') });
    expect(String(error)).not.toContain(appToken.api_token);
    await expect(asApp.repositories.listFromHost({ ...s.app, sourceHost: 'github' })).rejects.toMatchObject({ field: 'auth' });
    expect(s.fake.requestCount()).toBe(before);
    expect(await asApp.repositories.listConfigs(s.app)).toHaveLength(1);
    expect(s.fake.requests.at(-1)!.headers['x-api-key']).toBe(appToken.api_token);
  });

  it('lists a source host repositories, none elsewhere, and wants both Azure DevOps filters or neither', async () => {
    expect((await s.client.repositories.listFromHost({ ...s.app, sourceHost: 'github' }))[0]).toEqual({ name: 'test-app', clone_url: 'https://github.com/test-owner/test-app.git' });
    expect(await s.client.repositories.listFromHost({ ...s.app, sourceHost: 'gitlab' })).toEqual([]);
    await expect(s.client.repositories.listFromHost({ ...s.app, sourceHost: 'vsts', vstsAccountName: 'org' })).rejects.toMatchObject({ name: 'ValidationError', field: 'vstsProjectId' });
    expect(await s.client.repositories.listFromHost({ ...s.app, sourceHost: 'vsts', vstsAccountName: 'org', vstsProjectId: 'p1' })).toEqual([]);
    expect(s.fake.requests.filter((r) => r.operationId === 'repositories.listFromHost')).toHaveLength(3);
  });

  it('lists every toolset, or one tool', async () => {
    expect(await s.client.toolsets.list(s.app)).toEqual(fakeToolsets);
    expect(await s.client.toolsets.list({ ...s.app, tools: 'xcode' })).toEqual({ xcode: fakeToolsets.xcode });
    await expect(s.client.toolsets.list({ ownerName: 'test-owner', appName: 'nope' })).rejects.toMatchObject({ status: 404, body: { code: 'NotFound', id: expect.any(String) } });
  });

  it('creates file assets on the file service origin, each with its own token', async () => {
    const [a, b] = [await s.client.fileAssets.create(s.app), await s.client.fileAssets.create(s.app)];
    expect(a.id).not.toBe(b.id);
    expect(a.token).not.toBe(b.token);
    expect(new URL(a.location!).origin).toBe(s.fake.blobs.url);
    expect(s.fake.requests.at(-1)!.json).toEqual({});
  });

  it('takes any JSON object on the public webhook without a credential, and refuses other JSON', async () => {
    await s.clientWith({ apiKey: 'unknown' }).buildHooks.send({ body: { event: 'push' } });
    expect(s.fake.state.hookEvents.list()).toEqual([{ event: 'push' }]);
    const array = await fetch(`${s.fake.url}/v0.1/public/hooks`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '[1]' });
    expect(array.status).toBe(400);
    await expect(s.client.buildHooks.send({ body: [] as never })).rejects.toMatchObject({ name: 'ValidationError' });
  });

  it('answers 404 for an app the token cannot reach', async () => {
    await expect(s.client.fileAssets.create({ ownerName: 'someone', appName: 'else' })).rejects.toBeInstanceOf(NotFoundError);
  });
});
