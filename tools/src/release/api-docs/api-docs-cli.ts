/**
 * `npm run docs:api`: the API reference of every package under `packages/`, generated from the TSDoc as HTML
 * into `docs/api/` (not committed): `docs/api/index.html` lists the packages, `docs/api/<name>/index.html` is
 * each one's site. Then checks the links: every link between the pages names a generated file and anchor, and
 * every link of the READMEs (the root README and each package's) names a file, heading or generated page that
 * is there. Exits non-zero when a package's reference cannot be built, has a TypeDoc warning (a public type it
 * cannot link, a link that does not resolve), an export without TSDoc, or a link leads nowhere. Names given
 * (`npm run docs:api -- webhooks`) limit it to those packages and their READMEs.
 */
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { findWorkspaceRoot } from '../../workspace-root.js';
import { repositoryBranch, repositoryWebUrl } from '../readme-links.js';
import { listWorkspacePackages, type WorkspacePackage } from '../workspace-packages.js';
import { markdownLinkProblems, siteLinkProblems } from './link-check.js';
import { packageIndexHtml } from './package-index.js';
import { generatePackageReference, type PackageReference } from './package-reference.js';

const started = performance.now();
const root = findWorkspaceRoot(dirname(fileURLToPath(import.meta.url)));
const only = new Set(process.argv.slice(2).map((name) => name.replace(/^@org\//, '')));
const packages = dependenciesFirst(listWorkspacePackages(root).filter((pkg) => only.size === 0 || only.has(pkg.dirName)));
const out = join(root, 'docs', 'api');
if (only.size === 0) rmSync(out, { recursive: true, force: true });

const results: PackageReference[] = [];
const linked: Record<string, Record<string, string>> = {};
for (const pkg of packages) {
  const result = await generatePackageReference(pkg, join(out, pkg.dirName), join(root, 'tools', 'out-tsc', 'api-docs'), linked);
  linked[pkg.name] = { ...result.anchors };
  results.push(result);
  console.log(
    `${result.ok ? 'ok  ' : 'FAIL'} ${pkg.name}: docs/api/${pkg.dirName}/index.html (${result.warnings} warnings, ${result.errors} errors, ` +
      `${result.undocumented.length} exports without TSDoc, ${result.seconds.toFixed(1)} s)`,
  );
  if (result.undocumented.length > 0) console.log(`     without TSDoc: ${result.undocumented.join(', ')}`);
}
writeFileSync(join(out, 'index.html'), packageIndexHtml(listWorkspacePackages(root).filter((pkg) => existsSync(join(out, pkg.dirName, 'index.html')))));
console.log(`API reference of ${results.length} packages in docs/api/, ${((performance.now() - started) / 1000).toFixed(1)} s`);

const checked = performance.now();
const problems = [
  ...(only.size === 0 ? siteLinkProblems(out).map((problem) => `docs/api/${problem}`) : packages.flatMap((pkg) => siteLinkProblems(join(out, pkg.dirName)).map((problem) => `docs/api/${pkg.dirName}/${problem}`))),
  ...(only.size === 0 ? markdownLinkProblems(join(root, 'README.md'), readFileSync(join(root, 'README.md'), 'utf8'), root) : []),
  ...packages.flatMap((pkg) => {
    const readme = join(pkg.dir, 'README.md');
    const repository = repositoryWebUrl(pkg);
    return markdownLinkProblems(readme, readFileSync(readme, 'utf8'), root, repository === undefined ? undefined : `${repository}/blob/${repositoryBranch}/`);
  }),
];
for (const problem of problems.slice(0, 50)) console.log(`broken link: ${problem}`);
if (problems.length > 50) console.log(`... and ${problems.length - 50} more`);
console.log(`links of the reference and the READMEs: ${problems.length === 0 ? 'all lead somewhere' : `${problems.length} ${problems.length === 1 ? 'leads' : 'lead'} nowhere`}, ${((performance.now() - checked) / 1000).toFixed(1)} s`);
process.exitCode = results.every((result) => result.ok) && problems.length === 0 ? 0 : 1;

/** The packages with those others depend on first, so that links to them can be made. */
function dependenciesFirst(list: readonly WorkspacePackage[]): WorkspacePackage[] {
  const names = new Set(list.map((pkg) => pkg.name));
  const depth = (pkg: WorkspacePackage): number =>
    Object.keys((pkg.manifest['dependencies'] ?? {}) as Record<string, string>).filter((dep) => names.has(dep)).length;
  return [...list].sort((a, b) => depth(a) - depth(b) || a.dirName.localeCompare(b.dirName));
}
