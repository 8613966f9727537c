import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { findWorkspaceRoot } from '../workspace-root.js';
import { supportedNode } from './package-metadata.js';
import { lowestTypeScript } from './pack/typescript-runs.js';
import { listWorkspacePackages } from './workspace-packages.js';

const root = findWorkspaceRoot(dirname(fileURLToPath(import.meta.url)));
const readme = readFileSync(join(root, 'README.md'), 'utf8');
const section = /\n## Support\n([\s\S]*?)\n## /.exec(readme)?.[1] ?? '';
const minor = (version: string): string => version.split('.').slice(0, 2).join('.');

/** The table row of the Support section whose first cell starts with `setting`, as its cells. */
function row(setting: string): string[] {
  const line = section.split('\n').find((text) => text.trim().startsWith(`| ${setting}`)) ?? '';
  return line.split('|').slice(1, -1).map((cell) => cell.trim());
}

describe("the root README's Support section", () => {
  it('states the lowest TypeScript releases the pack check type-checks on', () => {
    expect(row('ESM: `"module": "nodenext"`').slice(1)).toEqual([minor(lowestTypeScript.esm), minor(lowestTypeScript.esmSkipLibCheck)]);
    expect(row('ESM: `"moduleResolution": "bundler"`').slice(1)).toEqual([minor(lowestTypeScript.esm), minor(lowestTypeScript.esmSkipLibCheck)]);
    expect(row('CommonJS: `"module": "nodenext"`').slice(1)).toEqual([minor(lowestTypeScript.commonJs), minor(lowestTypeScript.commonJs)]);
  });

  it("states the packages' engines.node", () => {
    expect(section).toContain(`\`engines.node ${supportedNode}\``);
  });
});

describe.each(listWorkspacePackages(root))('$name README', (pkg) => {
  const text = readFileSync(join(pkg.dir, 'README.md'), 'utf8');

  it('links to the Support section with the lowest TypeScript releases it states', () => {
    const line = text.split('\n').find((l) => l.includes('README.md#support)')) ?? '';
    expect(line).toContain(`TypeScript ${minor(lowestTypeScript.esm)}+ (${minor(lowestTypeScript.commonJs)}+ for CommonJS)`);
    expect(text).not.toContain('ESM only');
  });
});
