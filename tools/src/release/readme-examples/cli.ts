/**
 * `npm run readme:check`: every TypeScript block of every package README is type-checked against the built
 * workspace packages, and the blocks that target a fake (`@org/<name>/testing`) are run. A block can get
 * what it uses but does not show from a `<!-- prelude: ... -->` comment right above it. Exits non-zero when
 * a block fails. Names given (`npm run readme:check -- webhooks`) limit the check to those packages.
 */
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { renderTable } from '../../bench/table.js';
import { inParallel } from '../pack/run-command.js';
import { findWorkspaceRoot } from '../../workspace-root.js';
import { listWorkspacePackages } from '../workspace-packages.js';
import { writeExampleFiles } from './example-files.js';
import { runExample } from './run-examples.js';
import { typecheckExamples } from './typecheck-examples.js';

const started = performance.now();
const root = findWorkspaceRoot(dirname(fileURLToPath(import.meta.url)));
const only = new Set(process.argv.slice(2).map((name) => name.replace(/^@org\//, '')));
const packages = listWorkspacePackages(root).filter((pkg) => only.size === 0 || only.has(pkg.dirName));
const files = writeExampleFiles(root, packages, join(root, 'tools', 'out-tsc', 'readme-examples'));

const typeErrors = typecheckExamples(files);
const runnable = files.filter((file) => file.runnable && !typeErrors.has(file.path));
const runs = new Map((await inParallel(runnable, 2, async (file) => [file.path, await runExample(root, file)] as const)).map(([path, run]) => [path, run]));

const rows = packages.map((pkg) => {
  const own = files.filter((file) => file.pkg === pkg);
  const typed = own.filter((file) => !typeErrors.has(file.path)).length;
  const ran = own.filter((file) => file.runnable);
  const passed = ran.filter((file) => runs.get(file.path)?.ok === true).length;
  return [pkg.name, String(own.length), `${typed}/${own.length}`, `${passed}/${ran.length}`];
});
console.log(`README examples: ${files.length} blocks in ${packages.length} READMEs, ${((performance.now() - started) / 1000).toFixed(1)} s\n`);
console.log(
  renderTable([{ title: 'package' }, { title: 'blocks', align: 'right' }, { title: 'type-check', align: 'right' }, { title: 'run against the fake', align: 'right' }], rows),
);

let failed = 0;
for (const file of files) {
  const errors = typeErrors.get(file.path);
  const run = runs.get(file.path);
  if (errors === undefined && (run === undefined || run.ok)) continue;
  failed++;
  console.log(`\n${file.readme}:${file.block.line}${errors ? '' : ' (run)'}`);
  for (const line of errors ?? [run?.detail ?? '']) console.log(`  ${line.replace(/\n/g, '\n  ')}`);
}
if (failed > 0) console.log(`\n${failed} of ${files.length} blocks failed`);
process.exitCode = failed > 0 ? 1 : 0;
