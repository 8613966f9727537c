import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { findWorkspaceRoot } from '../workspace-root.js';
import { supportedNode } from './package-metadata.js';
import { statedVersion } from './pack/js-runtimes.js';
import { supportedNodeMajors } from './pack/pack-check.js';
import { lowestTypeScript } from './pack/typescript-runs.js';
import { listWorkspacePackages } from './workspace-packages.js';

const root = findWorkspaceRoot(dirname(fileURLToPath(import.meta.url)));
const readme = readFileSync(join(root, 'README.md'), 'utf8');
const section = /\n## Support\n([\s\S]*?)\n## /.exec(readme)?.[1] ?? '';
const runtimesSection = /\n## Runtimes\n([\s\S]*?)\n## /.exec(readme)?.[1] ?? '';
const minor = (version: string): string => version.split('.').slice(0, 2).join('.');

/** The table row of a section (Support by default) whose first cell starts with `setting`, as its cells. */
function row(setting: string, text = section): string[] {
  const line = text.split('\n').find((line) => line.trim().startsWith(`| ${setting}`)) ?? '';
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

describe("the root README's Runtimes section", () => {
  const lowest = (runtime: string): string | undefined => row(runtime, runtimesSection)[1];

  it('states the lowest Node.js the pack check runs on', () => {
    expect(lowest('Node.js')).toBe(String(Math.min(...supportedNodeMajors)));
  });

  it('states the versions of Deno, Bun, workerd and the Edge Runtime the pack check installs', () => {
    expect([lowest('Deno'), lowest('Bun'), lowest('Cloudflare workerd'), lowest('Vercel Edge Runtime')]).toEqual([
      statedVersion('deno'),
      statedVersion('bun'),
      statedVersion('workerd'),
      statedVersion('edge-runtime'),
    ]);
  });
});

describe.each(listWorkspacePackages(root))('$name README', (pkg) => {
  const text = readFileSync(join(pkg.dir, 'README.md'), 'utf8');

  it('links to the Support section with the lowest TypeScript releases it states', () => {
    const line = text.split('\n').find((l) => l.includes('README.md#support)')) ?? '';
    expect(line).toContain(`TypeScript ${minor(lowestTypeScript.esm)}+ (${minor(lowestTypeScript.commonJs)}+ for CommonJS)`);
    expect(text).not.toContain('ESM only');
  });

  it('links to the Runtimes section with the lowest Deno and Bun it states', () => {
    const line = text.split('\n').find((l) => l.includes('README.md#runtimes)')) ?? '';
    expect(line).toContain(`Deno ${statedVersion('deno')}+ and Bun ${statedVersion('bun')}+`);
  });
});
