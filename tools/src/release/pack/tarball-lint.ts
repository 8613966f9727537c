/**
 * Lints a packed tarball the way a consumer meets it: publint (package.json fields against the files really
 * in the tarball) and "are the types wrong" (how TypeScript resolves each entry point). The packages are ESM
 * only, so attw's `esm-only` profile applies: CommonJS `require` and the old `node10` resolution are out of scope.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { publint } from 'publint';
import { formatMessage } from 'publint/utils';
import { outputTail, runCommand } from './run-command.js';

/** Outcome of one linter on one tarball. */
export interface LintResult {
  readonly ok: boolean;
  /** One line per finding; suggestions are listed but do not fail. */
  readonly messages: readonly string[];
}

/** Runs publint on the tarball, warnings counted as errors. */
export async function lintWithPublint(tarball: string): Promise<LintResult> {
  const data = await readFile(tarball);
  const tarballBuffer = data.buffer.slice(data.byteOffset, data.byteOffset + data.byteLength) as ArrayBuffer;
  const { messages, pkg } = await publint({ pack: { tarball: tarballBuffer }, level: 'suggestion', strict: true });
  const lines = messages.map((message) => `${message.type}: ${formatMessage(message, pkg, { color: false }) ?? message.code}`);
  return { ok: messages.every((message) => message.type === 'suggestion'), messages: lines };
}

/** Resolutions attw's `esm-only` profile leaves out. */
const ignoredResolutions = new Set(['node10', 'node16-cjs']);

interface AttwProblem {
  readonly kind: string;
  readonly entrypoint?: string;
  readonly resolutionKind?: string;
}

/** Runs `attw <tarball> --profile esm-only` from the workspace's devDependencies. */
export async function lintWithAttw(root: string, tarball: string): Promise<LintResult> {
  const bin = join(root, 'node_modules', '@arethetypeswrong', 'cli', 'dist', 'index.js');
  const result = await runCommand(process.execPath, [bin, tarball, '--profile', 'esm-only', '--format', 'json'], { cwd: root });
  let problems: AttwProblem[];
  try {
    const parsed = JSON.parse(result.stdout) as { problems?: Record<string, AttwProblem[]> };
    problems = Object.values(parsed.problems ?? {}).flat();
  } catch {
    return { ok: false, messages: [`attw did not answer in JSON:\n${outputTail(result)}`] };
  }
  const counted = problems.filter((problem) => problem.resolutionKind === undefined || !ignoredResolutions.has(problem.resolutionKind));
  const messages = counted.map((p) => `${p.kind} at "${p.entrypoint ?? '.'}"${p.resolutionKind ? ` (${p.resolutionKind})` : ''}`);
  if (result.code !== 0 && messages.length === 0) messages.push(`attw exited with ${String(result.code)}:\n${outputTail(result)}`);
  return { ok: result.code === 0 && counted.length === 0, messages };
}
