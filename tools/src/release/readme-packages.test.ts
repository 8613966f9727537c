import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { requiredOperations } from '../spec-inventory.js';
import { findWorkspaceRoot } from '../workspace-root.js';
import { listServicePackages } from './workspace-packages.js';

const root = findWorkspaceRoot(dirname(fileURLToPath(import.meta.url)));
const readme = readFileSync(join(root, 'README.md'), 'utf8');

/** The count the root README's package table gives for the package in `packages/<dirName>`, e.g. `(29 operations)`. */
function statedCount(dirName: string): number | undefined {
  const row = readme.split('\n').find((line) => line.startsWith('| [`@org/') && line.includes(`](packages/${dirName}) |`));
  const count = row && /\((\d+) operations?\)\.? \|$/.exec(row);
  return count ? Number(count[1]) : undefined;
}

describe("the root README's package table", () => {
  describe.each(listServicePackages(root))('$name', (pkg) => {
    it("has a row giving the number of the service's operations its table must cover (the spec's and the unlisted ones taken on)", () => {
      expect(statedCount(pkg.dirName)).toBe(requiredOperations(pkg.dirName).length);
    });
  });

  it('gives the total the spec coverage check covers', () => {
    const total = requiredOperations().length;
    expect(readme).toContain(`(${total} of ${total} today)`);
  });
});
