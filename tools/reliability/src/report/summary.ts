/**
 * The summary of a run, computed from what each test recorded and whether it passed.
 */
import { guarantees, type Category, type CheckRecord, type Guarantee } from './records.js';

/** One test's record and result. */
export interface Result {
  readonly record: CheckRecord;
  readonly passed: boolean;
}

/** Checks (distinct `check` names) passed out of those run, per service and category. */
export interface Tally {
  passed: number;
  total: number;
  /** Checks with a failed test. */
  readonly failed: string[];
}

export interface Summary {
  readonly services: readonly string[];
  /** `tally[category][service]`. */
  readonly tally: Readonly<Record<Category, Readonly<Record<string, Tally>>>>;
  /** Fault kind -> service -> passed. */
  readonly faultKinds: ReadonlyMap<string, ReadonlyMap<string, boolean>>;
  /** Guarantee -> service -> its checks, for the guarantees some check recorded, in the order of `guarantees`. */
  readonly guarantees: ReadonlyMap<Guarantee, ReadonlyMap<string, Tally>>;
  /** Requests fakes received that should never have been sent, per service. */
  readonly mistakenRequests: Readonly<Record<string, number>>;
}

const categories: readonly Category[] = ['fault', 'bad-input', 'secret', 'data-safety', 'load', 'leftovers'];

export function summarize(results: readonly Result[]): Summary {
  const services = [...new Set(results.map((result) => result.record.service))].sort();
  // A check passes when every test recorded under it passed.
  const checks = new Map<string, { record: CheckRecord; passed: boolean }>();
  const mistakenRequests: Record<string, number> = Object.fromEntries(services.map((service) => [service, 0]));
  for (const { record, passed } of results) {
    const key = JSON.stringify([record.category, record.service, record.check]);
    const seen = checks.get(key);
    checks.set(key, { record, passed: (seen?.passed ?? true) && passed });
    mistakenRequests[record.service] = (mistakenRequests[record.service] ?? 0) + record.mistakenRequests;
  }
  const tally = Object.fromEntries(categories.map((category) => [category, {} as Record<string, Tally>])) as Record<Category, Record<string, Tally>>;
  const faultKinds = new Map<string, Map<string, boolean>>();
  const byGuarantee = new Map<Guarantee, Map<string, Tally>>(guarantees.map((guarantee) => [guarantee, new Map()]));
  for (const { record, passed } of checks.values()) {
    if (record.guarantee !== undefined) {
      const row = byGuarantee.get(record.guarantee)!;
      const cell = row.get(record.service) ?? { passed: 0, total: 0, failed: [] };
      cell.total++;
      if (passed) cell.passed++;
      row.set(record.service, cell);
    }
    const cell = (tally[record.category][record.service] ??= { passed: 0, total: 0, failed: [] });
    cell.total++;
    if (passed) cell.passed++;
    else cell.failed.push(record.check);
    if (record.category === 'fault') {
      const row = faultKinds.get(record.check) ?? new Map<string, boolean>();
      row.set(record.service, passed);
      faultKinds.set(record.check, row);
    }
  }
  for (const [guarantee, row] of byGuarantee) if (row.size === 0) byGuarantee.delete(guarantee);
  return { services, tally, faultKinds, guarantees: byGuarantee, mistakenRequests };
}
