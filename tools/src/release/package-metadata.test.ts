import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { findWorkspaceRoot } from '../workspace-root.js';
import { metadataProblems } from './package-metadata.js';
import { listWorkspacePackages } from './workspace-packages.js';

const root = findWorkspaceRoot(dirname(fileURLToPath(import.meta.url)));
const workspace = listWorkspacePackages(root);

describe('release metadata of every package under packages/', () => {
  it('finds the packages, the core among them', () => {
    expect(workspace.map((pkg) => pkg.name)).toContain('@org/http-core');
  });

  describe.each(workspace)('$name', (pkg) => {
    it('is ready to publish: exports, imports, files, engines, license, repository, keywords, publishConfig', () => {
      expect(metadataProblems(pkg, workspace)).toEqual([]);
    });

    it.runIf(pkg.dirName !== 'http-core')('is built with the version of its package.json, which its user agent sends', async () => {
      const built = join(pkg.dir, 'dist', 'index.js');
      expect(existsSync(built), `${pkg.name} is built before the tools' tests run`).toBe(true);
      const module = (await import(pathToFileURL(built).href)) as Record<string, unknown>;
      expect(module['VERSION']).toBe(pkg.version);
      const info = Object.entries(module).find(([name]) => name.endsWith('ServiceInfo'))?.[1] as { version?: unknown } | undefined;
      expect(info?.version).toBe(pkg.version);
    });
  });
});
