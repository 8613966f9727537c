import { describe, expect, it } from 'vitest';
import { caretSatisfies, internalRangeProblems } from './internal-ranges.js';
import type { WorkspacePackage } from './workspace-packages.js';

function pkg(name: string, version: string, dependencies?: Record<string, string>): WorkspacePackage {
  return { name, version, dirName: name.slice(5), dir: `/ws/packages/${name.slice(5)}`, manifest: { name, version, dependencies }, built: false };
}

describe('caretSatisfies', () => {
  it('follows npm caret semantics, 0.x included', () => {
    expect(caretSatisfies('^1.2.3', '1.9.0')).toBe(true);
    expect(caretSatisfies('^1.2.3', '2.0.0')).toBe(false);
    expect(caretSatisfies('^0.1.0', '0.1.5')).toBe(true);
    expect(caretSatisfies('^0.1.0', '0.2.0')).toBe(false);
    expect(caretSatisfies('^0.0.3', '0.0.4')).toBe(false);
    expect(caretSatisfies('^1.2.3', '1.2.2')).toBe(false);
  });
});

describe('internalRangeProblems', () => {
  const core = pkg('@org/http-core', '0.2.0');

  it('accepts a caret range the workspace version satisfies, and ignores outside packages', () => {
    expect(internalRangeProblems(pkg('@org/a', '1.0.0', { '@org/http-core': '^0.2.0', zod: '*' }), [core])).toEqual([]);
  });

  it('refuses workspace and star ranges, and ranges the workspace has left behind', () => {
    expect(internalRangeProblems(pkg('@org/a', '1.0.0', { '@org/http-core': '*' }), [core])).toEqual([
      'dependencies["@org/http-core"] is "*": use a caret range such as "^0.2.0"',
    ]);
    expect(internalRangeProblems(pkg('@org/a', '1.0.0', { '@org/http-core': '^0.1.0' }), [core])).toEqual([
      'dependencies["@org/http-core"] is "^0.1.0" but the workspace has 0.2.0: use "^0.2.0"',
    ]);
  });
});
