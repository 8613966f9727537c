/**
 * Which input fields of a service's operations a caller may leave out, as the TypeScript compiler computes
 * `OperationInput` from the table. A schema's declared input type is not always readable at run time (a
 * `z.custom<string | undefined>` refuses `undefined` when it runs, yet its type admits it), so the compiler answers.
 */
import ts from 'typescript';
import type { OperationProgram } from './operation-program.js';

/**
 * For each operation id (`group.method`, in the order `compiled` was made for), its input fields and whether each
 * is optional, read from `OperationInput<Groups['group']['method']>`.
 */
export function inputOptionality(compiled: OperationProgram, operationIds: readonly string[]): Map<string, Map<string, boolean>> {
  const result = new Map<string, Map<string, boolean>>();
  for (const [index, input] of compiled.inputs.entries()) {
    const fields = new Map<string, boolean>();
    for (const property of compiled.checker.getPropertiesOfType(input)) {
      fields.set(property.name, (property.flags & ts.SymbolFlags.Optional) !== 0);
    }
    result.set(operationIds[index]!, fields);
  }
  return result;
}
