import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { WorkspacePackage } from '../workspace-packages.js';
import { dependenciesFirst, publishArgs, tagReleases } from './npm-publish.js';

const root = mkdtempSync(join(tmpdir(), 'npm-publish-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

function pkg(dirName: string, dependencies: Record<string, string> = {}, version = '1.0.0'): WorkspacePackage {
  const name = `@org/${dirName}`;
  return { name, version, dirName, dir: join(root, 'packages', dirName), manifest: { name, version, dependencies }, built: true };
}

const core = pkg('http-core', { ky: '^2.0.0' });
const hooks = pkg('webhooks', { '@org/http-core': '^1.0.0' });
const app = pkg('app', { '@org/webhooks': '^1.0.0', '@org/http-core': '^1.0.0' });

describe('dependenciesFirst', () => {
  it('puts each package after the workspace packages it depends on, whatever the order given', () => {
    expect(dependenciesFirst([app, hooks, core]).map((p) => p.dirName)).toEqual(['http-core', 'webhooks', 'app']);
    expect(dependenciesFirst([hooks, app]).map((p) => p.dirName)).toEqual(['webhooks', 'app']);
  });
});

describe('publishArgs', () => {
  it('publishes the packages as workspaces of the root, dependencies first', () => {
    expect(publishArgs(root, [hooks, core])).toEqual(['publish', '--workspace', 'packages/http-core', '--workspace', 'packages/webhooks']);
  });
});

describe('tagReleases', () => {
  it('makes an annotated tag per version and leaves one that exists alone', async () => {
    const git = (...args: string[]): string => execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim();
    git('init', '--quiet');
    git('config', 'user.name', 'Maintainer');
    git('config', 'user.email', 'maintainer@example.com');
    git('commit', '--quiet', '--allow-empty', '-m', 'first');
    git('tag', '--annotate', '--message', 'made before', '@org/http-core@1.0.0');
    expect(await tagReleases(root, [core, hooks])).toEqual(['@org/webhooks@1.0.0']);
    expect(git('cat-file', '-t', '@org/webhooks@1.0.0')).toBe('tag');
    expect(git('tag', '--list', '-n1', '@org/http-core@1.0.0')).toContain('made before');
    // Eight git processes: a busy machine takes longer than the default 5 s to start them.
  }, 30_000);
});
