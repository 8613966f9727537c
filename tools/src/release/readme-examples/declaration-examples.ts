/**
 * The examples of the shipped declarations: every ```ts block of a doc comment (`@example`) in the built `.d.ts`
 * files of a package, which editors show on hover. Readers copy them as they copy README blocks, so they are
 * parsed on the lowest declared Node as README blocks are ({@link parseExamples}).
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { WorkspacePackage } from '../workspace-packages.js';
import type { ExampleFile } from './example-files.js';
import { extractTsBlocks, type CodeBlock } from './extract-blocks.js';

const docComment = /\/\*\*[\s\S]*?\*\//g;

/** The ```ts blocks of the doc comments of a declaration file; `line` is the block's first line in the file. */
export function declarationBlocks(text: string): CodeBlock[] {
  const blocks: CodeBlock[] = [];
  for (const match of text.matchAll(docComment)) {
    const firstLine = text.slice(0, match.index).split('\n').length;
    // The comment's text without its frame, line for line, so that lines keep their numbers.
    const body = match[0]
      .split('\n')
      .map((line) => line.replace(/^\s*\/\*\*\s?/, '').replace(/\s*\*\/\s*$/, '').replace(/^\s*\* ?/, ''))
      .join('\n');
    for (const block of extractTsBlocks(body)) blocks.push({ line: firstLine + block.line - 1, code: block.code });
  }
  return blocks;
}

/** The `.d.ts` files under `dir` at any depth; none when `dir` does not exist (a package not built). */
function declarationFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.d\.[cm]?ts$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

/**
 * Writes every example of each package's built declarations (`dist/**\/*.d.ts`) as a module under
 * `outDir/<dirName>/`. `readme` of each file names the declaration file (relative to `root`) the block is in.
 */
export function writeDeclarationExampleFiles(root: string, packages: readonly WorkspacePackage[], outDir: string): ExampleFile[] {
  rmSync(outDir, { recursive: true, force: true });
  const files: ExampleFile[] = [];
  for (const pkg of packages) {
    const dir = join(outDir, pkg.dirName);
    for (const declaration of declarationFiles(join(pkg.dir, 'dist'))) {
      const blocks = declarationBlocks(readFileSync(declaration, 'utf8'));
      if (blocks.length === 0) continue;
      mkdirSync(dir, { recursive: true });
      const name = relative(join(pkg.dir, 'dist'), declaration).replace(/[\\/]/g, '_').replace(/\.d\.[cm]?ts$/, '');
      for (const block of blocks) {
        const path = join(dir, `${name}-line-${block.line}.ts`);
        writeFileSync(path, `${block.code}\nexport {};\n`);
        files.push({ pkg, block, readme: relative(root, declaration), path, preludeLines: 0, runnable: false });
      }
    }
  }
  return files;
}
