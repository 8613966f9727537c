import type { CoverageReport, DeprecatedMismatch, TagCoverage, UnknownOperation } from './coverage-report.js';
import { formatCoverage } from './coverage-format.js';
import { declaredOperations, type DeclaredOperation } from './declared-operations.js';
import { operationKey } from './operation-key.js';
import { requiredOperations, specOperations, specServices, takenOnTags, unlistedOperations, type SpecOperation } from './spec-inventory.js';

export type { CoverageReport, DeprecatedMismatch, TagCoverage, UnknownOperation } from './coverage-report.js';
export type { SpecOperation } from './spec-operation.js';
export { formatCoverage } from './coverage-format.js';

/**
 * Compares a service package's operation table with the spec's rows for
 * `service`, and with the unlisted rows of the tags the package has taken on
 * (`takenOnTags`). Operations match on upper-case method plus literal path (a
 * missing leading slash is tolerated). Every required row counts once towards
 * `total`; a table entry that repeats a key counts once too. Unlisted rows of
 * other tags are known but not required: each tag's count is in `tags`.
 *
 * Throws when `service` is not in the spec or the table is malformed.
 *
 * @param takenOn - The tags of unlisted rows to require; by default those the inventory records for the service.
 */
export function checkSpecCoverage(service: string, operations: unknown, takenOn: readonly string[] = takenOnTags[service] ?? []): CoverageReport {
  if (!specServices().includes(service)) {
    throw new Error(`unknown service "${service}"; the spec lists: ${specServices().join(', ')}`);
  }
  const unlisted = unlistedOperations(service);
  const taken = new Set(takenOn);
  const spec = requiredOperations(service, takenOn);
  const declared = groupByKey(declaredOperations(operations));
  const isDeclared = (op: SpecOperation): boolean => declared.has(operationKey(op.method, op.path));
  const knownKeys = new Set([...specOperations(service), ...unlisted].map((op) => operationKey(op.method, op.path)));

  const missing = spec.filter((op) => !isDeclared(op));
  const deprecatedMismatch: DeprecatedMismatch[] = [];
  for (const op of [...specOperations(service), ...unlisted]) {
    const differing = declared.get(operationKey(op.method, op.path))?.find((d) => d.deprecated !== op.deprecated);
    if (differing) deprecatedMismatch.push({ spec: op, declared: differing.deprecated });
  }
  const unknown: UnknownOperation[] = [...declared.entries()]
    .filter(([key]) => !knownKeys.has(key))
    .map(([, [first]]) => ({ method: first.method, path: first.path }));
  const tags: TagCoverage[] = [...new Set(unlisted.map((op) => op.tag ?? ''))].map((tag) => {
    const rows = unlisted.filter((op) => op.tag === tag);
    return { tag, covered: rows.filter(isDeclared).length, total: rows.length, required: taken.has(tag) };
  });

  return {
    service,
    total: spec.length,
    covered: spec.length - missing.length,
    missing,
    deprecatedMismatch,
    unknown,
    tags,
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
