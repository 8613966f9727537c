import { writeFileSync } from 'node:fs';
import ts from 'typescript';
import { outputTail, runCommand } from '../pack/run-command.js';
import type { ExampleFile } from './example-files.js';

/** Outcome of running one example. */
export interface ExampleRun {
  readonly ok: boolean;
  readonly ms: number;
  /** What went wrong, when it did. */
  readonly detail?: string;
}

/**
 * Runs an example that targets a fake: its module is transpiled to JavaScript next to it and run with this
 * Node.js from the workspace root, against the built workspace packages.
 */
export async function runExample(root: string, file: ExampleFile): Promise<ExampleRun> {
  const source = ts.sys.readFile(file.path) ?? '';
  const { outputText } = ts.transpileModule(source, {
    compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2023 },
    fileName: file.path,
  });
  const output = file.path.replace(/\.ts$/, '.mjs');
  writeFileSync(output, outputText);
  const result = await runCommand(process.execPath, [output], { cwd: root, timeoutMs: 60_000 });
  return result.code === 0 ? { ok: true, ms: result.ms } : { ok: false, ms: result.ms, detail: outputTail(result, 12) };
}
