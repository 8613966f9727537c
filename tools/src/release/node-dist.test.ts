/**
 * What Node loads from a published package: the Node build (`dist/`, not `dist/browser/`) imports nothing but
 * `@org/*` packages, Node built-ins, the package's own `#` imports and its declared peer dependencies (optional
 * ones such as `@opentelemetry/api`, imported only when installed). ky and zod are bundled into `@org/http-core`,
 * so a process holds one zod however many packages it imports. Importing a package does not make Node load its
 * fetch implementation (ky, which does, is loaded with the first client).
 */
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { dirname, join, relative } from 'node:path';
import process from 'node:process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { findWorkspaceRoot } from '../workspace-root.js';
import { listWorkspacePackages } from './workspace-packages.js';

const root = findWorkspaceRoot(dirname(fileURLToPath(import.meta.url)));
const packages = listWorkspacePackages(root).filter((pkg) => pkg.built);

function nodeScripts(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return entry.name === 'browser' && directory.endsWith('dist') ? [] : nodeScripts(path);
    return entry.name.endsWith('.js') ? [path] : [];
  });
}

/** Specifiers of the static and dynamic imports of an ES module as esbuild writes it. */
function importsOf(code: string): string[] {
  const patterns = [/^\s*(?:import|export)\s[^;]*?\bfrom\s*["']([^"']+)["']/gm, /^\s*import\s*["']([^"']+)["']/gm, /\bimport\(\s*["']([^"']+)["']\s*\)/g];
  return patterns.flatMap((pattern) => [...code.matchAll(pattern)].map((match) => match[1]!));
}

/** The undici modules Node has loaded after running `code` as an ES module in a fresh process. */
function undiciLoadedAfter(code: string): number {
  const script = `${code}\nawait new Promise((resolve) => setTimeout(resolve, 50));\nprocess.stdout.write(String(process.moduleLoadList.filter((name) => /undici/.test(name)).length));`;
  const child = spawnSync(process.execPath, ['--input-type=module', '-e', script], { cwd: join(root, 'tools'), encoding: 'utf8' });
  if (child.status !== 0) throw new Error(child.stderr);
  return Number(child.stdout);
}

describe.each(packages.map((pkg) => [pkg.name, pkg] as const))('%s (Node build)', (name, pkg) => {
  it('imports only @org packages, Node built-ins, its own # imports and its peer dependencies', () => {
    const manifest = JSON.parse(readFileSync(join(pkg.dir, 'package.json'), 'utf8')) as { peerDependencies?: Record<string, string> };
    const peers = Object.keys(manifest.peerDependencies ?? {});
    const foreign: string[] = [];
    for (const file of nodeScripts(join(pkg.dir, 'dist'))) {
      for (const specifier of importsOf(readFileSync(file, 'utf8'))) {
        const bare = specifier.replace(/^node:/, '');
        if (/^[./#]/.test(specifier) || specifier.startsWith('@org/') || peers.includes(specifier) || builtinModules.includes(bare.split('/')[0]!) || builtinModules.includes(bare)) continue;
        foreign.push(`${relative(pkg.dir, file)}: ${specifier}`);
      }
    }
    expect(foreign).toEqual([]);
  });

  it('does not load Node’s fetch implementation when imported', () => {
    expect(undiciLoadedAfter(`await import(${JSON.stringify(name)});`)).toBe(0);
  });
});

describe('the check of what an import loads', () => {
  it('sees the fetch implementation ky loads when it is imported', () => {
    expect(undiciLoadedAfter(`await import('ky');`)).toBeGreaterThan(0);
  });
});
