import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { findWorkspaceRoot } from '../workspace-root.js';
import { readmeLinkProblems } from './readme-links.js';
import { listWorkspacePackages } from './workspace-packages.js';

const root = findWorkspaceRoot(dirname(fileURLToPath(import.meta.url)));
const workspace = listWorkspacePackages(root);

describe('package README links work on a registry page', () => {
  describe.each(workspace)('$name', (pkg) => {
    it('has no relative link, and its links into the repository name what is there', () => {
      expect(readmeLinkProblems(pkg, readFileSync(join(pkg.dir, 'README.md'), 'utf8'), root)).toEqual([]);
    });
  });

  it('finds relative links, missing files, and leaves anchors and other sites alone', () => {
    const webhooks = workspace.find((pkg) => pkg.name === '@org/webhooks')!;
    const readme = [
      'See [the core](../http-core) and the [operations](./OPERATIONS.md "all of them").',
      'Also [options](https://github.com/org/sdks/blob/main/packages/http-core/README.md#client-options),',
      '[gone](https://github.com/org/sdks/blob/main/packages/webhooks/NOPE.md), [below](#errors), [ky](https://github.com/sindresorhus/ky).',
    ].join('\n');
    expect(readmeLinkProblems(webhooks, readme, root)).toEqual([
      "README.md:1: ../http-core is relative, which leads nowhere on a registry page; link to the repository (https://github.com/org/sdks/blob/main/...) or the package's npm page",
      "README.md:1: ./OPERATIONS.md is relative, which leads nowhere on a registry page; link to the repository (https://github.com/org/sdks/blob/main/...) or the package's npm page",
      'README.md:3: https://github.com/org/sdks/blob/main/packages/webhooks/NOPE.md names packages/webhooks/NOPE.md, which the repository does not have',
    ]);
  });
});
