#!/usr/bin/env node
// Counts the pairs of repeated places (`duplicates`, on PATH) in the hand-written code of the repository: the files
// git tracks, and the untracked ones it does not ignore, as they are in the working tree, without the generated
// ones (those whose first line is the generated banner, `// Code generated ... DO NOT EDIT.`). Prints the count;
// `--rows` prints the rows too. Exits 1 when `duplicates` did not read or pair everything (the count would be too low).
//
//   node tools/scripts/count-duplicates.mjs
//   node tools/scripts/count-duplicates.mjs --rows
//
// Plain ESM with node: built-ins only, so it runs before anything is installed or built.
import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import process from 'node:process';
import { fileURLToPath, pathToFileURL } from 'node:url';

/**
 * Whether a file with this text is generated: its first line is the generated banner, Go's convention in a line
 * comment or, for Markdown, in an HTML comment (as `isGeneratedBanner` of `tools/src/generated-banner.ts` reads it).
 *
 * @param {string} text
 * @returns {boolean}
 */
export function isGenerated(text) {
  const line = text.split(/\r?\n/, 1)[0] ?? '';
  return /^\/\/ Code generated .* DO NOT EDIT\.$/.test(line) || /^<!-- Code generated .* DO NOT EDIT\. -->$/.test(line);
}

/**
 * The number of pairs in the output of `duplicates`: its first line says `481 pairs of places ...`, or
 * `no duplicates ...` (0). `undefined` when the output has neither.
 *
 * @param {string} output
 * @returns {number | undefined}
 */
export function pairCount(output) {
  const first = output.split(/\r?\n/, 1)[0] ?? '';
  if (/^no duplicates\b/.test(first)) return 0;
  const match = /^(\d+) pairs? of places\b/.exec(first);
  return match ? Number(match[1]) : undefined;
}

/** The lines of `duplicates` output that say something was not read or paired. */
export function incompleteLines(output) {
  return output.split(/\r?\n/).filter((line) => line.startsWith('incomplete:'));
}

/** The repository's hand-written files: tracked or untracked and not ignored, present in the working tree. */
function handWrittenFiles(root) {
  const listed = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: root, encoding: 'utf8' });
  const paths = new Set(listed.split('\0').filter((path) => path !== ''));
  return [...paths].filter((path) => existsSync(join(root, path)) && !isGenerated(readFileSync(join(root, path), 'utf8')));
}

function main(args) {
  const rows = args.includes('--rows');
  const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
  const copy = mkdtempSync(join(tmpdir(), 'count-duplicates-'));
  try {
    for (const path of handWrittenFiles(root)) {
      mkdirSync(dirname(join(copy, path)), { recursive: true });
      copyFileSync(join(root, path), join(copy, path));
    }
    const output = execFileSync('duplicates', ['--repo', copy, '--most', '200', '--seconds', '120'], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
    const count = pairCount(output);
    if (count === undefined) {
      process.stderr.write(`count-duplicates: no count in the output of duplicates:\n${output}`);
      return 1;
    }
    process.stdout.write(rows ? output : `${count}\n`);
    const incomplete = incompleteLines(output);
    if (incomplete.length > 0) {
      process.stderr.write(`count-duplicates: the count leaves out what duplicates did not reach:\n${incomplete.join('\n')}\n`);
      return 1;
    }
    return 0;
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  process.exitCode = main(process.argv.slice(2));
}
