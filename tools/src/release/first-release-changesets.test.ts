import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { findWorkspaceRoot } from '../workspace-root.js';
import { parseChangeset, readPendingChangesets } from './pending-changesets.js';
import { listWorkspacePackages } from './workspace-packages.js';

const root = findWorkspaceRoot(dirname(fileURLToPath(import.meta.url)));

describe('the first published changelog of a package describes the package, not its unpublished history', () => {
  const pending = readPendingChangesets(root);
  const unversioned = listWorkspacePackages(root).filter((pkg) => !existsSync(join(pkg.dir, 'CHANGELOG.md')));

  it.each(unversioned.map((pkg) => [pkg.name, pkg.dirName]))('%s has its first-release text, naming it alone', (name, dirName) => {
    const first = pending.find((changeset) => changeset.file === `${dirName}-first-release.md`);
    expect(first, `.changeset/${dirName}-first-release.md`).toBeDefined();
    expect([...first!.releases.keys()]).toEqual([name]);
    expect(first!.summary).toMatch(/^First release/);
  });

  it('the changelog shows a first version its first-release text alone: other changesets of unversioned packages fold into it', async () => {
    const { foldedIntoFirstRelease } = (await import(pathToFileURL(join(root, '.changeset', 'changelog.mjs')).href)) as {
      foldedIntoFirstRelease: (changeset: { id: string; releases: { name: string }[] }, isUnversioned: (name: string) => boolean) => boolean;
    };
    const unversionedNames = new Set(['@org/a', '@org/b']);
    const isUnversioned = (name: string) => unversionedNames.has(name);
    expect(foldedIntoFirstRelease({ id: 'a-first-release', releases: [{ name: '@org/a' }] }, isUnversioned)).toBe(false);
    expect(foldedIntoFirstRelease({ id: 'fix', releases: [{ name: '@org/a' }, { name: '@org/b' }] }, isUnversioned)).toBe(true);
    expect(foldedIntoFirstRelease({ id: 'fix', releases: [{ name: '@org/a' }, { name: '@org/released' }] }, isUnversioned)).toBe(false);
    expect(foldedIntoFirstRelease({ id: 'fix', releases: [{ name: '@org/released' }] }, isUnversioned)).toBe(false);
  });
});

describe('parseChangeset', () => {
  it('reads the packages, their bumps and the summary', () => {
    const parsed = parseChangeset('x.md', `---\n'@org/webhooks': patch\n"@org/http-core": minor\n---\n\nText.\n`);
    expect([...parsed.releases]).toEqual([
      ['@org/webhooks', 'patch'],
      ['@org/http-core', 'minor'],
    ]);
    expect(parsed.summary).toBe('Text.');
  });

  it('refuses a file without front matter or with an unreadable line', () => {
    expect(() => parseChangeset('x.md', 'Text.')).toThrow(/no front matter/);
    expect(() => parseChangeset('x.md', `---\n'@org/webhooks': huge\n---\nText.`)).toThrow(/cannot read/);
  });
});
