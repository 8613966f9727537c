/**
 * What every published package's metadata must say, checked for each package under `packages/` by
 * `package-metadata.test.ts` (so `npm test` fails for a package that lacks any of it).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { exportsProblems } from './exports-rules.js';
import { filesProblems } from './files-rules.js';
import { importsProblems } from './imports-rules.js';
import { internalRangeProblems } from './internal-ranges.js';
import { mitLicenseText } from './mit-license.js';
import type { WorkspacePackage } from './workspace-packages.js';

/** The repository every package is published from. */
export const repositoryUrl = 'git+https://github.com/org/sdks.git';

/** The supported Node.js versions, as `engines.node`. */
export const supportedNode = '>=22';

/** The `repository` field of the package in `packages/<dirName>`. */
export function expectedRepository(dirName: string): { type: 'git'; url: string; directory: string } {
  return { type: 'git', url: repositoryUrl, directory: `packages/${dirName}` };
}

/** Every problem of the package's release metadata; empty when it is ready to publish. */
export function metadataProblems(pkg: WorkspacePackage, workspace: readonly WorkspacePackage[]): string[] {
  const m = pkg.manifest;
  const problems: string[] = [];
  const expect = (ok: boolean, problem: string): void => {
    if (!ok) problems.push(problem);
  };
  expect(m.name === `@org/${pkg.dirName}`, `"name" must be "@org/${pkg.dirName}"`);
  expect(m.private === undefined, 'a package under packages/ is published: remove "private"');
  expect(/^\d+\.\d+\.\d+(-[0-9A-Za-z.-]+)?$/.test(pkg.version), '"version" must be a semantic version');
  expect(typeof m['description'] === 'string' && m['description'].length > 0, '"description" is missing');
  expect(m['type'] === 'module', '"type" must be "module" (ESM only)');
  expect(m['sideEffects'] === false, '"sideEffects" must be false');
  expect(jsonEqual(m['engines'], { node: supportedNode }), `"engines" must be { "node": "${supportedNode}" }`);
  expect(m['license'] === 'MIT', '"license" must be "MIT"');
  expect(readText(join(pkg.dir, 'LICENSE')) === mitLicenseText, 'LICENSE must be the MIT license of tools/src/release/mit-license.ts (copy packages/http-core/LICENSE)');
  expect(existsSync(join(pkg.dir, 'README.md')), 'README.md is missing');
  expect(
    jsonEqual(m['repository'], expectedRepository(pkg.dirName)),
    `"repository" must be ${JSON.stringify(expectedRepository(pkg.dirName))}`,
  );
  const keywords = m['keywords'];
  expect(
    Array.isArray(keywords) && keywords.length > 0 && keywords.every((k) => typeof k === 'string' && k.length > 0),
    '"keywords" must be a non-empty list of words',
  );
  // Provenance is asked for by the release where the CI provider can make it (tools/src/release/publish), never
  // here: a manifest that demands it cannot be published from a laptop or to a private registry.
  expect(jsonEqual(m['publishConfig'], { access: 'public' }), '"publishConfig" must be { "access": "public" } (provenance is the release\'s decision)');
  problems.push(...exportsProblems(m), ...importsProblems(m), ...filesProblems(m), ...internalRangeProblems(pkg, workspace));
  return problems;
}

function readText(path: string): string | undefined {
  return existsSync(path) ? readFileSync(path, 'utf8') : undefined;
}

function jsonEqual(actual: unknown, expected: unknown): boolean {
  return JSON.stringify(sortKeys(actual)) === JSON.stringify(sortKeys(expected));
}

function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(Object.entries(value).sort(([a], [b]) => a.localeCompare(b)).map(([k, v]) => [k, sortKeys(v)]));
}
