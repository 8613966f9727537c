import type { CoverageReport, DeprecatedMismatch, UnknownOperation } from './coverage-report.js';
import { formatCoverage } from './coverage-format.js';
import { declaredOperations, type DeclaredOperation } from './declared-operations.js';
import { operationKey } from './operation-key.js';
import { specOperations, specServices } from './spec-inventory.js';

export type { CoverageReport, DeprecatedMismatch, UnknownOperation } from './coverage-report.js';
export type { SpecOperation } from './spec-operation.js';
export { formatCoverage } from './coverage-format.js';

/**
 * Compares a service package's operation table with the spec's rows for
 * `service`. Operations match on upper-case method plus literal path (a
 * missing leading slash is tolerated). Every spec row counts once towards
 * `total`; a table entry that repeats a key counts once too.
 *
 * Throws when `service` is not in the spec or the table is malformed.
 */
export function checkSpecCoverage(service: string, operations: unknown): CoverageReport {
  if (!specServices().includes(service)) {
    throw new Error(`unknown service "${service}"; the spec lists: ${specServices().join(', ')}`);
  }
  const spec = specOperations(service);
  const declared = groupByKey(declaredOperations(operations));
  const specKeys = new Set(spec.map((op) => operationKey(op.method, op.path)));

  const missing = spec.filter((op) => !declared.has(operationKey(op.method, op.path)));
  const deprecatedMismatch: DeprecatedMismatch[] = [];
  for (const op of spec) {
    const differing = declared.get(operationKey(op.method, op.path))?.find((d) => d.deprecated !== op.deprecated);
    if (differing) deprecatedMismatch.push({ spec: op, declared: differing.deprecated });
  }
  const unknown: UnknownOperation[] = [...declared.entries()]
    .filter(([key]) => !specKeys.has(key))
    .map(([, [first]]) => ({ method: first.method, path: first.path }));

  return {
    service,
    total: spec.length,
    covered: spec.length - missing.length,
    missing,
    deprecatedMismatch,
    unknown,
    ok: missing.length === 0 && deprecatedMismatch.length === 0 && unknown.length === 0,
  };
}

/**
 * Asserts that a service package's operation table matches the spec
 * exactly; meant to be called inside a test. Throws an Error whose message
 * is the formatted report when anything is missing, mismatched or unknown,
 * and returns the report otherwise.
 */
export function expectFullSpecCoverage(service: string, operations: unknown): CoverageReport {
  const report = checkSpecCoverage(service, operations);
  if (!report.ok) throw new Error(`spec coverage incomplete\n${formatCoverage(report)}`);
  return report;
}

function groupByKey(operations: DeclaredOperation[]): Map<string, DeclaredOperation[]> {
  const groups = new Map<string, DeclaredOperation[]>();
  for (const op of operations) {
    const group = groups.get(op.key);
    if (group) group.push(op);
    else groups.set(op.key, [op]);
  }
  return groups;
}
