import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { findWorkspaceRoot } from '../workspace-root.js';
import { lowestDeclaredNodeMajor } from './declared-node.js';
import { listWorkspacePackages, type WorkspacePackage } from './workspace-packages.js';

const declaring = (...ranges: Array<string | undefined>): WorkspacePackage[] =>
  ranges.map((node, index) => ({ name: `@org/p${index}`, version: '1.0.0', dirName: `p${index}`, dir: `/p${index}`, built: false, manifest: node === undefined ? {} : { engines: { node } } }));

describe('the lowest Node a package declares', () => {
  it('is 22 for the workspace today', () => {
    const root = findWorkspaceRoot(dirname(fileURLToPath(import.meta.url)));
    expect(lowestDeclaredNodeMajor(listWorkspacePackages(root))).toBe(22);
  });

  it('reads the lower bound of each alternative, across packages', () => {
    expect(lowestDeclaredNodeMajor(declaring('>=22', '>=24.1.0'))).toBe(22);
    expect(lowestDeclaredNodeMajor(declaring('^20.19.0 || >=22', '>=22'))).toBe(20);
    expect(lowestDeclaredNodeMajor(declaring('>= 24'))).toBe(24);
  });

  it('refuses a package without engines.node, or a range it cannot read', () => {
    expect(() => lowestDeclaredNodeMajor(declaring('>=22', undefined))).toThrow(/@org\/p1 declares no engines.node/);
    expect(() => lowestDeclaredNodeMajor(declaring('<24'))).toThrow(/without a lower bound/);
  });
});
