import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { findWorkspaceRoot } from '../workspace-root.js';
import { metadataProblems, serviceVersionProblem } from './package-metadata.js';
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

    it('sends the version of its package.json in the user agent', () => {
      expect(serviceVersionProblem(pkg)).toBeUndefined();
    });
  });
});
