import { ConflictError, NotFoundError } from '@org/http-core';
import { describe, expect, it } from 'vitest';
import { useSetup } from '../../test-support/setup.js';

describe('fake branches and build configurations', () => {
  const s = useSetup();

  const on = (branch: string) => ({ ...s.app, branch });

  it('configures a branch once: 409 after that, reconfigure replaces, delete removes', async () => {
    const develop = on(s.fake.ids.unconfiguredBranch);
    await expect(s.client.branches.getConfig(develop)).rejects.toBeInstanceOf(NotFoundError);
    await expect(s.client.branches.reconfigure({ ...develop, body: { trigger: 'manual' } })).rejects.toBeInstanceOf(NotFoundError);
    const config = await s.client.branches.configure({ ...develop, body: { trigger: 'continuous', testsEnabled: false } });
    await expect(s.client.branches.configure({ ...develop, body: { trigger: 'manual' } })).rejects.toBeInstanceOf(ConflictError);
    const replaced = await s.client.branches.reconfigure({ ...develop, body: { trigger: 'manual' } });
    expect(replaced).toEqual({ id: config.id, trigger: 'manual' });
    expect((await s.client.branches.list(s.app)).find((b) => b.branch?.name === develop.branch)?.configured).toBe(true);
    await s.client.branches.deleteConfig(develop);
    await expect(s.client.branches.deleteConfig(develop)).rejects.toMatchObject({ status: 404, code: 'NotFound', details: { id: expect.any(String) } });
  });

  it('copies the configuration of another branch', async () => {
    const config = await s.client.branches.configure({ ...on(s.fake.ids.unconfiguredBranch), body: { cloneFromBranch: s.fake.ids.configuredBranch, signed: true } });
    const source = await s.client.branches.getConfig(on(s.fake.ids.configuredBranch));
    expect(config).toMatchObject({ toolsets: source.toolsets, signed: true, cloneFromBranch: s.fake.ids.configuredBranch });
    expect(config.id).not.toBe(source.id);
  });

  it('exports the configuration as YAML, or JSON when asked', async () => {
    const main = on(s.fake.ids.configuredBranch);
    const { yaml } = await s.client.branches.exportConfig(main);
    expect(yaml).toContain('trigger:\n  branches:\n    - "main"');
    const asJson = await s.client.branches.exportConfig({ ...main, format: 'json' });
    expect(JSON.parse(asJson.yaml!)).toMatchObject({ trigger: { branches: ['main'] }, configuration: { id: 1 } });
  });

  it('finds only the projects the repository holds', async () => {
    const main = on(s.fake.ids.configuredBranch);
    const ios = await s.client.branches.listToolsetProjects({ ...main, os: 'iOS', platform: 'Objective-C-Swift' });
    expect(ios.xcode).toBeUndefined();
    expect(ios.commit).toBe((await s.client.branches.list(s.app))[0]!.branch!.commit.sha);
    // `os` and `platform` are required: the fake refuses a request without them as the service would.
    const raw = await fetch(`${s.fake.url}/v0.1/apps/test-owner/test-app/branches/main/toolset_projects?os=Android`, { headers: { 'x-api-key': s.fake.apiKey } });
    expect(raw.status).toBe(400);
    expect(await raw.json()).toMatchObject({ code: 'BadRequest', message: 'Missing required query parameter platform' });
  });

  it('answers 404 for branches the repository does not have', async () => {
    await expect(s.client.branches.configure({ ...on('nope'), body: {} })).rejects.toMatchObject({ status: 404 });
    await expect(s.client.builds.listByBranch(on('nope'))).rejects.toMatchObject({ status: 404 });
  });

  it('looks up commits across branches, leaving out unknown hashes', async () => {
    const branches = s.fake.state.extrasOf(s.seeded.appId).branches;
    const hashes = [branches.get('develop')!.commits.at(-1)!.sha, 'unknown', branches.get('main')!.commits[1]!.sha];
    const commits = await s.client.commits.listBatch({ ...s.app, hashes });
    expect(commits.map((c) => c.sha)).toEqual([hashes[0], hashes[2]]);
    expect(commits[0]!.commit?.author?.email).toBe('owner@example.com');
  });
});
