/**
 * What an editor shows: for every method of a service package's client, installed from its tarball, the
 * TypeScript language service is asked for the hover (quick info) of `client.<group>.<method>`, as an editor
 * would ask it; a method whose hover carries no documentation, or no `@deprecated` where the service deprecates the
 * operation, is reported.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import ts from 'typescript';
import type { WorkspacePackage } from '../workspace-packages.js';

/** The hover check of one package. */
export interface HoverCheck {
  /** Methods asked about; `0` for a package without a client (http-core). */
  readonly methods: number;
  /** `group.method` ids whose hover shows no documentation, or no `@deprecated` for an operation the service deprecates. */
  readonly undocumented: readonly string[];
}

const compilerOptions: ts.CompilerOptions = {
  module: ts.ModuleKind.NodeNext,
  moduleResolution: ts.ModuleResolutionKind.NodeNext,
  target: ts.ScriptTarget.ES2022,
  strict: true,
  skipLibCheck: true,
  types: [],
};

/** Asks the language service, from the consumer project `dir`, what hovering each method of `pkg`'s client shows. */
export async function checkEditorHover(dir: string, pkg: WorkspacePackage): Promise<HoverCheck> {
  const installed = join(dir, 'node_modules', ...pkg.name.split('/'));
  const manifest = JSON.parse(readFileSync(join(installed, 'package.json'), 'utf8')) as { exports?: { '.'?: { import?: string } } };
  const entry = manifest.exports?.['.']?.import;
  if (!entry) return { methods: 0, undocumented: [] };
  const module = (await import(pathToFileURL(join(installed, entry)).href)) as Record<string, unknown>;
  const factory = Object.keys(module).find((name) => /^create[A-Z]\w*Client$/.test(name));
  const operations = module['operations'] as readonly { id: string; deprecated: boolean }[] | undefined;
  if (!factory || !operations) return { methods: 0, undocumented: [] };

  const file = join(dir, `hover-${pkg.dirName}.ts`);
  const lines = operations.map((operation) => `client.${operation.id};`);
  const text = `import { ${factory} } from '${pkg.name}';\ndeclare const client: ReturnType<typeof ${factory}>;\n${lines.join('\n')}\n`;
  const host: ts.LanguageServiceHost = {
    getScriptFileNames: () => [file],
    getScriptVersion: () => '1',
    getScriptSnapshot: (name) => (name === file ? ts.ScriptSnapshot.fromString(text) : existsSync(name) ? ts.ScriptSnapshot.fromString(readFileSync(name, 'utf8')) : undefined),
    getCurrentDirectory: () => dir,
    getCompilationSettings: () => compilerOptions,
    getDefaultLibFileName: (options) => ts.getDefaultLibFilePath(options),
    fileExists: ts.sys.fileExists,
    readFile: ts.sys.readFile,
    readDirectory: ts.sys.readDirectory,
    directoryExists: ts.sys.directoryExists,
    getDirectories: ts.sys.getDirectories,
  };
  const service = ts.createLanguageService(host);
  const undocumented: string[] = [];
  let from = text.indexOf('\n', text.indexOf('declare const')) + 1;
  for (const [index, operation] of operations.entries()) {
    const at = text.indexOf(lines[index]!, from);
    from = at + lines[index]!.length;
    // On the method's name: the last character before `;`.
    const info = service.getQuickInfoAtPosition(file, from - 2);
    if (ts.displayPartsToString(info?.documentation).trim() === '') undocumented.push(operation.id);
    else if (operation.deprecated && !info?.tags?.some((tag) => tag.name === 'deprecated')) undocumented.push(`${operation.id} (not marked @deprecated)`);
  }
  service.dispose();
  return { methods: operations.length, undocumented };
}
