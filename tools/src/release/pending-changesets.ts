import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** One pending changeset of `.changeset/`. */
export interface PendingChangeset {
  /** File name, e.g. `webhooks-first-release.md`. */
  readonly file: string;
  /** Package name to bump (`patch`, `minor`, `major`), from the front matter. */
  readonly releases: ReadonlyMap<string, string>;
  /** The text after the front matter: the changelog entry. */
  readonly summary: string;
}

/** The pending changesets of the workspace (every `.changeset/*.md` but its README). */
export function readPendingChangesets(root: string): PendingChangeset[] {
  const dir = join(root, '.changeset');
  return readdirSync(dir)
    .filter((file) => file.endsWith('.md') && file !== 'README.md')
    .sort()
    .map((file) => parseChangeset(file, readFileSync(join(dir, file), 'utf8')));
}

/** Parses a changeset file: `---`, one `"name": bump` line per package, `---`, then the summary. */
export function parseChangeset(file: string, text: string): PendingChangeset {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(text);
  if (match === null) throw new Error(`${file}: no front matter`);
  const releases = new Map<string, string>();
  for (const line of match[1]!.split(/\r?\n/).filter((l) => l.trim() !== '')) {
    const entry = /^\s*['"]?([^'":]+)['"]?\s*:\s*(patch|minor|major)\s*$/.exec(line);
    if (entry === null) throw new Error(`${file}: cannot read "${line}"`);
    releases.set(entry[1]!, entry[2]!);
  }
  return { file, releases, summary: match[2]!.trim() };
}
