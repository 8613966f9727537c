import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { builtEntryPath } from './package-entry.js';
import { formatCoverage } from './coverage-format.js';
import { checkSpecCoverage } from './spec-coverage.js';
import { requiredOperations, specServices } from './spec-inventory.js';

/** Outcome of checking every service package of a workspace. */
export interface WorkspaceCoverage {
  /** Report lines, one or more per service, then a summary line. */
  readonly lines: string[];
  /** Required rows (the spec's, and the unlisted rows of the tags taken on) covered by the packages that exist. */
  readonly covered: number;
  /** Required rows in total. */
  readonly total: number;
  /** Number of services whose package exists under `packages/`. */
  readonly present: number;
  /** False when an existing package is unbuilt, lacks `operations` or is incomplete. */
  readonly ok: boolean;
}

interface ServiceResult {
  readonly lines: string[];
  readonly covered: number;
  readonly present: boolean;
  readonly ok: boolean;
}

/**
 * Checks `packages/<service>` under `root` for every service of the spec.
 * A service without a package is reported but not counted as a failure; an
 * existing package must be built and export an `operations` table that
 * covers its spec rows exactly.
 */
export async function checkWorkspaceCoverage(root: string): Promise<WorkspaceCoverage> {
  const services = specServices();
  const results: ServiceResult[] = [];
  for (const service of services) results.push(await checkServicePackage(root, service));

  const covered = results.reduce((sum, r) => sum + r.covered, 0);
  const total = requiredOperations().length;
  const present = results.filter((r) => r.present).length;
  const lines = results.flatMap((r) => r.lines);
  lines.push(`spec operations covered: ${covered}/${total} (packages present: ${present}/${services.length})`);
  return { lines, covered, total, present, ok: results.every((r) => r.ok) };
}

async function checkServicePackage(root: string, service: string): Promise<ServiceResult> {
  const total = requiredOperations(service).length;
  const packageDir = join(root, 'packages', service);
  if (!existsSync(join(packageDir, 'package.json'))) {
    return { lines: [`${service}: package not created yet (0/${total})`], covered: 0, present: false, ok: true };
  }
  const failed = (reason: string): ServiceResult => ({
    lines: [`${service}: ${reason} (0/${total})`],
    covered: 0,
    present: true,
    ok: false,
  });

  const entry = builtEntryPath(packageDir);
  if (entry === undefined) return failed('package.json names no entry point');
  if (!existsSync(entry)) return failed(`not built (${entry} is missing)`);

  let exports: Record<string, unknown>;
  try {
    exports = (await import(/* @vite-ignore */ pathToFileURL(entry).href)) as Record<string, unknown>;
  } catch (error) {
    return failed(`cannot load ${entry}: ${errorMessage(error)}`);
  }
  if (exports['operations'] === undefined) return failed('no "operations" export');

  try {
    const report = checkSpecCoverage(service, exports['operations']);
    return { lines: formatCoverage(report).split('\n'), covered: report.covered, present: true, ok: report.ok };
  } catch (error) {
    return failed(`invalid "operations" export: ${errorMessage(error)}`);
  }
}

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
