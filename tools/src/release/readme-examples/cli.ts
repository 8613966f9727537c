/**
 * `npm run readme:check`: every TypeScript block of every package README is type-checked against the built
 * workspace packages, and parsed on the lowest Node.js the packages declare (`engines.node`); the blocks that
 * target a fake (`@org/<name>/testing`) are run, on the workspace's Node and on that lowest one (from the npm
 * registry's `node` package). A block can get what it uses but does not show from a `<!-- prelude: ... -->`
 * comment right above it. The examples of the built declarations (`@example` blocks of `dist/**\/*.d.ts`, shown on
 * hover) are parsed on that lowest Node too. Exits non-zero when a block fails. Names given
 * (`npm run readme:check -- webhooks`) limit the check to those packages.
 */
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { renderTable } from '../../bench/table.js';
import { resolveNodeRuntime, type NodeRuntime } from '../pack/node-runtimes.js';
import { inParallel } from '../pack/run-command.js';
import { lowestDeclaredNodeMajor } from '../declared-node.js';
import { findWorkspaceRoot } from '../../workspace-root.js';
import { listWorkspacePackages } from '../workspace-packages.js';
import { writeDeclarationExampleFiles } from './declaration-examples.js';
import { writeExampleFiles } from './example-files.js';
import { parseExamples, runExample, type ExampleRun } from './run-examples.js';
import { typecheckExamples } from './typecheck-examples.js';

const started = performance.now();
const root = findWorkspaceRoot(dirname(fileURLToPath(import.meta.url)));
const only = new Set(process.argv.slice(2).map((name) => name.replace(/^@org\//, '')));
const packages = listWorkspacePackages(root).filter((pkg) => only.size === 0 || only.has(pkg.dirName));
const files = writeExampleFiles(root, packages, join(root, 'tools', 'out-tsc', 'readme-examples'));

// The lowest Node the packages declare (readers on it copy these blocks too), and the workspace's own.
const lowestPromise = resolveNodeRuntime(lowestDeclaredNodeMajor(listWorkspacePackages(root)));
lowestPromise.catch(() => undefined);
const typeErrors = typecheckExamples(files);
const lowest = await lowestPromise;
const current: NodeRuntime = { label: `node${process.versions.node.split('.')[0]}`, execPath: process.execPath, version: process.version };
const runtimes = current.label === lowest.label ? [current] : [current, lowest];
const typed = files.filter((file) => !typeErrors.has(file.path));
const parses = await parseExamples(root, typed, lowest);
const declarationExamples = writeDeclarationExampleFiles(root, packages, join(root, 'tools', 'out-tsc', 'declaration-examples'));
const declarationParses = await parseExamples(root, declarationExamples, lowest);
const runnable = typed.filter((file) => file.runnable && parses.get(file.path)?.ok === true);
/** Per runtime label, per example path: its run. */
const runs = new Map<string, Map<string, ExampleRun>>();
for (const node of runtimes) {
  runs.set(node.label, new Map((await inParallel(runnable, 2, async (file) => [file.path, await runExample(root, file, node)] as const)).map(([path, run]) => [path, run])));
}

const rows = packages.map((pkg) => {
  const own = files.filter((file) => file.pkg === pkg);
  const ownTyped = own.filter((file) => !typeErrors.has(file.path)).length;
  const parsed = own.filter((file) => parses.get(file.path)?.ok === true).length;
  const ran = own.filter((file) => file.runnable);
  const perNode = runtimes.map((node) => `${ran.filter((file) => runs.get(node.label)?.get(file.path)?.ok === true).length}/${ran.length}`);
  return [pkg.name, String(own.length), `${ownTyped}/${own.length}`, `${parsed}/${own.length}`, ...perNode];
});
console.log(`README examples: ${files.length} blocks in ${packages.length} READMEs, ${((performance.now() - started) / 1000).toFixed(1)} s`);
console.log(`Run on ${runtimes.map((node) => `${node.label} (${node.version})`).join(' and ')}; ${lowest.label} is the lowest the packages declare.\n`);
console.log(
  renderTable(
    [
      { title: 'package' },
      { title: 'blocks', align: 'right' },
      { title: 'type-check', align: 'right' },
      { title: `parses on ${lowest.label}`, align: 'right' },
      ...runtimes.map((node) => ({ title: `run against the fake on ${node.label}`, align: 'right' as const })),
    ],
    rows,
  ),
);

let failed = 0;
for (const file of files) {
  const errors = typeErrors.get(file.path);
  const problems = [parses.get(file.path), ...runtimes.map((node) => runs.get(node.label)?.get(file.path))].filter((run) => run !== undefined && !run.ok);
  if (errors === undefined && problems.length === 0) continue;
  failed++;
  console.log(`\n${file.readme}:${file.block.line}${errors ? '' : ' (run)'}`);
  for (const line of errors ?? problems.map((run) => run!.detail ?? '')) console.log(`  ${line.replace(/\n/g, '\n  ')}`);
}
const declarationsParsed = declarationExamples.filter((file) => declarationParses.get(file.path)?.ok === true).length;
console.log(`\nDeclaration examples: ${declarationsParsed}/${declarationExamples.length} parse on ${lowest.label}`);
for (const file of declarationExamples) {
  const run = declarationParses.get(file.path);
  if (run?.ok !== false) continue;
  failed++;
  console.log(`\n${file.readme}:${file.block.line}\n  ${(run.detail ?? '').replace(/\n/g, '\n  ')}`);
}
if (failed > 0) console.log(`\n${failed} of ${files.length + declarationExamples.length} blocks failed`);
process.exitCode = failed > 0 ? 1 : 0;
