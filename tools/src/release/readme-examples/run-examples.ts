import { writeFileSync } from 'node:fs';
import ts from 'typescript';
import type { NodeRuntime } from '../pack/node-runtimes.js';
import { outputTail, runCommand } from '../pack/run-command.js';
import type { ExampleFile } from './example-files.js';

/** Outcome of running (or parsing) one example on one Node.js. */
export interface ExampleRun {
  readonly ok: boolean;
  readonly ms: number;
  /** What went wrong, when it did. */
  readonly detail?: string;
}

/**
 * Writes an example's module as JavaScript next to it, types removed and nothing else changed: the syntax is
 * what a reader copies (an `await using` stays one), so a Node that cannot parse it fails on it as a reader's
 * would. Returns the path of the `.mjs` file.
 */
export function writeJavaScript(file: ExampleFile): string {
  const output = file.path.replace(/\.ts$/, '.mjs');
  writeFileSync(output, exampleJavaScript(ts.sys.readFile(file.path) ?? '', file.path));
  return output;
}

/** An example's TypeScript as JavaScript: types removed, syntax kept as written. */
export function exampleJavaScript(source: string, fileName?: string): string {
  const compilerOptions = { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ESNext };
  return ts.transpileModule(source, fileName === undefined ? { compilerOptions } : { compilerOptions, fileName }).outputText;
}

/** Runs an example that targets a fake, from the workspace root against the built workspace packages, on `node`. */
export async function runExample(root: string, file: ExampleFile, node: NodeRuntime): Promise<ExampleRun> {
  const result = await runCommand(node.execPath, [writeJavaScript(file)], { cwd: root, timeoutMs: 60_000 });
  return result.code === 0 ? { ok: true, ms: result.ms } : { ok: false, ms: result.ms, detail: `on ${node.label} (${node.version}):\n${outputTail(result, 12)}` };
}

/** Parses modules without running them: one Node process for all, each file's error or `null`, as JSON. */
const parseScript = `
const { readFileSync } = require('node:fs');
const { SourceTextModule } = require('node:vm');
const errors = process.argv.slice(1).map((path) => {
  try {
    new SourceTextModule(readFileSync(path, 'utf8'), { identifier: path });
    return null;
  } catch (error) {
    return error instanceof Error ? error.name + ': ' + error.message : String(error);
  }
});
process.stdout.write(JSON.stringify(errors));
`;

/**
 * Parses examples (any block, run or not) on `node` without running them, as that Node parses a module: one
 * process for all of them. An example that does not parse is reported with the Node's `SyntaxError`.
 */
export async function parseExamples(root: string, files: readonly ExampleFile[], node: NodeRuntime): Promise<Map<string, ExampleRun>> {
  const paths = files.map(writeJavaScript);
  const started = performance.now();
  const result = await runCommand(node.execPath, ['--experimental-vm-modules', '--no-warnings', '-e', parseScript, ...paths], { cwd: root, timeoutMs: 120_000 });
  let errors: Array<string | null>;
  try {
    errors = JSON.parse(result.stdout) as Array<string | null>;
  } catch {
    throw new Error(`cannot parse the README examples on ${node.label} (${node.version}):\n${outputTail(result, 12)}`);
  }
  const ms = (performance.now() - started) / Math.max(1, files.length);
  return new Map(
    files.map((file, index) => {
      const error = errors[index];
      return [file.path, error === null || error === undefined ? { ok: true, ms } : { ok: false, ms, detail: `does not parse on ${node.label} (${node.version}):\n${error}` }];
    }),
  );
}

/** Parses one example on `node` without running it; see {@link parseExamples}. */
export async function parseExample(root: string, file: ExampleFile, node: NodeRuntime): Promise<ExampleRun> {
  return (await parseExamples(root, [file], node)).get(file.path)!;
}
