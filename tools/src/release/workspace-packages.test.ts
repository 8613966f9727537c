import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { findWorkspaceRoot } from '../workspace-root.js';
import { listWorkspacePackages, withInternalDependencies, type WorkspacePackage } from './workspace-packages.js';

function pkg(name: string, dependencies: Record<string, string> = {}): WorkspacePackage {
  return { name, version: '1.0.0', dirName: name.slice(5), dir: `/ws/packages/${name.slice(5)}`, manifest: { name, dependencies }, built: true };
}

describe('listWorkspacePackages', () => {
  it('lists every packages/* directory with a package.json, sorted by directory', () => {
    const root = findWorkspaceRoot(dirname(fileURLToPath(import.meta.url)));
    const packages = listWorkspacePackages(root);
    expect(packages.map((p) => p.dirName)).toEqual([...packages.map((p) => p.dirName)].sort());
    expect(packages.find((p) => p.name === '@org/http-core')).toMatchObject({ dirName: 'http-core', dir: `${root}/packages/http-core` });
  });
});

describe('withInternalDependencies', () => {
  const workspace = [pkg('@org/a', { '@org/core': '^1.0.0' }), pkg('@org/b'), pkg('@org/core', { ky: '^2.0.0' })];

  it('adds the workspace packages a selection depends on, in workspace order', () => {
    expect(withInternalDependencies(workspace, ['@org/a']).map((p) => p.name)).toEqual(['@org/a', '@org/core']);
  });

  it('selects everything when nothing is named, and refuses an unknown name', () => {
    expect(withInternalDependencies(workspace, [])).toHaveLength(3);
    expect(() => withInternalDependencies(workspace, ['@org/nope'])).toThrow('no workspace package @org/nope');
  });
});
