/**
 * The pack check: every built package under `packages/` is packed with `npm pack`, linted as a tarball
 * (contents, publint, attw), dry-run published, installed from its tarball into a fresh project, and its
 * programs are type-checked against the packed `.d.ts` on the lowest TypeScript releases the packages support and
 * on the current one, in ESM, bundler and CommonJS settings, and run on each Node.js line the packages support,
 * as ES modules and through `require()` from CommonJS, and on Deno (ES modules) and Bun (both); a browser build
 * of the address form page is run on workerd and the Edge Runtime;
 * the TypeScript language service is asked what an editor shows on hovering every method of each client, each
 * input field of those methods, each per-operation const, and every field inside those input fields and every
 * field of their results, at every depth. A package whose version the registry already holds
 * goes through every step too, with the dry run forced past npm's "already published" refusal.
 * When every package's tarball is a version checked before but for the version (`checked-before.ts`), the
 * tarball's own checks run and the rest is that version's.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { packedFileProblems } from '../files-rules.js';
import type { WorkspacePackage } from '../workspace-packages.js';
import { findCheckedBefore, type CheckedBefore } from './checked-before.js';
import { installTarballs, runProgram, typecheckPrograms, writePrograms, type ProgramRun } from './consumer-project.js';
import { checkEditorHovers, type HoverCheck } from './editor-hover.js';
import { installRuntimes, programRuntimes, type ProgramRuntime } from './js-runtimes.js';
import { resolveNodeRuntime, type NodeRuntime } from './node-runtimes.js';
import { typecheckRuns } from './typescript-runs.js';
import { npmPack, type PackedPackage } from './npm-pack.js';
import { publishDryRun, type PublishDryRun } from './publish-dry-run.js';
import { inParallel } from './run-command.js';
import { pagePackage, runPage } from './runtime-page.js';
import { lintWithAttw, lintWithPublint, type LintResult } from './tarball-lint.js';

/** The Node.js major lines every package is run on. */
export const supportedNodeMajors = [22, 24] as const;

/** Everything checked for one package. */
export interface PackageCheck {
  readonly packed: PackedPackage;
  readonly contents: readonly string[];
  readonly publint: LintResult;
  readonly attw: LintResult;
  readonly publish: PublishDryRun;
  readonly typeErrors: readonly string[];
  /** What an editor shows on hovering each method, input field, operation const, nested input field and result field of the installed package. */
  readonly hover: HoverCheck;
  /** The smoke program's run per runtime label, and the CommonJS program's per {@link requireLabel}. */
  readonly runs: ReadonlyMap<string, ProgramRun>;
  /** True when the package has no smoke program of its own. */
  readonly generic: boolean;
  /** Set when the tarball is a version checked before but for the version: install, tsc, hover and runs were that version's. */
  readonly checkedBefore?: CheckedBefore;
}

/** Outcome of the whole check. */
export interface PackCheckResult {
  readonly checks: readonly PackageCheck[];
  readonly runtimes: readonly NodeRuntime[];
  /** The runtimes besides Node.js the smoke programs ran on (Deno, Bun). */
  readonly otherRuntimes: readonly ProgramRuntime[];
  /** The address form page's run per runtime (`workerd`, `edge-runtime`); empty when address-lookup is not checked. */
  readonly pages: ReadonlyMap<string, ProgramRun>;
  /** Type errors outside any one package's program (e.g. in a shared dependency's declarations). */
  readonly sharedTypeErrors: readonly string[];
  /** Seconds spent per phase. */
  readonly phases: readonly (readonly [string, number])[];
  readonly ok: boolean;
}

const notAsked = { asked: 0, documented: 0 };
/** The hover check of a package that was not asked (its version was checked before). */
const noHover: HoverCheck = { methods: notAsked, fields: notAsked, consts: notAsked, nestedInputFields: notAsked, resultFields: notAsked, undocumented: [], toDocument: [] };

/** The label of a runtime's run of the CommonJS program: `node22 require()`. */
export function requireLabel(runtime: { readonly label: string }): string {
  return `${runtime.label} require()`;
}

/** Whether one package passed every step. */
export function packageOk(check: PackageCheck): boolean {
  return (
    check.contents.length === 0 &&
    check.publint.ok &&
    check.attw.ok &&
    check.publish.ok &&
    check.typeErrors.length === 0 &&
    check.hover.undocumented.length === 0 &&
    [...check.runs.values()].every((run) => run.ok)
  );
}

/** Runs the pack check of `packages` (built ones) in the scratch directory `work`. */
export async function checkPackedPackages(
  root: string,
  packages: readonly WorkspacePackage[],
  work: string,
  log: (line: string) => void,
  /** Packages whose current version the registry already holds: checked offline, never refused for that. */
  published: ReadonlySet<string> = new Set(),
  /** Versions whose full check passed earlier in this run of the tools, by package name (`checked-before.ts`). */
  checkedVersions: ReadonlyMap<string, string> = new Map(),
): Promise<PackCheckResult> {
  const phases: [string, number][] = [];
  const phase = async <T>(name: string, run: () => Promise<T>): Promise<T> => {
    const started = performance.now();
    log(`${name} ...`);
    const value = await run();
    phases.push([name, (performance.now() - started) / 1000]);
    return value;
  };
  const tarballs = join(work, 'tarballs');
  mkdirSync(tarballs, { recursive: true });
  const packed = await phase('npm pack', () => npmPack(root, packages, tarballs));
  const checkedBefore =
    checkedVersions.size === 0 ? new Map<string, CheckedBefore>() : await phase('the versions checked before, from the registry', () => findCheckedBefore(root, packed, checkedVersions, work, log));
  const tarballsOnly = packed.every((p) => checkedBefore.has(p.pkg.name));
  const runtimesPromise = tarballsOnly ? undefined : Promise.all(supportedNodeMajors.map((major) => resolveNodeRuntime(major)));
  runtimesPromise?.catch(() => undefined);
  const installing = tarballsOnly ? undefined : installRuntimes();
  installing?.catch(() => undefined);
  // What runs in other processes (npm, tsc) goes on beside what runs in this one (the lints, the language
  // service), so the phases overlap and their times add up to more than the whole.
  const publishing = phase('npm publish --dry-run', () => publishDryRun(root, packages, published));
  publishing.catch(() => undefined);
  const publint = await phase('publint', () => inParallel(packed, 1, (p) => lintWithPublint(p.tarball)));
  const attw = await phase('attw --profile esm-only', () => inParallel(packed, 1, (p) => lintWithAttw(p.tarball)));
  const tarballCheck = (p: PackedPackage, index: number, publish: ReadonlyMap<string, PublishDryRun>) => ({
    packed: p,
    contents: packedFileProblems(p.files),
    publint: publint[index]!,
    attw: attw[index]!,
    publish: publish.get(p.pkg.name)!,
  });
  if (runtimesPromise === undefined || installing === undefined) {
    // Every package is a version checked before but for the version: what follows was that version's.
    const publish = await publishing;
    const checks = packed.map((p, index) => ({
      ...tarballCheck(p, index, publish),
      typeErrors: [],
      hover: noHover,
      runs: new Map<string, ProgramRun>(),
      generic: false,
      checkedBefore: checkedBefore.get(p.pkg.name)!,
    }));
    return { checks, runtimes: [], otherRuntimes: [], pages: new Map(), sharedTypeErrors: [], phases, ok: checks.every(packageOk) };
  }

  const consumer = join(work, 'consumer');
  await phase('npm install of the tarballs', () => installTarballs(root, consumer, packed));
  const programs = writePrograms(root, consumer, packages);
  const typeChecking = phase(`tsc against the packed .d.ts (${typecheckRuns.length} runs)`, () => typecheckPrograms(root, consumer, programs));
  typeChecking.catch(() => undefined);
  const hover = await phase('editor hover of every method, input field, operation const, nested input field and result field', () => checkEditorHovers(consumer, packed.map((p) => p.pkg)));
  const [typechecked, publish] = await Promise.all([typeChecking, publishing]);
  const typeErrors = typechecked.errors;
  phases.push(...typechecked.seconds.map(([label, seconds]) => [`tsc run ${label}`, seconds] as [string, number]));
  const runtimes = await phase('Node.js runtimes from the registry', () => runtimesPromise);
  const installed = await phase('Deno, Bun, workerd and the Edge Runtime from the registry', () => installing);
  const otherRuntimes = await programRuntimes(installed);
  const paging = packages.some((pkg) => pkg.name === pagePackage)
    ? phase('the address form page on workerd and the Edge Runtime', () => runPage(root, consumer, installed))
    : Promise.resolve(new Map<string, ProgramRun>());
  paging.catch(() => undefined);
  const runs = await phase(`programs (import and require()) on ${[...runtimes, ...otherRuntimes].map((r) => r.label).join(', ')}`, () =>
    inParallel(programs, 2, async (program) => {
      const outputs = [
        ...runtimes.flatMap((runtime) => [
          [runtime.label, runtime, program.output] as const,
          [requireLabel(runtime), runtime, program.commonJsOutput] as const,
        ]),
        ...otherRuntimes.flatMap((runtime) => [
          [runtime.label, runtime, program.output] as const,
          ...(runtime.commonJs ? [[requireLabel(runtime), runtime, program.commonJsOutput] as const] : []),
        ]),
      ];
      return new Map(await Promise.all(outputs.map(async ([label, runtime, output]) => [label, await runProgram(runtime, consumer, output)] as const)));
    }),
  );
  const pages = await paging;

  const checks = packed.map((p, index) => ({
    ...tarballCheck(p, index, publish),
    typeErrors: typeErrors.get(p.pkg.name) ?? [],
    hover: hover[index]!,
    runs: runs[index]!,
    generic: programs[index]!.generic,
  }));
  const sharedTypeErrors = typeErrors.get('') ?? [];
  const ok = sharedTypeErrors.length === 0 && checks.every(packageOk) && [...pages.values()].every((run) => run.ok);
  return { checks, runtimes, otherRuntimes, pages, sharedTypeErrors, phases, ok };
}
