/**
 * Which input fields of a service's operations a caller may leave out, as the TypeScript compiler computes
 * `OperationInput` from the table. A schema's declared input type is not always readable at run time (a
 * `z.custom<string | undefined>` refuses `undefined` when it runs, yet its type admits it), so the compiler answers.
 */
import { join } from 'node:path';
import ts from 'typescript';

const options: ts.CompilerOptions = {
  module: ts.ModuleKind.NodeNext,
  moduleResolution: ts.ModuleResolutionKind.NodeNext,
  target: ts.ScriptTarget.ES2023,
  strict: true,
  exactOptionalPropertyTypes: false,
  skipLibCheck: true,
  noEmit: true,
  types: [],
  customConditions: ['@org/source'],
};

/**
 * For each operation id (`group.method`), its input fields and whether each is optional, read from
 * `OperationInput<Groups['group']['method']>` where `Groups` is the named groups type `srcDir/service.ts` exports.
 */
export function inputOptionality(srcDir: string, groupsType: string, operationIds: readonly string[]): Map<string, Map<string, boolean>> {
  const file = join(srcDir, '__input-optionality__.ts');
  const text = [
    "import type { OperationInput } from '@org/http-core';",
    `import type { ${groupsType} } from './service.js';`,
    ...operationIds.map((id, index) => {
      const [group, method] = id.split('.') as [string, string];
      return `export type Input${index} = OperationInput<${groupsType}['${group}']['${method}']>;`;
    }),
  ].join('\n');
  const host = ts.createCompilerHost(options);
  const { getSourceFile, fileExists } = host;
  host.getSourceFile = (name, language, ...rest) => (name === file ? ts.createSourceFile(name, text, language) : getSourceFile.call(host, name, language, ...rest));
  host.fileExists = (name) => name === file || fileExists.call(host, name);
  const program = ts.createProgram([file], options, host);
  const problems = ts.getPreEmitDiagnostics(program, program.getSourceFile(file));
  if (problems.length > 0) throw new Error(`${srcDir}: ${ts.flattenDiagnosticMessageText(problems[0]!.messageText, ' ')}`);
  const checker = program.getTypeChecker();
  const result = new Map<string, Map<string, boolean>>();
  for (const [index, statement] of program.getSourceFile(file)!.statements.filter(ts.isTypeAliasDeclaration).entries()) {
    const fields = new Map<string, boolean>();
    for (const property of checker.getPropertiesOfType(checker.getTypeAtLocation(statement.name))) {
      fields.set(property.name, (property.flags & ts.SymbolFlags.Optional) !== 0);
    }
    result.set(operationIds[index]!, fields);
  }
  return result;
}
