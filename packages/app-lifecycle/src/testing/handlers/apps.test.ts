import { AuthenticationError, ConflictError, NotFoundError, PermissionDeniedError } from '@org/http-core';
import { describe, expect, it } from 'vitest';
import { appLifecycleApiKey } from '../../client.js';
import { useSetup } from '../../test-support/setup.js';

describe('fake apps and tokens', () => {
  const s = useSetup();

  const newApp = (name?: string) => s.client.apps.create({ body: { display_name: 'My Game', os: 'iOS', platform: 'Unity', ...(name ? { name } : {}) } });

  describe('apps per owner', () => {
    it('creates apps under the calling user, names them from the display name, and lists them', async () => {
      const app = await newApp();
      expect(app).toMatchObject({ name: 'My-Game', owner: { name: s.fake.ids.owner }, member_permissions: ['manager'], os: 'iOS', platform: 'Unity' });
      expect((await s.client.apps.list({ orderBy: 'display_name' })).map((a) => a.display_name)).toEqual(['My Game', 'Org App', 'Test App']);
    });

    it('keeps names unique per owner (409) and well formed (400)', async () => {
      await newApp('game');
      await expect(newApp('game')).rejects.toBeInstanceOf(ConflictError);
      await expect(newApp('my game!')).rejects.toMatchObject({ status: 400, code: 'BadRequest' });
      await expect(s.client.apps.update({ ...s.app, body: { name: 'game' } })).rejects.toBeInstanceOf(ConflictError);
    });

    it('renames an app: the new name answers, the old one is gone', async () => {
      await s.client.apps.update({ ...s.app, body: { name: 'renamed' } });
      expect((await s.client.apps.get({ ownerName: s.fake.ids.owner, appName: 'renamed' })).id).toBe(s.seeded.appId);
      await expect(s.client.apps.get(s.app)).rejects.toBeInstanceOf(NotFoundError);
    });

    it('reaches apps of administered organisations', async () => {
      expect((await s.client.apps.get({ ownerName: s.fake.ids.org, appName: s.fake.ids.orgAppName })).owner.type).toBe('org');
    });

    it('deletes an app with everything it holds: its tokens stop working', async () => {
      const token = await s.client.appTokens.create({ ...s.app });
      await s.client.apps.delete(s.app);
      await expect(s.client.apps.get(s.app)).rejects.toBeInstanceOf(NotFoundError);
      expect(s.fake.state.childrenOf(s.fake.state.deployments, s.seeded.appId)).toEqual([]);
      expect(s.fake.state.childrenOf(s.fake.state.crashes, s.seeded.appId)).toEqual([]);
      await expect(s.client.apps.list(undefined, { auth: appLifecycleApiKey(token.api_token) })).rejects.toBeInstanceOf(AuthenticationError);
    });
  });

  describe('avatars', () => {
    it('receives the avatar as multipart and stores its bytes', async () => {
      const bytes = Buffer.from('GIF89a-avatar-bytes');
      const updated = await s.client.apps.setAvatar({ ...s.app, body: { avatar: bytes } });
      const request = s.fake.requests.at(-1)!;
      expect(request.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
      expect(updated.icon_source).toBe('uploaded');
      expect(Buffer.from(s.fake.state.avatars.get(s.seeded.appId)!.bytes).toString()).toBe('GIF89a-avatar-bytes');
    });

    it('answers 404 when deleting an avatar never uploaded', async () => {
      await expect(s.client.apps.deleteAvatar(s.app)).rejects.toMatchObject({ status: 404, code: 'NotFound' });
    });
  });

  describe('tokens', () => {
    it('shows a token secret once; the secret then works as the API key; deleting revokes it', async () => {
      const created = await s.client.userTokens.create({ body: { description: 'ci' } });
      const listed = await s.client.userTokens.list();
      expect(listed.find((t) => t.id === created.id)).toEqual({ id: created.id, created_at: created.created_at, description: 'ci', scope: ['all'] });
      expect(JSON.stringify(listed)).not.toContain(created.api_token);
      const asNew = { auth: appLifecycleApiKey(created.api_token) };
      expect((await s.client.apps.get(s.app, asNew)).name).toBe(s.app.appName);
      await s.client.userTokens.delete({ apiTokenId: created.id });
      await expect(s.client.apps.get(s.app, asNew)).rejects.toBeInstanceOf(AuthenticationError);
    });

    it('answers 404 for tokens that are not the caller or app own', async () => {
      await expect(s.client.userTokens.delete({ apiTokenId: 'token-404' })).rejects.toMatchObject({ status: 404 });
      await expect(s.client.appTokens.delete({ ownerName: s.fake.ids.org, appName: s.fake.ids.orgAppName, apiTokenId: s.fake.ids.appTokenId })).rejects.toMatchObject({
        status: 404,
      });
    });

    it('lets an app token act on its app only, and not on user tokens or the account', async () => {
      const { api_token } = await s.client.appTokens.create({ ...s.app });
      const appOnly = { auth: appLifecycleApiKey(api_token) };
      expect((await s.client.apps.list(undefined, appOnly)).map((a) => a.name)).toEqual([s.app.appName]);
      await expect(s.client.apps.get({ ownerName: s.fake.ids.org, appName: s.fake.ids.orgAppName }, appOnly)).rejects.toBeInstanceOf(NotFoundError);
      await expect(s.client.userTokens.list(undefined, appOnly)).rejects.toBeInstanceOf(PermissionDeniedError);
      await expect(s.client.accountExport.getAccount(undefined, appOnly)).rejects.toBeInstanceOf(PermissionDeniedError);
      await expect(s.client.apps.create({ body: { display_name: 'x', os: 'iOS', platform: 'Unity' } }, appOnly)).rejects.toBeInstanceOf(PermissionDeniedError);
    });

    it('lets a viewer token read, including queries sent as POST, but not change anything', async () => {
      const viewer = { auth: appLifecycleApiKey(s.fake.ids.viewerKey) };
      const counts = await s.client.analytics.releaseCounts({ ...s.app, body: { releases: [{ release: '1' }] } }, viewer);
      expect(counts.total).toBe(120);
      await expect(s.client.apps.update({ ...s.app, body: { description: 'x' } }, viewer)).rejects.toMatchObject({ status: 403, code: 'Forbidden' });
      await expect(s.client.builds.create({ ...s.app, branch: s.fake.ids.configuredBranch }, viewer)).rejects.toBeInstanceOf(PermissionDeniedError);
    });
  });
});
