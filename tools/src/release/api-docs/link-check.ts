/**
 * Links that lead nowhere, in the generated API reference and in the READMEs that point to it. A reader opens
 * the sites from disk, so every link between their pages is relative and must name a file there, and an
 * anchor (`#retry`) must name an element of that file; the sidebar and the search hold links too, in the data
 * files TypeDoc writes for its scripts.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, extname, join, relative, sep } from 'node:path';
import { inflateSync } from 'node:zlib';
import { linkTarget } from '../readme-links.js';

/** An `href` or `src` attribute's value, double-quoted as TypeDoc writes them. */
const htmlLink = /\s(?:href|src)="([^"]*)"/g;
/** An element's `id` (or an `<a name>`): what a `#fragment` names. */
const htmlAnchor = /\s(?:id|name)="([^"]*)"/g;
/** `window.navigationData = "<base64 of deflated JSON>"` and its siblings in `assets/`. */
const scriptData = /^window\.\w+Data = "([A-Za-z0-9+/=]*)"/;
/** The schemes a link may leave the site by; any other (a placeholder left behind) leads nowhere. */
const outside = /^(?:https?:|mailto:)/i;

/** The anchors each HTML or SVG file defines, each file read once. */
class Anchors {
  readonly #anchors = new Map<string, Set<string>>();

  of(path: string): Set<string> {
    let found = this.#anchors.get(path);
    if (found === undefined) {
      found = /\.(?:html|svg)$/.test(path) ? new Set([...readFileSync(path, 'utf8').matchAll(htmlAnchor)].map((match) => decodeEntities(match[1]!))) : new Set();
      this.#anchors.set(path, found);
    }
    return found;
  }
}

/**
 * What is wrong with the links of the HTML files under `dir` and of the script data there (TypeDoc's navigation
 * and search): one line per link that names a missing file or anchor (`webhooks/modules/index.html: ../nope.html
 * names a file that is not there`), paths relative to `dir`. Links to other sites (`https:`, `mailto:`) are not
 * followed.
 */
export function siteLinkProblems(dir: string): string[] {
  const anchors = new Anchors();
  const problems: string[] = [];
  for (const file of listFiles(dir)) {
    const shown = relative(dir, file).split(sep).join('/');
    if (file.endsWith('.html')) {
      const text = readFileSync(file, 'utf8');
      for (const match of text.matchAll(htmlLink)) {
        const target = decodeEntities(match[1]!);
        const problem = linkProblem(target, file, anchors);
        if (problem !== undefined) problems.push(`${shown}: ${target} ${problem}`);
      }
    } else if (file.endsWith('.js') && dirname(file).endsWith(`${sep}assets`)) {
      const data = scriptData.exec(readFileSync(file, 'utf8'));
      if (data === null) continue;
      // the paths in these data are relative to the site's root, the parent of assets/
      const base = join(dirname(dirname(file)), 'index.html');
      for (const target of dataLinks(JSON.parse(inflateSync(Buffer.from(data[1]!, 'base64')).toString('utf8')))) {
        const problem = linkProblem(target, base, anchors);
        if (problem !== undefined) problems.push(`${shown}: ${target} ${problem}`);
      }
    }
  }
  return problems;
}

/**
 * What is wrong with the links of a Markdown file (a README) read at `file`: relative links and links into the
 * repository (`repositoryTree` + path, e.g. `https://github.com/org/sdks/blob/main/`) must name a file or
 * directory of `root`, and their anchors a heading (as GitHub makes anchors of headings) or an element of the
 * named file; `#anchor` a heading of this file. Paths of the generated reference written as code
 * (`` `docs/api/webhooks/index.html` ``) must name a generated file. Fenced code blocks and HTML comments are
 * skipped. One line per problem, with the line number.
 */
export function markdownLinkProblems(file: string, text: string, root: string, repositoryTree?: string): string[] {
  const anchors = new Anchors();
  const problems: string[] = [];
  const shown = relative(root, file).split(sep).join('/');
  const own = markdownAnchors(text);
  proseLines(text).forEach((line, index) => {
    const where = `${shown}:${index + 1}`;
    for (const match of line.matchAll(linkTarget)) {
      const target = match[1]!;
      const inRepository = repositoryTree !== undefined && target.startsWith(repositoryTree);
      const local = inRepository ? relative(dirname(file), join(root, target.slice(repositoryTree.length))) || '.' : target;
      const problem = linkProblem(local, file, anchors, (path) => (path === file ? own : markdownAnchors(readFileSync(path, 'utf8'))));
      if (problem !== undefined) problems.push(`${where}: ${target} ${problem}`);
    }
    // a path with a placeholder (`docs/api/<name>/index.html`) names no one file
    for (const match of line.matchAll(/`(docs\/api\/[^`\s<>*]+)`/g)) {
      if (!existsSync(join(root, match[1]!))) problems.push(`${where}: ${match[1]!} is not a file of the generated API reference`);
    }
  });
  return problems;
}

/**
 * Why `target`, a link found in `from`, leads nowhere (`names a file that is not there`), or `undefined` when it
 * leads somewhere or to another site. `anchorsOf` gives the anchors of a Markdown file.
 */
function linkProblem(target: string, from: string, htmlAnchors: Anchors, anchorsOf?: (path: string) => Set<string>): string | undefined {
  if (outside.test(target)) return undefined;
  if (/^[a-z][\w+.-]*:/i.test(target) || target.startsWith('//')) return 'leaves the site by a scheme no reader follows';
  const hash = target.indexOf('#');
  let pathPart: string;
  let anchor: string;
  try {
    pathPart = decodeURIComponent((hash < 0 ? target : target.slice(0, hash)).replace(/\?.*$/, ''));
    anchor = hash < 0 ? '' : decodeURIComponent(target.slice(hash + 1));
  } catch {
    return 'is not a well-formed address';
  }
  let path = pathPart === '' ? from : join(dirname(from), pathPart);
  if (pathPart !== '' && !existsSync(path)) return 'names a file that is not there';
  if (pathPart !== '' && statSync(path).isDirectory()) {
    // a directory shows its index page on a site and its README in the repository
    const index = ['index.html', 'README.md'].map((name) => join(path, name)).find((candidate) => existsSync(candidate));
    if (index === undefined) return anchor === '' ? undefined : 'names an anchor in a directory';
    path = index;
  }
  if (anchor === '') return undefined;
  const named = extname(path) === '.md' && anchorsOf !== undefined ? anchorsOf(path) : htmlAnchors.of(path);
  return named.has(anchor) ? undefined : 'names an anchor that is not there';
}

/** The link targets in TypeDoc's script data: every `path` and `url` string, at any depth. */
function dataLinks(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(dataLinks);
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, child]) => ((key === 'path' || key === 'url') && typeof child === 'string' ? [child] : dataLinks(child)));
}

/** The anchors of a Markdown text: one per heading, named as GitHub names them, and HTML `id`s and `name`s. */
export function markdownAnchors(text: string): Set<string> {
  const anchors = new Set([...text.matchAll(htmlAnchor)].map((match) => match[1]!));
  const seen = new Map<string, number>();
  for (const line of proseLines(text)) {
    const heading = /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (heading === null) continue;
    const slug = headingSlug(heading[1]!);
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return anchors;
}

/** GitHub's anchor for a heading: its text (link targets and markup dropped), lower case, punctuation removed, spaces as hyphens. */
export function headingSlug(heading: string): string {
  return heading
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]*>/g, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-');
}

/** The lines of a Markdown text with fenced code blocks and HTML comments blanked, so line numbers stay. */
function proseLines(text: string): string[] {
  let fenced = false;
  let comment = false;
  return text.split('\n').map((line) => {
    if (comment) {
      if (line.includes('-->')) comment = false;
      return '';
    }
    if (/^\s*(?:```|~~~)/.test(line)) {
      fenced = !fenced;
      return '';
    }
    if (fenced) return '';
    const stripped = line.replace(/<!--.*?-->/g, '');
    if (stripped.includes('<!--')) {
      comment = true;
      return stripped.slice(0, stripped.indexOf('<!--'));
    }
    return stripped;
  });
}

/** HTML character references in an attribute value, decoded. */
function decodeEntities(value: string): string {
  return value.replace(/&(?:#(\d+)|#x([\da-f]+)|(amp|lt|gt|quot|apos));/gi, (_match, dec: string | undefined, hex: string | undefined, name: string | undefined) => {
    if (dec !== undefined) return String.fromCodePoint(Number(dec));
    if (hex !== undefined) return String.fromCodePoint(Number.parseInt(hex, 16));
    return { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" }[name!.toLowerCase()]!;
  });
}

/** Every file under `dir`, at any depth. */
function listFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}
