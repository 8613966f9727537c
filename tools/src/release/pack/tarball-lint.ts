/**
 * Lints a packed tarball the way a consumer meets it: publint (package.json fields against the files really
 * in the tarball) and "are the types wrong" (how TypeScript resolves each entry point). The packages are ESM
 * only, so attw's `esm-only` profile applies: CommonJS `require` and the old `node10` resolution are out of scope.
 */
import { readFile } from 'node:fs/promises';
import { checkPackage, createPackageFromTarballData } from '@arethetypeswrong/core';
import { publint } from 'publint';
import { formatMessage } from 'publint/utils';

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

/**
 * Runs "are the types wrong" on the tarball, in this process (`@arethetypeswrong/core`, the library behind
 * `attw`), with the `esm-only` profile: problems of the resolutions it leaves out are not counted.
 */
export async function lintWithAttw(tarball: string): Promise<LintResult> {
  const analysis = await checkPackage(createPackageFromTarballData(new Uint8Array(await readFile(tarball))));
  if (!analysis.types) return { ok: false, messages: ['no types: the package ships no .d.ts that TypeScript finds'] };
  const counted = analysis.problems.filter((problem) => !('resolutionKind' in problem) || !ignoredResolutions.has(problem.resolutionKind));
  const messages = counted.map((p) => {
    const where = 'entrypoint' in p ? p.entrypoint : '.';
    return `${p.kind} at "${where}"${'resolutionKind' in p ? ` (${p.resolutionKind})` : ''}`;
  });
  return { ok: counted.length === 0, messages };
}
