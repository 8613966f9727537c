/**
 * Type-checks README examples against the built workspace packages (their `dist/*.d.ts`, as users get them),
 * in a strict ESM project for Node and browsers. Each README is its own program, so that its declarations
 * (`<!-- declarations: ... -->`) are seen by its blocks only; parsed declaration files are shared.
 */
import ts from 'typescript';
import { readmeLocation, type ExampleFile } from './example-files.js';

/** The compiler options examples are checked with. */
export const exampleCompilerOptions: ts.CompilerOptions = {
  strict: true,
  module: ts.ModuleKind.NodeNext,
  moduleResolution: ts.ModuleResolutionKind.NodeNext,
  target: ts.ScriptTarget.ES2023,
  lib: ['lib.es2023.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
  types: ['node'],
  skipLibCheck: true,
  noEmit: true,
  // Only import/export make a module: each block ends in `export {}`, the declarations stay global.
  moduleDetection: ts.ModuleDetectionKind.Legacy,
};

/** A compiler host that parses each file outside the examples once, for all programs. */
function sharedHost(): ts.CompilerHost {
  const host = ts.createCompilerHost(exampleCompilerOptions);
  const parse = host.getSourceFile.bind(host);
  const cache = new Map<string, ts.SourceFile | undefined>();
  host.getSourceFile = (fileName, languageVersion, onError, shouldCreate) => {
    if (fileName.includes('/readme-examples/')) return parse(fileName, languageVersion, onError, shouldCreate);
    if (!cache.has(fileName)) cache.set(fileName, parse(fileName, languageVersion, onError, shouldCreate));
    return cache.get(fileName);
  };
  return host;
}

/** Type errors of each example, keyed by its path, as `README.md:<line>: TS<code> <message>`. */
export function typecheckExamples(files: readonly ExampleFile[]): Map<string, string[]> {
  const host = sharedHost();
  const errors = new Map<string, string[]>();
  const readmes = new Set(files.map((file) => file.readme));
  for (const readme of readmes) {
    const own = files.filter((file) => file.readme === readme);
    const declarations = own[0]?.declarations;
    const roots = [...own.map((file) => file.path), ...(declarations ? [declarations.path] : [])];
    const program = ts.createProgram(roots, exampleCompilerOptions, host);
    const format = (diagnostic: ts.Diagnostic, where: (line: number) => string): string => {
      const line = diagnostic.file && diagnostic.start !== undefined ? diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start).line : 0;
      return `${where(line)}: TS${diagnostic.code} ${ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')}`;
    };
    const declarationsSource = declarations ? program.getSourceFile(declarations.path) : undefined;
    const declarationErrors =
      declarations && declarationsSource
        ? [...program.getSyntacticDiagnostics(declarationsSource), ...program.getSemanticDiagnostics(declarationsSource)].map((d) =>
            format(d, (line) => `${readme}:${declarations.line} (declarations, line ${line + 1})`),
          )
        : [];
    for (const file of own) {
      const source = program.getSourceFile(file.path);
      if (source === undefined) {
        errors.set(file.path, [`${file.readme}:${file.block.line}: not part of the program`]);
        continue;
      }
      const diagnostics = [...program.getSyntacticDiagnostics(source), ...program.getSemanticDiagnostics(source)];
      const lines = [...diagnostics.map((d) => format(d, (line) => readmeLocation(file, line))), ...declarationErrors];
      if (lines.length > 0) errors.set(file.path, lines);
    }
  }
  return errors;
}
