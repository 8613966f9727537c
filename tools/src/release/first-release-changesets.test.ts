import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { findWorkspaceRoot } from '../workspace-root.js';
import { parseChangeset, readPendingChangesets } from './pending-changesets.js';
import { listWorkspacePackages } from './workspace-packages.js';

const root = findWorkspaceRoot(dirname(fileURLToPath(import.meta.url)));

describe('the first published changelog of a package describes the package, not its unpublished history', () => {
  const pending = readPendingChangesets(root);
  const unversioned = listWorkspacePackages(root).filter((pkg) => !existsSync(join(pkg.dir, 'CHANGELOG.md')));

  it.each(unversioned.map((pkg) => [pkg.name, pkg.dirName]))('%s has one pending changeset, its first-release text', (name, dirName) => {
    const naming = pending.filter((changeset) => changeset.releases.has(name)).map((changeset) => changeset.file);
    expect(naming).toEqual([`${dirName}-first-release.md`]);
    const first = pending.find((changeset) => changeset.file === `${dirName}-first-release.md`)!;
    expect([...first.releases.keys()]).toEqual([name]);
    expect(first.summary).toMatch(/^First release/);
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
