import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { WorkspacePackage } from '../workspace-packages.js';
import { extractDeclarations, extractTsBlocks, type CodeBlock } from './extract-blocks.js';

/** One README block written out as a module. */
export interface ExampleFile {
  readonly pkg: WorkspacePackage;
  readonly block: CodeBlock;
  /** `packages/<name>/README.md`, relative to the workspace root. */
  readonly readme: string;
  /** Absolute path of the module (prelude, block, `export {}`). */
  readonly path: string;
  /** Lines the prelude takes at the top of the module. */
  readonly preludeLines: number;
  /** Whether the example targets a fake (imports `@org/<name>/testing`), so it is run as well as checked. */
  readonly runnable: boolean;
  /** The README's `<!-- declarations: ... -->`, written as a script (global declarations), if it has any. */
  readonly declarations?: { readonly path: string; readonly line: number };
}

const testingImport = /from\s+['"]@org\/[\w-]+\/testing['"]/;

/**
 * Writes every TypeScript block of each package's README as a module under `outDir/<dirName>/`. The
 * directory must lie inside the workspace, so that `@org/*` imports resolve to the workspace packages.
 */
export function writeExampleFiles(root: string, packages: readonly WorkspacePackage[], outDir: string): ExampleFile[] {
  rmSync(outDir, { recursive: true, force: true });
  const files: ExampleFile[] = [];
  for (const pkg of packages) {
    const readmePath = join(pkg.dir, 'README.md');
    let markdown: string;
    try {
      markdown = readFileSync(readmePath, 'utf8');
    } catch {
      continue;
    }
    const dir = join(outDir, pkg.dirName);
    mkdirSync(dir, { recursive: true });
    const found = extractDeclarations(markdown);
    const declarations = found === undefined ? undefined : { path: join(dir, 'readme-declarations.ts'), line: found.line };
    if (found !== undefined && declarations !== undefined) writeFileSync(declarations.path, `${found.code}\n`);
    for (const block of extractTsBlocks(markdown)) {
      const prelude = block.prelude === undefined ? '' : `${block.prelude}\n`;
      const path = join(dir, `readme-line-${block.line}.ts`);
      writeFileSync(path, `${prelude}${block.code}\nexport {};\n`);
      files.push({
        pkg,
        block,
        readme: relative(root, readmePath),
        path,
        preludeLines: prelude === '' ? 0 : prelude.split('\n').length - 1,
        runnable: testingImport.test(`${prelude}${block.code}`),
        ...(declarations === undefined ? {} : { declarations }),
      });
    }
  }
  return files;
}

/** Where a line of an example module comes from: `README.md:<line>`, or the block's prelude. */
export function readmeLocation(file: ExampleFile, moduleLine: number): string {
  if (moduleLine < file.preludeLines) return `${file.readme}:${file.block.line} (prelude line ${moduleLine + 1})`;
  return `${file.readme}:${file.block.line + moduleLine - file.preludeLines}`;
}
