import { spawn } from 'node:child_process';

/** What a finished command printed and how it ended. */
export interface CommandResult {
  readonly code: number | null;
  readonly stdout: string;
  readonly stderr: string;
  readonly ms: number;
}

/** Options of {@link runCommand}. */
export interface RunOptions {
  readonly cwd: string;
  /** Default: {@link cleanEnv}. */
  readonly env?: NodeJS.ProcessEnv;
  /** Kill the command after this long (default 5 minutes). */
  readonly timeoutMs?: number;
}

/**
 * The environment without what an enclosing `npm run` adds (`npm_config_local_prefix` and the like), so that
 * a nested `npm` works on its own directory, not on the workspace that started it.
 */
export function cleanEnv(): NodeJS.ProcessEnv {
  return Object.fromEntries(Object.entries(process.env).filter(([key]) => !/^npm_/i.test(key) && key !== 'INIT_CWD'));
}

/** Runs a command without a shell and collects its output; never rejects for a non-zero exit. */
export function runCommand(command: string, args: readonly string[], options: RunOptions): Promise<CommandResult> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: options.cwd,
      env: options.env ?? cleanEnv(),
      stdio: ['ignore', 'pipe', 'pipe'],
      timeout: options.timeoutMs ?? 300_000,
    });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr, ms: performance.now() - started }));
  });
}

/** The last lines of a command's output, for a failure message. */
export function outputTail(result: CommandResult, lines = 15): string {
  const text = `${result.stdout}\n${result.stderr}`
    .split('\n')
    .filter((line) => line.trim() !== '' && !line.includes('Unknown user config'))
    .slice(-lines)
    .join('\n');
  return text === '' ? `(exit code ${String(result.code)}, no output)` : text;
}

/** Runs `tasks` with at most `limit` in flight, keeping their order in the result. */
export async function inParallel<T, R>(items: readonly T[], limit: number, task: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
