/**
 * Packages whose full pack check already passed in this run of the tools (`PACK_CHECKED_VERSIONS`, as the release
 * rehearsal sets it for its second release). A package packed again is held to the tarball of such a version,
 * fetched from the registry: when the two differ in nothing but the version (the `version` of `package.json`, the
 * version string the build writes into the code, a new section on top of `CHANGELOG.md`), what an install, the
 * compilers, the runtimes and the editor would meet is what that check met, and only the checks of the tarball
 * itself run again. Any other difference, or a version not listed, gets the whole check.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createPackageFromTarballData } from '@arethetypeswrong/core';
import type { WorkspacePackage } from '../workspace-packages.js';
import { outputTail, runCommand } from './run-command.js';

/** The environment variable listing the checked versions: `@org/http-core@0.2.0,@org/webhooks@0.2.1`. */
export const checkedVersionsVariable = 'PACK_CHECKED_VERSIONS';

/** The versions listed in `text` (`name@version`, comma-separated), by package name. */
export function parseCheckedVersions(text: string | undefined): Map<string, string> {
  const versions = new Map<string, string>();
  for (const entry of (text ?? '').split(',').map((part) => part.trim()).filter(Boolean)) {
    const at = entry.lastIndexOf('@');
    if (at <= 0) throw new Error(`${checkedVersionsVariable}: "${entry}" is not name@version`);
    versions.set(entry.slice(0, at), entry.slice(at + 1));
  }
  return versions;
}

/** The files of a tarball, by path inside the package, as text. */
export type TarballFiles = ReadonlyMap<string, string>;

/** Reads a `.tgz` the way attw does (the tarball lints read it the same way). */
export function readTarballFiles(tarball: string): TarballFiles {
  const pkg = createPackageFromTarballData(new Uint8Array(readFileSync(tarball)));
  const prefix = `/node_modules/${pkg.packageName}/`;
  return new Map(pkg.listFiles().map((path) => [path.slice(prefix.length), pkg.readFile(path)]));
}

/** A file name the bundler derives from the file's content (`chunk-PVYJPUXS.js`): a new version string renames it. */
const hashedName = /\bchunk-[A-Z0-9]{8}\.js\b/g;

/**
 * What differs between two tarballs of a package beyond its version, one line per file; empty when they are the
 * same package at another version. `package.json` may differ in its `version` alone (a dependency range that
 * happens to read like the new version is a change); `CHANGELOG.md` may gain the section of the new version on
 * top; every other file must be the old one with each old version string where the new one is, and nothing else.
 * A chunk whose content-derived name changed is paired with the old chunk it equals that way, and the files
 * that import it must name it where they named the old one.
 */
export function differencesBeyondVersion(before: TarballFiles, beforeVersion: string, after: TarballFiles, afterVersion: string): string[] {
  const renamed = pairRenamedChunks(before, beforeVersion, after, afterVersion);
  const oldName = (path: string): string => path.replace(hashedName, (name) => renamed.get(name) ?? name);
  const asBefore = new Map([...after].map(([path, text]) => [oldName(path), text.replace(hashedName, (name) => renamed.get(name) ?? name)]));
  const differences: string[] = [];
  for (const path of before.keys()) if (!asBefore.has(path)) differences.push(`${path}: gone`);
  for (const [path, text] of asBefore) {
    const old = before.get(path);
    if (old === undefined) differences.push(`${path}: new`);
    else if (!sameButVersion(path, old, beforeVersion, text, afterVersion)) differences.push(`${path}: changed`);
  }
  return differences;
}

/**
 * The new chunk names, each with the old one its chunk equals but for the version and the chunks it imports,
 * found leaves first: a chunk pairs once every chunk it names is paired (or kept its name).
 */
function pairRenamedChunks(before: TarballFiles, beforeVersion: string, after: TarballFiles, afterVersion: string): Map<string, string> {
  const baseName = (path: string): string => path.slice(path.lastIndexOf('/') + 1);
  const hashed = (path: string): boolean => /^chunk-[A-Z0-9]{8}\.js$/.test(baseName(path));
  const gone = [...before.keys()].filter((path) => !after.has(path) && hashed(path));
  let unpaired = [...after.keys()].filter((path) => !before.has(path) && hashed(path));
  const renamed = new Map<string, string>();
  for (let paired = true; paired && unpaired.length > 0; ) {
    paired = false;
    for (const path of unpaired) {
      const text = after.get(path)!.replace(hashedName, (name) => renamed.get(name) ?? name);
      const matches = gone.filter((old) => !renamed.has(baseName(path)) && sameButVersion(old, before.get(old)!, beforeVersion, text, afterVersion));
      if (matches.length !== 1) continue;
      renamed.set(baseName(path), baseName(matches[0]!));
      gone.splice(gone.indexOf(matches[0]!), 1);
      paired = true;
    }
    unpaired = unpaired.filter((path) => !renamed.has(baseName(path)));
  }
  return renamed;
}

function sameButVersion(path: string, old: string, beforeVersion: string, text: string, afterVersion: string): boolean {
  if (text === old) return true;
  if (afterVersion === beforeVersion) return false;
  if (path === 'package.json') return JSON.stringify({ ...JSON.parse(text), version: beforeVersion }) === JSON.stringify(JSON.parse(old));
  if (path === 'CHANGELOG.md') return withoutSection(text, afterVersion) === old;
  const pieces = old.split(beforeVersion);
  const newPieces = text.split(afterVersion);
  return pieces.length === newPieces.length && pieces.every((piece, index) => piece === newPieces[index]);
}

/** A changelog without its `## <version>` section (up to the next `## `); unchanged when it has none. */
function withoutSection(changelog: string, version: string): string {
  const lines = changelog.split('\n');
  const start = lines.indexOf(`## ${version}`);
  if (start === -1) return changelog;
  const next = lines.findIndex((line, index) => index > start && line.startsWith('## '));
  return [...lines.slice(0, start), ...(next === -1 ? [] : lines.slice(next))].join('\n');
}

/** A package whose tarball is a checked version's but for the version. */
export interface CheckedBefore {
  /** `name@version` of the checked version. */
  readonly checked: string;
}

/**
 * For each package with a checked version, fetches that version's tarball from the registry npm is configured
 * with (`npm pack name@version`) into `work/checked` and compares it with the package's new tarball. Returns the
 * packages that differ in nothing but the version, by name; logs why each other one gets the whole check.
 */
export async function findCheckedBefore(
  root: string,
  packed: readonly { readonly pkg: WorkspacePackage; readonly tarball: string }[],
  checkedVersions: ReadonlyMap<string, string>,
  work: string,
  log: (line: string) => void,
): Promise<Map<string, CheckedBefore>> {
  const found = new Map<string, CheckedBefore>();
  const listed = packed.filter((p) => checkedVersions.has(p.pkg.name));
  if (listed.length === 0) return found;
  const dir = join(work, 'checked');
  mkdirSync(dir, { recursive: true });
  const specs = listed.map((p) => `${p.pkg.name}@${checkedVersions.get(p.pkg.name)!}`);
  const result = await runCommand('npm', ['pack', ...specs, '--json', '--pack-destination', dir], { cwd: root, timeoutMs: 120_000 });
  if (result.code !== 0) throw new Error(`npm pack ${specs.join(' ')} (the versions checked before, from the registry) failed:\n${outputTail(result)}`);
  const fetched = JSON.parse(result.stdout) as readonly { readonly name: string; readonly filename: string }[];
  for (const [index, p] of listed.entries()) {
    const version = checkedVersions.get(p.pkg.name)!;
    const tarball = fetched.find((entry) => entry.name === p.pkg.name)?.filename;
    if (tarball === undefined) throw new Error(`npm pack printed no result for ${specs[index]!}`);
    const differences = differencesBeyondVersion(readTarballFiles(join(dir, tarball)), version, readTarballFiles(p.tarball), p.pkg.version);
    if (differences.length === 0) found.set(p.pkg.name, { checked: specs[index]! });
    else log(`${p.pkg.name}@${p.pkg.version} differs from ${specs[index]!} beyond its version (${differences.slice(0, 5).join('; ')}): checked in full`);
  }
  return found;
}
