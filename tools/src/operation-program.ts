/**
 * A service package's sources compiled with the TypeScript compiler, with each operation's declared type at hand:
 * what the generator asks when the answer is in the types rather than in the table's run-time values.
 */
import { join } from 'node:path';
import ts from 'typescript';
import { virtualProgram } from './virtual-program.js';

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

/** The compiled package, and per operation (in the order asked) its spec and its `OperationInput`. */
export interface OperationProgram {
  readonly program: ts.Program;
  readonly checker: ts.TypeChecker;
  /** The package's source directory, with `/` separators. */
  readonly srcDir: string;
  /** `Groups['group']['method']`, the operation as the table declares it. */
  readonly specs: readonly ts.Type[];
  /** `OperationInput<Groups['group']['method']>`. */
  readonly inputs: readonly ts.Type[];
}

/** Compiles the package at `srcDir` whose `service.ts` exports the named groups type `groupsType`; throws on a type error. */
export function operationProgram(srcDir: string, groupsType: string, operationIds: readonly string[]): OperationProgram {
  const file = join(srcDir, '__operation-types__.ts');
  const text = [
    "import type { OperationInput } from '@org/http-core';",
    `import type { ${groupsType} } from './service.js';`,
    ...operationIds.flatMap((id, index) => {
      const [group, method] = id.split('.') as [string, string];
      return [`export type Spec${index} = ${groupsType}['${group}']['${method}'];`, `export type Input${index} = OperationInput<Spec${index}>;`];
    }),
  ].join('\n');
  const program = virtualProgram(file, text, options);
  const problems = ts.getPreEmitDiagnostics(program, program.getSourceFile(file));
  if (problems.length > 0) throw new Error(`${srcDir}: ${ts.flattenDiagnosticMessageText(problems[0]!.messageText, ' ')}`);
  const checker = program.getTypeChecker();
  const aliases = new Map(program.getSourceFile(file)!.statements.filter(ts.isTypeAliasDeclaration).map((statement) => [statement.name.text, checker.getTypeAtLocation(statement.name)]));
  return {
    program,
    checker,
    srcDir: srcDir.replaceAll('\\', '/'),
    specs: operationIds.map((_, index) => aliases.get(`Spec${index}`)!),
    inputs: operationIds.map((_, index) => aliases.get(`Input${index}`)!),
  };
}
